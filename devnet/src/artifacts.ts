// Loads compiled contracts from artifacts/ (committed; rebuilt by `pnpm --filter @fin/devnet build`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hex } from 'viem';
import { ARTIFACTS_DIR, type DeployableContract } from './contracts-source';

const cache = new Map<DeployableContract, Hex>();

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
