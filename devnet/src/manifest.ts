// The devnet manifest: everything a client needs to use a running devnet (printed and written by the CLI).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Address, Hex } from 'viem';
import { DEVNET_ROOT } from './contracts-source';

export type DevnetChain = {
  chainId: number;
  name: string;
  rpcUrl: string;
  /** CCTP domain of the chain. */
  domain: number;
};

export type DevnetManifest = {
  chains: DevnetChain[];
  /** Iris-compatible base URL, e.g. http://127.0.0.1:8560 (append /v2/messages/...). */
  attestationUrl: string;
  /** Loopback-only control API of the attestation service, e.g. http://127.0.0.1:8560/control */
  controlUrl: string;
  demoAccount: { address: Address; privateKey: Hex };
  /** First attester address; `attesters` lists all (MessageTransmitterV2 needs all their signatures). */
  attester: Address;
  attesters: Address[];
  /** The agent wallet the API holds (x402 buyer, USDC and ETH on Base). Devnet keys are public. */
  agentAccount?: { address: Address; privateKey: Hex };
  /** BIP-39 secret the API derives every wallet's own agent account from. Devnet secrets are public. */
  agentMasterSecret?: string;
  /** x402 on the devnet: the treasury paid reports are paid to, and the facilitator account that settles. */
  x402?: { treasury: Address; facilitator: { address: Address; privateKey: Hex } };
  /** Owner of every devnet contract and the only account allowed to use the token faucet. */
  deployer: Address;
  startedAt: string;
};

export type DevnetSnapshot = { chains: Record<number, Hex> };

/** Where the CLI writes the manifest: $FIN_DEVNET_MANIFEST, else devnet/.data/manifest.json. */
export function defaultManifestPath(): string {
  return process.env.FIN_DEVNET_MANIFEST ?? join(DEVNET_ROOT, '.data', 'manifest.json');
}

export function writeManifest(manifest: DevnetManifest, path = defaultManifestPath()): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  return path;
}

export function readManifest(path = defaultManifestPath()): DevnetManifest {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`no devnet manifest at ${path}: start one with \`pnpm --filter @fin/devnet start\``);
  }
  const manifest = JSON.parse(raw) as DevnetManifest;
  if (!Array.isArray(manifest.chains) || typeof manifest.attestationUrl !== 'string') {
    throw new Error(`${path} is not a devnet manifest`);
  }
  return manifest;
}
