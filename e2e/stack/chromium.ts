/**
 * How every Fin browser run starts Debian's Chromium (Playwright cannot download browsers here). Without the
 * background-networking flags Chromium floods the closed network with refused connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
