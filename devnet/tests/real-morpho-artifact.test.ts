// artifacts/real/Morpho.json was compiled from the installed @morpho-org/morpho-blue with its pinned compiler and
// build settings: a new package version, compiler or setting fails here until `pnpm --filter @fin/devnet build:real`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from '../src/contracts-source';
import { morphoCompilerVersion, morphoPackageVersion, morphoSourceHash } from '../src/real/compile-morpho';

describe("Morpho Blue's compiled artifact", () => {
  it('matches the installed package, its pinned compiler (0.8.19) and settings', () => {
    const artifact = JSON.parse(readFileSync(join(ARTIFACTS_DIR, 'real', 'Morpho.json'), 'utf8')) as {
      source: string;
      compiler: string;
      sourceHash: string;
    };
    expect(morphoCompilerVersion()).toBe('0.8.19');
    expect(artifact.compiler).toBe('solc-js 0.8.19');
    expect(artifact.source).toContain(`@morpho-org/morpho-blue ${morphoPackageVersion()}`);
    expect(artifact.sourceHash).toBe(morphoSourceHash());
  });
});
