import { defineConfig } from 'vitest/config';

// Two projects. `api`: route, property and domain tests, two files at a time (each opens its own in-memory
// PGlite, loaded from the migrated dump global-setup.ts makes once per run: under a second instead of 2–5 s).
// `devnet`: files that start their own devnet (six anvils) run one at a time, so two deployments never compete for
// this 2-core machine. The PostgreSQL suite joins `api` only where a server is reachable
// (TEST_DATABASE_URL, e.g. set by .ci/run after starting Debian's postgresql).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    globalSetup: ['tests/support/global-setup.ts'],
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // One module graph per worker, not one per file: each file still opens its own database and servers,
          // and importing the app ~60 times was over half of this project's time (165 s against 94 s).
          isolate: false,
          include: [
            'tests/**/*.test.ts',
            ...(process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.pg.ts'] : []),
          ],
          exclude: ['tests/devnet/**'],
        },
      },
      {
        extends: true,
        test: { name: 'devnet', include: ['tests/devnet/**/*.test.ts'], fileParallelism: false },
      },
    ],
  },
});
