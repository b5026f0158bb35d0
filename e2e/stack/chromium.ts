/**
 * How every Fin browser run starts Debian's Chromium (Playwright cannot download browsers here). Without the
 * background-networking flags Chromium floods the closed network with refused connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Composite in software in the renderer, not through a separate GPU process: less CPU on 2 cores (measured 7 %
  // on a 29-test sample together with reduced motion).
  '--disable-gpu-compositing',
  '--disable-software-rasterizer',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
