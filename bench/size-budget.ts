/**
 * CI's size budget: fails when an app's production build grows past bench/size-budget.json, or when what a phone
 * downloads for the first view (JS until the first screen is complete and the network first goes quiet, measured in
 * Chromium on a devnet stack) grows past its budget there, for a visitor and for a returning wallet.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { freeTestPorts } from '../e2e/stack/ports';
import { startStack } from '../e2e/stack/stack';
import { APPS, appSize, kb, ROOT } from './app-sizes';
import { firstView, VIEWPORTS } from './first-view.lib';

type Budget = { jsGzip: number; entryGzip: number };
type FirstViewBudget = { jsGzip: number; jsRequests: number };
const budgets = JSON.parse(readFileSync(`${ROOT}bench/size-budget.json`, 'utf8')) as Record<
  string,
  Budget
> & {
  firstView: { phoneVisitor: FirstViewBudget; phoneReturningWallet: FirstViewBudget };
};

let failed = false;
for (const app of APPS) {
  const size = appSize(app);
  const budget = budgets[app];
  if (!budget) throw new Error(`no size budget for ${app}`);
  const over = [
    size.jsGzip > budget.jsGzip ? `JS ${kb(size.jsGzip)} > ${kb(budget.jsGzip)}` : '',
    size.entryGzip > budget.entryGzip ? `entry ${kb(size.entryGzip)} > ${kb(budget.entryGzip)}` : '',
  ].filter(Boolean);
  console.log(
    `${over.length ? '✗' : '✓'} ${app.padEnd(14)} JS ${kb(size.jsGzip).padStart(9)} gzip (budget ${kb(budget.jsGzip)}), entry ${kb(size.entryGzip)}${over.length ? `  OVER: ${over.join(', ')}` : ''}`,
  );
  if (over.length) failed = true;
}

/** The phone's first view, both visitors, against their budgets. */
async function checkFirstView(): Promise<boolean> {
  const stack = await startStack({ ports: await freeTestPorts() });
  const browser = await chromium.launch(chromiumLaunchOptions());
  let ok = true;
  try {
    const cases = [
      ['phone visitor', 'phoneVisitor', false],
      ['phone returning wallet', 'phoneReturningWallet', true],
    ] as const;
    for (const [label, key, connected] of cases) {
      const budget = budgets.firstView[key];
      const { js } = await firstView(browser, stack.apps.shellUrl, VIEWPORTS[0], connected);
      const gzip = js.reduce((s, d) => s + d.gzip, 0);
      const over = [
        gzip > budget.jsGzip ? `JS ${kb(gzip)} > ${kb(budget.jsGzip)}` : '',
        js.length > budget.jsRequests ? `${js.length} JS requests > ${budget.jsRequests}` : '',
      ].filter(Boolean);
      console.log(
        `${over.length ? '✗' : '✓'} first view, ${label.padEnd(22)} JS ${kb(gzip).padStart(9)} gzip in ${js.length} requests (budget ${kb(budget.jsGzip)}, ${budget.jsRequests})${over.length ? `  OVER: ${over.join(', ')}` : ''}`,
      );
      if (over.length) ok = false;
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  return ok;
}

if (!(await checkFirstView())) failed = true;
if (failed) {
  console.error(
    'Size budget exceeded: shrink the build or the first view, or raise the budget on purpose in bench/size-budget.json.',
  );
  process.exit(1);
}
