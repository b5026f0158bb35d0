/**
 * The code's shape, as issue 29 measures it: lines in `shared/` as a share of product code, product files over 300
 * lines, functions over 60 lines, files that build an attestation-service URL by hand, window events between
 * sections, and unit-test lines per remote. Product code = the apps' and the API's sources without tests, e2e,
 * benchmarks or the devnet (shared/server, the static server, included). Also the import cycles.
 * Run: `pnpm --filter @fin/bench exec tsx code-shape.ts`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const APPS = ['shell', 'mf-portfolio', 'mf-yields', 'mf-transfer', 'mf-optimizer', 'mf-agent', 'mf-chat'];
const PRODUCT_DIRS = [...APPS.map((a) => `${a}/src`), 'api/src', 'shared/src', 'shared/server/src'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/test\//;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const lineCount = (text: string) => text.split('\n').length;

/** Function-like nodes whose body spans more than `limit` lines. */
function longFunctions(path: string, text: string, limit: number): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > limit)
        found.push(`${relative(ROOT, path)}:${start + 1} (${end - start + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const product = PRODUCT_DIRS.flatMap((d) => [...walk(join(ROOT, d))]).filter((f) => !TEST.test(f));
let total = 0;
let shared = 0;
const bigFiles: string[] = [];
const longFns: string[] = [];
const attestationUrlFiles: string[] = [];
const windowEventFiles: string[] = [];
for (const path of product) {
  const text = readFileSync(path, 'utf8');
  const lines = lineCount(text);
  total += lines;
  if (path.includes('/shared/')) shared += lines;
  if (lines > 300) bigFiles.push(`${relative(ROOT, path)} (${lines})`);
  longFns.push(...longFunctions(path, text, 60));
  if (/\/v2\/messages\/|\/v2\/burn\/USDC\/fees|\/v2\/fastBurn/.test(text))
    attestationUrlFiles.push(relative(ROOT, path));
  if (/dispatchEvent\(|addEventListener\(\s*['"`]fin:/.test(text))
    windowEventFiles.push(relative(ROOT, path));
}

console.log(`product code: ${total} lines; shared/: ${shared} (${((100 * shared) / total).toFixed(1)}%)`);
console.log(`files over 300 lines: ${bigFiles.length}\n  ${bigFiles.join('\n  ')}`);
console.log(`functions over 60 lines: ${longFns.length}`);
if (process.argv.includes('--list')) for (const f of longFns) console.log(`  ${f}`);
// Files that import each other in a circle, as the cycle check (.ci/check-cycles.mjs) finds them.
const cycles = spawnSync(process.execPath, [join(ROOT, '.ci/check-cycles.mjs'), '--list'], {
  encoding: 'utf8',
});
const circles = cycles.stdout.split('\n').filter((l) => l.startsWith('  '));
console.log(`import cycles: ${circles.length}`);
if (process.argv.includes('--list')) for (const c of circles) console.log(c);
console.log(
  `files building an attestation-service URL: ${attestationUrlFiles.length} (${attestationUrlFiles.join(', ')})`,
);
console.log(
  `files sending or hearing window events: ${windowEventFiles.length} (${windowEventFiles.join(', ')})`,
);
for (const app of APPS) {
  const tests = [...walk(join(ROOT, app, 'src'))].filter((f) => TEST.test(f));
  const lines = tests.reduce((sum, f) => sum + lineCount(readFileSync(f, 'utf8')), 0);
  console.log(`unit-test lines ${app}: ${lines} in ${tests.length} files`);
}
