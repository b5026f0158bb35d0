/** Runs every benchmark in this folder one after the other and prints their figures. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./', import.meta.url));
const skip = new Set(['run-all.ts', 'app-sizes.ts', 'size-budget.ts']);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !skip.has(f) && !f.includes('.lib.'))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
