// jest-dom matchers and a clean DOM, store and fetch stub after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The panel loads lazily: its first import can take seconds on a loaded machine, so findBy* polls for longer than
// the 1 s default before failing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
