import { defineConfig } from 'vitest/config';

// The PostgreSQL suite runs only where a server is reachable (TEST_DATABASE_URL, set by .ci/run when it starts
// Debian's postgresql); everything else always runs. Each file opens its own PGlite (2–5 s, ~700 MB), so files
// run two at a time on this 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', ...(process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.pg.ts'] : [])],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
