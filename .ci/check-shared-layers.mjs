#!/usr/bin/env node
/**
 * One direction between the layers of shared/src: `domain` is the bottom (pure rules and types) and imports no other
 * layer; `schemas` may import `domain` (chain lists for enums) and nothing else; `web3` may import `domain`,
 * `schemas` and the layers below it, but never `hooks` (React hooks sit above the wallet code). Type-only imports
 * count: a type is a dependency too. Exits 1 listing every import against the direction. Code grouped by feature
 * first (`shared/src/cctp/domain/terms.ts`) has the layer of its second folder: a feature's domain is domain too.
 *
 * KNOWN would list imports still against the direction; it is empty and must stay so: a type both layers need lives in
 * the domain and the schema is checked against it by `shapedAs` (schemas/common.ts), as BalanceEntry
 * (domain/portfolio/balance.ts) and the optimizer's request and result (domain/optimizer/request.ts, result.ts) are.
 * Run: node .ci/check-shared-layers.mjs
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'shared', 'src');
const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Layer → the other layers it may import. */
const ALLOWED = {
  domain: [],
  schemas: ['domain'],
};
/** Layer → the layers it must not import (where the rest is free). */
const FORBIDDEN = {
  web3: ['hooks'],
};

const KNOWN = new Set([]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** The kinds of code; any other top folder is a feature, whose second folder names the kind. */
const KINDS = new Set([
  'api',
  'app',
  'config',
  'contract',
  'domain',
  'hooks',
  'mf',
  'schemas',
  'store',
  'ui',
  'web3',
]);

/** `domain/x.ts` → domain; `cctp/web3/x.ts` → web3; a feature's file outside a kind folder → the feature. */
function layerOf(path) {
  const [top, kind] = path.split('/');
  if (KINDS.has(top)) return top;
  return kind && KINDS.has(kind) ? kind : top;
}

/** The layer an import points at (`@fin/shared/<layer>/…` or a relative path inside shared/src), else undefined. */
function targetLayer(file, spec) {
  if (spec.startsWith('@fin/shared/')) return layerOf(spec.slice('@fin/shared/'.length));
  if (!spec.startsWith('.')) return undefined;
  const rel = relative(SRC, resolve(dirname(file), spec));
  return rel.startsWith('..') ? undefined : layerOf(rel.split(sep).join('/'));
}

function breaks(from, to) {
  if (to === from) return false;
  if (ALLOWED[from]) return !ALLOWED[from].includes(to);
  return FORBIDDEN[from]?.includes(to) ?? false;
}

const problems = [];
const seen = new Set();
let checked = 0;
for (const file of files(SRC)) {
  checked++;
  const rel = relative(SRC, file).split(sep).join('/');
  const from = layerOf(rel);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    const to = targetLayer(file, spec);
    if (!to || !breaks(from, to)) continue;
    const entry = `${rel} -> ${to}`;
    seen.add(entry);
    if (!KNOWN.has(entry)) problems.push(`shared/src/${rel}: ${from} imports ${to} (${spec})`);
  }
}
const stale = [...KNOWN].filter((entry) => !seen.has(entry));

if (problems.length > 0 || stale.length > 0) {
  if (problems.length > 0) {
    console.error(
      `Imports against the layer direction of shared/src (${problems.length}):\n  ${problems.join('\n  ')}`,
    );
    console.error(
      'domain imports nothing else; schemas only domain; web3 never hooks. Move the type or helper down.',
    );
  }
  if (stale.length > 0) {
    console.error(`Gone, delete from KNOWN in .ci/check-shared-layers.mjs:\n  ${stale.join('\n  ')}`);
  }
  process.exit(1);
}
console.log(
  `shared layers: ${checked} files checked, one direction (${KNOWN.size} known domain imports still to move)`,
);
