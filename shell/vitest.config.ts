import { defineConfig } from 'vitest/config';

// Pure logic of the shell (routing, static data, pool matching); the UI is tested in the browser (e2e/tests/shell).
export default defineConfig({
  test: { globals: true, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
