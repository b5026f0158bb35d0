import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './stack/chromium';

/**
 * Browser tests drive the production builds in Debian's Chromium (Playwright cannot download browsers here).
 * Three workers, each with its own stack (six chains, API, eight static origins on its own block of ports): most of a
 * test is waiting on chains, timers and polls (the whole run keeps 2 cores about 40 % busy), so they overlap well even
 * on 2 cores. Measured: 171 tests in 19.9 min on one worker, 12.8 min on two; 177 tests on a slower day 11.5 min on
 * two, 9.8 min on three, and 12.2 min on three with another process holding one core (177/177 each time).
 * FIN_PW_WORKERS sets another count.
 */
// Each run writes its artifacts to its own folder, so two runs at once never delete each other's traces.
process.env.FIN_PW_RUN ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './stack/global-setup.ts',
  outputDir: `test-results/${process.env.FIN_PW_RUN}`,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
