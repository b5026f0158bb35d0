// jest-dom matchers and a clean DOM, wallet session, storage and fetch stub after each test.
import '@testing-library/jest-dom/vitest';
import { forgetWalletSession } from '@fin/shared/web3/wallet-session';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEMO_ADDRESS } from './render';

// findBy*/waitFor poll for up to 10 s: the panel's wallet code loads lazily, slowly on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, so no ResizeObserver; Radix (slider, switch) only needs it to exist.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetWalletSession(DEMO_ADDRESS);
  sessionStorage.clear();
  localStorage.clear();
});
