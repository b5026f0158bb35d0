import { defineConfig } from 'vitest/config';

// Component tests render the real components in jsdom inside real wagmi + TanStack Query providers
// (src/test/render.tsx); pure logic lives in @fin/shared/domain and is tested there.
export default defineConfig({
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
