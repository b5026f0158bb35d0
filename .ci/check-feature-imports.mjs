#!/usr/bin/env node
/**
 * Features inside an app stay independent: a file under src/features/<a>/ may not import from src/features/<b>/.
 * What two features both need belongs in the app's src/lib (or in @fin/shared when other apps need it too), so
 * a feature can be changed or removed without reading the others. Exits 1 listing every crossing import.
 * Run: node .ci/check-feature-imports.mjs
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mf-'));
const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** `.../src/features/deposit/hooks/x.ts` → `deposit`; undefined outside features. */
function featureOf(path, featuresDir) {
  const rel = relative(featuresDir, path);
  if (rel.startsWith('..')) return undefined;
  return rel.split(sep)[0];
}

const problems = [];
for (const app of APPS) {
  const featuresDir = join(ROOT, app, 'src', 'features');
  let exists = false;
  try {
    exists = statSync(featuresDir).isDirectory();
  } catch {
    exists = false;
  }
  if (!exists) continue;
  for (const file of files(featuresDir)) {
    const from = featureOf(file, featuresDir);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const to = featureOf(resolve(dirname(file), spec), featuresDir);
      if (to && from && to !== from) {
        problems.push(`${relative(ROOT, file)}: feature "${from}" imports feature "${to}" (${spec})`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Features import each other (${problems.length}):\n  ${problems.join('\n  ')}`);
  console.error("Move what both need into the app's src/lib (or @fin/shared), or merge the features.");
  process.exit(1);
}
console.log(`feature imports: ${APPS.length} apps checked, no feature imports another`);
