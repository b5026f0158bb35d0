import { defineConfig } from 'vitest/config';

// Two projects: `artifacts` checks compiled contracts against their sources and the devnet's message reading
// against the product's (no chain, milliseconds);
// `devnet` runs against one devnet (six anvils + attestation service) started by its global setup and shared
// by every file. Files run one after another because they move the same chains' clocks.
const CHAIN_FREE = [
  'tests/artifacts.test.ts',
  'tests/message-oracle.test.ts',
  'tests/listed-apys.test.ts',
  'tests/published-abis.test.ts',
  'tests/real-morpho-artifact.test.ts',
  'tests/delegation-artifact.test.ts',
];

export default defineConfig({
  test: {
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'artifacts',
          include: CHAIN_FREE,
        },
      },
      {
        extends: true,
        test: {
          name: 'devnet',
          include: ['tests/**/*.test.ts'],
          exclude: CHAIN_FREE,
          globalSetup: ['tests/global-setup.ts'],
        },
      },
    ],
  },
});
