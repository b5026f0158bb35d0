// jest-dom matchers and a clean DOM, fetch stub, timers and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom has no layout, so no ResizeObserver; Radix (slider) and TanStack Virtual only need it to exist.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;

// …and no box sizes: the yields list's scroll box reports the height its CSS gives it, so the virtualizer
// lays out the rows a browser would show.
const SCROLL_BOX_HEIGHT = { 'yl-scroll--section': 480, 'yl-scroll--page': 700 } as const;
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    for (const [cls, h] of Object.entries(SCROLL_BOX_HEIGHT)) if (this.classList.contains(cls)) return h;
    return 0;
  },
});
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('yl-scroll') ? 900 : 0;
  },
});
