/**
 * First-view benchmark: what the browser downloads before the dashboard's first screen is complete, at a phone
 * (390x844) and a desktop (1440x900) viewport, for a visitor and for a returning connected wallet (the demo
 * wallet reconnecting on load). Figures per case: JS requests, JS gzip bytes, how many times the MF runtime came,
 * and whether wallet SDKs or below-the-fold sections slipped in. Budget: at most 300 KB gzip JS, 30 JS requests.
 * "First screen complete" = the portfolio and optimizer sections rendered (and, connected, the balance rows),
 * then the network quiet for half a second.
 * Run: pnpm build && pnpm --filter @fin/bench exec tsx first-view.ts (FIN_FIRST_VIEW_FILES=1 lists every file)
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { freeTestPorts } from '../e2e/stack/ports';
import { startStack } from '../e2e/stack/stack';
import { BELOW_THE_FOLD, type Download, firstView, VIEWPORTS, WALLET_SDK } from './first-view.lib';

const FIRST_VIEW_BUDGET = { jsGzipBytes: 300 * 1024, jsRequests: 30 };

function report(
  label: string,
  js: Download[],
  rendered: number,
  remoteOrigins: Map<string, string>,
  failed: (string | null)[],
): boolean {
  const gzip = js.reduce((s, d) => s + d.gzip, 0);
  const runtimeCopies = js.filter((d) =>
    /\/static\/js\/(mf_[a-z]+|index)\.[0-9a-f]+\.js$/.test(d.url),
  ).length;
  const remotes = new Set(js.map((d) => remoteOrigins.get(new URL(d.url).origin)).filter(Boolean));
  const below = BELOW_THE_FOLD.filter((r) => remotes.has(r));
  const sdk = js.filter((d) => WALLET_SDK.test(d.url)).length;
  const ok = gzip <= FIRST_VIEW_BUDGET.jsGzipBytes && js.length <= FIRST_VIEW_BUDGET.jsRequests;
  console.log(
    `${label.padEnd(30)} ${String(js.length).padStart(4)} JS   ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip   ` +
      `entries ${runtimeCopies}   remotes ${[...remotes].join(',') || '-'}   below-fold ${below.join(',') || 'none'}   ` +
      `wallet-SDK files ${sdk}   rendered ${rendered} ms   ${ok ? 'within budget' : 'OVER BUDGET'}` +
      (failed.length ? `   (fallback shown: ${failed.join(', ')})` : ''),
  );
  if (process.env.FIN_FIRST_VIEW_FILES) {
    // Every file, biggest first, with the app it came from: where to cut next.
    for (const d of [...js].sort((a, b) => b.gzip - a.gzip)) {
      const app = remoteOrigins.get(new URL(d.url).origin) ?? 'shell';
      console.log(
        `    ${(d.gzip / 1024).toFixed(1).padStart(6)} KB  ${app.padEnd(13)} ${new URL(d.url).pathname}`,
      );
    }
  }
  return ok;
}

const ports = await freeTestPorts();
const stack = await startStack({ ports });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const remoteOrigins = new Map(
    Object.entries(ports.remotes).map(([name, port]) => [`http://127.0.0.1:${port}`, name]),
  );
  console.log(
    `\nFirst view (production build, cold cache; budget ${FIRST_VIEW_BUDGET.jsGzipBytes / 1024} KB gzip JS, ${FIRST_VIEW_BUDGET.jsRequests} JS requests)`,
  );
  let allOk = true;
  for (const vp of VIEWPORTS) {
    for (const connected of [false, true]) {
      const { js, rendered, failed } = await firstView(browser, stack.apps.shellUrl, vp, connected);
      allOk =
        report(`${vp.name} ${connected ? 'connected' : 'visitor'}`, js, rendered, remoteOrigins, failed) &&
        allOk;
    }
  }
  console.log(allOk ? 'All four within budget.' : 'Over budget in at least one case.');
} finally {
  await browser.close();
  await stack.stop();
}
