import { defineConfig } from 'vitest/config';

// Two projects: pure TypeScript (domain, schemas, store…) runs in node; component tests (*.test.tsx) in jsdom.
export default defineConfig({
  test: {
    globals: true,
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        // Pure functions: one module graph per worker, not one per file (importing viem and the domain once
        // instead of ~250 times was most of this project's time).
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./testing/test-setup.ts'],
        },
      },
    ],
  },
});
