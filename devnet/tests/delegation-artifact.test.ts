// Fin's PeriodOutflowEnforcer artifact must be the compilation of its committed source.
import { describe, expect, it } from 'vitest';
import { enforcerSourceHash, readEnforcerArtifact } from '../src/delegation/compile-enforcer';

describe('PeriodOutflowEnforcer artifact', () => {
  it('matches PeriodOutflowEnforcer.sol', () => {
    const artifact = readEnforcerArtifact();
    expect(artifact.sourceHash, 'stale: run tsx src/delegation/compile-enforcer.ts').toBe(
      enforcerSourceHash(),
    );
    expect(artifact.deployedBytecode.length).toBeGreaterThan(1000);
  });
});
