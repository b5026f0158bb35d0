/**
 * Bundle benchmark: the JavaScript each app ships, and what the browser downloads before the first view is complete
 * (the shell with all seven slots rendered), in bytes raw and gzip and in requests.
 * Run: pnpm build && pnpm --filter @fin/bench exec tsx bundle-size.ts
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { stackPorts } from '../e2e/stack/ports';
import { startStaticApps } from '../e2e/stack/static-apps';
import { APPS, appSize, gzipSize, kb } from './app-sizes';

console.log('\nJavaScript shipped per app (production build)');
console.log('app             files   JS raw      JS gzip     CSS raw   entry gzip');
for (const app of APPS) {
  const s = appSize(app);
  console.log(
    `${app.padEnd(15)} ${String(s.files).padStart(5)}   ${kb(s.jsRaw).padStart(9)}   ${kb(s.jsGzip).padStart(9)}   ${kb(s.cssRaw).padStart(7)}   ${kb(s.entryGzip).padStart(9)}`,
  );
}

const ports = stackPorts(700);
const config = { profile: 'devnet', apiBaseUrl: '', chains: [], attestationUrl: '' };
const apps = await startStaticApps(ports, config);
const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const responses: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith('http://127.0.0.1')) {
      responses.push(
        r.body().then(
          (b) => ({ url: r.url(), raw: b.length, gzip: gzipSize(b) }),
          () => ({ url: r.url(), raw: 0, gzip: 0 }),
        ),
      );
    }
  });
  const t0 = Date.now();
  await page.goto(apps.shellUrl);
  // First view complete: every above-the-fold section rendered its remote.
  await page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]').waitFor();
  await page.locator('[data-section="mf_portfolio/PortfolioPanel"]').waitFor();
  const firstView = Date.now() - t0;
  const first = await Promise.all(responses.splice(0));
  // Lazy sections load as a reader scrolls to them, so visit each slot in turn.
  for (const slot of await page.locator('[data-remote-slot]').all()) {
    await slot.scrollIntoViewIfNeeded();
    await slot.locator('[data-remote-ready], [data-slot-fallback]').first().waitFor({ state: 'attached' });
  }
  await page.waitForLoadState('networkidle');
  const rest = await Promise.all(responses.splice(0));
  const sum = (xs: { raw: number; gzip: number }[]) =>
    xs.reduce((a, x) => ({ raw: a.raw + x.raw, gzip: a.gzip + x.gzip }), { raw: 0, gzip: 0 });
  const f = sum(first);
  const all = sum([...first, ...rest]);
  const js = first.filter((x) => x.url.endsWith('.js'));
  console.log('\nBrowser download (shell at 1440x900, devnet profile, cold cache)');
  console.log(
    `first view (portfolio + optimizer rendered): ${first.length} requests, ${kb(f.raw)} raw, ${kb(f.gzip)} gzip, ${js.length} JS files, ${firstView} ms`,
  );
  console.log(
    `whole page scrolled (all seven slots):     ${first.length + rest.length} requests, ${kb(all.raw)} raw, ${kb(all.gzip)} gzip`,
  );
  const reactChunks = [...first, ...rest].filter((x) => /react-dom/.test(x.url)).length;
  console.log(`react-dom fetched from remotes: ${reactChunks} (shared singleton: expect 0 extra)`);
} finally {
  await browser.close();
  await apps.stop();
}
