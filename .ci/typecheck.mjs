#!/usr/bin/env node
// Type-checks every package, two programs at a time (this machine has two cores). Packages with the same compiler
// options are checked as one program: each package alone re-loads and re-checks viem's and wagmi's types and the
// shared code it imports (14 programs took about 1 min 45 s; these 6 take about 40 s). Each package's own
// `pnpm typecheck` still checks it alone. A new package goes into one of these lists.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROGRAMS = [
  // shared, the shell, the six remotes and the embed page: the browser code.
  'tsconfig.check-web.json',
  // api and devnet: Node only, no DOM.
  'tsconfig.check-node.json',
  // the browser tests and the benchmarks: Node with the DOM types for code run in the page.
  'tsconfig.check-tools.json',
  // Different options of their own.
  'shared/server/tsconfig.json',
  'e2e/fixtures/throwing-remote/tsconfig.json',
  'e2e/fixtures/contract-remote/tsconfig.json',
];
const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');

/** Workspace packages (pnpm-workspace.yaml, `*` expanded) that have a tsconfig.json. */
function typedPackages() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...yaml.split('catalog:')[0].matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]);
  return globs
    .flatMap((glob) => {
      if (!glob.includes('*')) return [glob];
      const base = dirname(glob) === '.' ? '' : `${dirname(glob)}/`;
      const pattern = new RegExp(`^${glob.slice(base.length).replace('*', '.*')}$`);
      return readdirSync(join(ROOT, base || '.'))
        .filter((name) => pattern.test(name))
        .map((name) => `${base}${name}`);
    })
    .filter((dir) => existsSync(join(ROOT, dir, 'tsconfig.json')));
}

/** A package none of the programs checks would pass unnoticed: name it and fail. */
function uncheckedPackages() {
  const included = PROGRAMS.filter((p) => p.startsWith('tsconfig.check-')).flatMap(
    (p) => JSON.parse(readFileSync(join(ROOT, p), 'utf8')).include,
  );
  return typedPackages().filter(
    (dir) => !PROGRAMS.includes(`${dir}/tsconfig.json`) && !included.some((i) => i.startsWith(`${dir}/`)),
  );
}

const unchecked = uncheckedPackages();
if (unchecked.length > 0) {
  process.stdout.write(`typecheck: no program checks ${unchecked.join(', ')}: add it to .ci/typecheck.mjs\n`);
  process.exit(1);
}

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROGRAMS];
const results = await Promise.all(
  Array.from({ length: 2 }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
