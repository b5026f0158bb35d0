// Compiles Fin's PeriodOutflowEnforcer.sol (solc-js, offline) into period-outflow-enforcer.json beside it, with
// the hash of its source and compiler so a test can tell a stale artifact. Kept apart from contracts/ and
// compile.ts: it is not a protocol stand-in and needs none of their imports.
// Run with `pnpm --filter @fin/devnet exec tsx src/delegation/compile-enforcer.ts`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hex } from 'viem';

const HERE = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(HERE, 'PeriodOutflowEnforcer.sol');
export const ENFORCER_ARTIFACT = join(HERE, 'period-outflow-enforcer.json');
const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' } as const;

const require = createRequire(import.meta.url);

export type EnforcerArtifact = { sourceHash: string; compiler: string; deployedBytecode: Hex };

export function enforcerSourceHash(): string {
  const solc = (require('solc/package.json') as { version: string }).version;
  const hash = createHash('sha256').update(`solc ${solc}\n${JSON.stringify(SETTINGS)}\n`);
  return `0x${hash.update(readFileSync(SOURCE, 'utf8')).digest('hex')}`;
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>;
};

export function compileEnforcer(): EnforcerArtifact {
  const solc = require('solc') as { compile(input: string): string; version(): string };
  const input = {
    language: 'Solidity',
    sources: { 'PeriodOutflowEnforcer.sol': { content: readFileSync(SOURCE, 'utf8') } },
    settings: { ...SETTINGS, outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const code = output.contracts['PeriodOutflowEnforcer.sol']?.PeriodOutflowEnforcer;
  if (!code) throw new Error('PeriodOutflowEnforcer not in the compiler output');
  return {
    sourceHash: enforcerSourceHash(),
    compiler: `solc-js ${solc.version()}`,
    deployedBytecode: `0x${code.evm.deployedBytecode.object}`,
  };
}

export function readEnforcerArtifact(): EnforcerArtifact {
  return JSON.parse(readFileSync(ENFORCER_ARTIFACT, 'utf8')) as EnforcerArtifact;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ENFORCER_ARTIFACT, `${JSON.stringify(compileEnforcer(), null, 2)}\n`);
}
