// What the compiled artifacts are built from, and the hash that proves they still match it. Kept apart from
// compile.ts so the freshness test can check artifacts without loading the (slow) solc wasm.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEVNET_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACTS_DIR = join(DEVNET_ROOT, 'contracts');
export const ARTIFACTS_DIR = join(DEVNET_ROOT, 'artifacts');

/** Contracts placed on chain; everything else in contracts/ is a library, interface or base. */
export const DEPLOYABLE_CONTRACTS = [
  'Token',
  'AToken',
  'Pool',
  'Comet',
  'MToken',
  'AdaptiveCurveIrm',
  'MarketOracle',
  'MetaMorphoVault',
  'SavingsDai',
  'RateVault',
  'MessageTransmitterV2',
  'TokenMessengerV2',
  'Multicall3',
] as const;
export type DeployableContract = (typeof DEPLOYABLE_CONTRACTS)[number];

export const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

const require = createRequire(import.meta.url);

export function solcVersion(): string {
  return (require('solc/package.json') as { version: string }).version;
}

export function openZeppelinVersion(): string {
  return (require('@openzeppelin/contracts/package.json') as { version: string }).version;
}

/** Every .sol file under contracts/, keyed by its path relative to contracts/ (sorted, '/' separators). */
export function readContractSources(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.sol')) {
        out[relative(CONTRACTS_DIR, full).split('\\').join('/')] = readFileSync(full, 'utf8');
      }
    }
  };
  walk(CONTRACTS_DIR);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** sha256 over the sources, compiler and OpenZeppelin versions and settings: any change invalidates artifacts. */
export function computeSourceHash(sources = readContractSources()): string {
  const hash = createHash('sha256');
  hash.update(`solc ${solcVersion()}\nopenzeppelin ${openZeppelinVersion()}\n`);
  hash.update(JSON.stringify(COMPILER_SETTINGS));
  for (const [path, content] of Object.entries(sources)) {
    hash.update(`\n--- ${path}\n`);
    hash.update(content);
  }
  return `0x${hash.digest('hex')}`;
}
