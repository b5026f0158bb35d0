import { defineConfig } from 'vitest/config';

// Component tests render the real panel in jsdom inside real wagmi + TanStack Query providers (src/test/render.tsx).
export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
