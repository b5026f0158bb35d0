/** CI's size budget: fails when an app's production build grows past bench/size-budget.json. */
import { readFileSync } from 'node:fs';
import { APPS, appSize, kb, ROOT } from './app-sizes';

type Budget = { jsGzip: number; entryGzip: number };
const budgets = JSON.parse(readFileSync(`${ROOT}bench/size-budget.json`, 'utf8')) as Record<string, Budget>;

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
if (failed) {
  console.error(
    'Size budget exceeded: shrink the build or raise the budget on purpose in bench/size-budget.json.',
  );
  process.exit(1);
}
