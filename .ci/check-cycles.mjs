#!/usr/bin/env node
/**
 * No module of the product imports itself back: pieces that import each other are one module cut in two (a reader
 * of one has to read the other), so a cut must follow meaning, with the shared part below both. This finds every
 * group of files that import each other in a circle (strongly connected components of the import graph) in the
 * apps, the API and shared, and exits 1 on any group not in KNOWN. Type-only imports count: a type is a dependency
 * too. `@fin/shared/...` imports are followed into shared/src through the package's exports.
 *
 * KNOWN lists the circles left to another change, each as its files sorted and joined by ' <> '; a known circle
 * that is gone must be deleted from it. `--list` prints every circle; the count is quoted by bench/code-shape.ts.
 * Run: node .ci/check-cycles.mjs [--list]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mf-'));
const DIRS = [...APPS.map((a) => `${a}/src`), 'api/src', 'shared/src', 'shared/server/src'];
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Circles still to undo, each by the change that owns its modules (both are being rewritten elsewhere). */
const KNOWN = new Set([
  'api/src/modules/agentkit/pay.ts <> api/src/modules/agentkit/service.ts',
  'shared/src/domain/portfolio/earnings-events.ts <> shared/src/domain/portfolio/earnings-queries.ts',
]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name) && !TEST.test(name)) yield path;
  }
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];
function withExtension(base) {
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** The file an import names, when it is product code (relative, or `@fin/shared/<path>`). */
function resolveImport(file, spec) {
  if (spec.startsWith('.')) return withExtension(resolve(dirname(file), spec));
  if (spec.startsWith('@fin/shared/')) {
    const rest = spec.slice('@fin/shared/'.length);
    return withExtension(join(ROOT, 'shared', 'src', rest)) ?? withExtension(join(ROOT, 'shared', rest));
  }
  return undefined;
}

const rel = (p) => relative(ROOT, p).split(sep).join('/');
const graph = new Map();
for (const dir of DIRS) {
  if (!existsSync(join(ROOT, dir))) continue;
  for (const file of files(join(ROOT, dir))) {
    const targets = new Set();
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && !TEST.test(target)) targets.add(rel(target));
    }
    graph.set(rel(file), targets);
  }
}

/** Tarjan's strongly connected components, iterative (the graph is a few thousand files). */
function components(g) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of g.keys()) {
    if (idx.has(start)) continue;
    const work = [[start, [...(g.get(start) ?? [])], 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, next] = frame;
      if (frame[2] < next.length) {
        const w = next[frame[2]++];
        if (!g.has(w)) continue;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(g.get(w) ?? [])], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const group = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          group.push(w);
        } while (w !== v);
        if (group.length > 1 || g.get(v)?.has(v)) found.push(group.sort());
      }
    }
  }
  return found;
}

const circles = components(graph).map((group) => group.join(' <> '));
const fresh = circles.filter((c) => !KNOWN.has(c));
const stale = [...KNOWN].filter((c) => !circles.includes(c));
if (process.argv.includes('--list')) for (const c of circles) console.log(`  ${c}`);
if (fresh.length > 0 || stale.length > 0) {
  if (fresh.length > 0)
    console.error(
      `Files that import each other in a circle (${fresh.length}); make them one module, or move what both need below both:\n  ${fresh.join('\n  ')}`,
    );
  if (stale.length > 0)
    console.error(`Gone, delete from KNOWN in .ci/check-cycles.mjs:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`import cycles: ${graph.size} files checked, ${circles.length} circles (${KNOWN.size} known)`);
