import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './stack/chromium';

/**
 * Browser tests drive the production builds in Debian's Chromium (Playwright cannot download browsers here).
 * Three workers, each with its own stack (six chains, API, eight static origins on its own block of ports). Much of a
 * test is waiting on chains, timers and polls, so three overlap well on 2 cores; four were slower (12.7 min against
 * 11.1 for 177 tests). Chromium is most of the CPU the run uses (sampled: about two thirds), hence reduced motion and
 * software compositing below: 168 tests took 10.5 min before them, 8.4 after. FIN_PW_WORKERS sets another count.
 */
// Each run writes its artifacts to its own folder, so two runs at once never delete each other's traces.
process.env.FIN_PW_RUN ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './stack/global-setup.ts',
  outputDir: `test-results/${process.env.FIN_PW_RUN}`,
  // Files, not tests, are shared out. Tried test by test (every test starts from reverted chains and a reset API, so
  // it works): 14.1 min against 12.5, the sum of test durations 1618 s against 1320. The same kind of heavy test
  // then runs on every worker at once (three deposits, three agent ledgers), where whole files mix heavy and light.
  fullyParallel: false,
  workers: Number(process.env.FIN_PW_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1440, height: 900 },
    // The page honours a reader's reduced-motion setting (no shimmer, instant scrolls): 2 cores render fewer frames.
    // The navigation tests put motion back to cover the smooth scroll.
    reducedMotion: 'reduce',
    // A failed test keeps its trace with the page's DOM at every step, but no screencast: filming every test (kept
    // only for failures) cost 9 % of the run's CPU (measured on 47 tests: 610 s against 555 with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
