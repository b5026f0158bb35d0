import { defineConfig } from 'vitest/config';

// Two projects: pure TypeScript (domain, schemas, store…) runs in node; component tests (*.test.tsx) in jsdom.
export default defineConfig({
  test: {
    globals: true,
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'] },
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
