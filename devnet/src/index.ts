// @fin/devnet public entry (also reachable per file: src/devnet.ts, src/client.ts, src/manifest.ts, ...).

export {
  AGENT_ACCOUNT,
  ATTESTERS,
  BORROWER,
  DEMO_ACCOUNT,
  DEPLOYER,
  FACILITATOR_ACCOUNT,
  LIQUIDITY_PROVIDER,
  SPARE_ACCOUNTS,
  TREASURY_ACCOUNT,
} from './accounts';
export type { ActiveFault, AttestationConfig, FaultSpec } from './attestation/config';
export type { DevnetClient } from './client';
export { connectDevnet, createDevnetClient } from './client';
export type { ClockOptions, Devnet, DevnetOptions } from './devnet';
export {
  DEFAULT_ATTESTATION_PORT,
  DEFAULT_BASE_PORT,
  devnetChains,
  startDevnet,
  startDevnetOnFreePorts,
} from './devnet';
export type { DevnetChain, DevnetManifest, DevnetSnapshot } from './manifest';
export { defaultManifestPath, readManifest, writeManifest } from './manifest';
export { findFreePortRange, TEST_PORTS_FROM } from './ports';
