// Loads compiled contracts from artifacts/ (committed; rebuilt by `pnpm --filter @fin/devnet build`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hex } from 'viem';
import { ARTIFACTS_DIR, type DeployableContract } from './contracts-source';

const cache = new Map<DeployableContract, Hex>();

/** Uses freshly compiled bytecode instead of the committed artifacts (the CLI's FIN_DEVNET_COMPILE=1). */
export function useCompiledCode(
  compiled: { contractName: DeployableContract; deployedBytecode: Hex }[],
): void {
  for (const c of compiled) cache.set(c.contractName, c.deployedBytecode);
}

/** Runtime bytecode of a contract, the code anvil_setCode places at its address. */
export function runtimeCode(name: DeployableContract): Hex {
  let code = cache.get(name);
  if (!code) {
    const artifact = JSON.parse(readFileSync(join(ARTIFACTS_DIR, `${name}.json`), 'utf8')) as {
      deployedBytecode: Hex;
    };
    code = artifact.deployedBytecode;
    cache.set(name, code);
  }
  return code;
}
