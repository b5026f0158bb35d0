// Committed artifacts must be the compilation of the committed sources: a contract edited without
// `pnpm --filter @fin/devnet build` fails here, before any chain runs stale bytecode.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, computeSourceHash, DEPLOYABLE_CONTRACTS } from '../src/contracts-source';

describe('compiled artifacts', () => {
  const expected = computeSourceHash();

  it.each(DEPLOYABLE_CONTRACTS)('%s matches the Solidity sources', (name) => {
    const path = join(ARTIFACTS_DIR, `${name}.json`);
    expect(existsSync(path), `${path} missing: run pnpm --filter @fin/devnet build`).toBe(true);
    const artifact = JSON.parse(readFileSync(path, 'utf8')) as {
      sourceHash: string;
      deployedBytecode: string;
    };
    expect(artifact.sourceHash, 'artifact is stale: run pnpm --filter @fin/devnet build').toBe(expected);
    expect(artifact.deployedBytecode.length).toBeGreaterThan(2);
  });

  it('the typed ABI module was generated from the same sources', () => {
    const header = readFileSync(join(ARTIFACTS_DIR, 'abis.ts'), 'utf8').split('\n')[0];
    expect(header).toContain(expected);
  });
});
