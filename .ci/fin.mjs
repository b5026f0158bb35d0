#!/usr/bin/env node
// The two commands of the README: `npm start` (install, build if needed, run the whole product on the embedded
// devnet) and `npm test` (install, build, every test including browser tests). Needs only Node 20 and npm.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const APPS = [
  'shell',
  'mf-portfolio',
  'mf-yields',
  'mf-transfer',
  'mf-optimizer',
  'mf-agent',
  'mf-chat',
  'e2e/embed-demo',
  'e2e/fixtures/throwing-remote',
];

function log(msg) {
  console.log(`\x1b[36m[fin]\x1b[0m ${msg}`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    log(`failed: ${cmd} ${args.join(' ')} (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/** pnpm at the pinned version: the global one when it matches, otherwise through npx (no corepack needed). */
function pnpmCommand() {
  try {
    const v = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (v === PNPM_VERSION) return ['pnpm', []];
  } catch {
    // not installed
  }
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}
const [PNPM, PNPM_PRE] = pnpmCommand();
const pnpm = (...args) => run(PNPM, [...PNPM_PRE, ...args]);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources (or the shared package). */
function staleApps() {
  const sharedNewest = newestMtime(join(ROOT, 'shared/src'));
  return APPS.filter((app) => {
    const built = join(ROOT, app, 'dist/index.html');
    if (!existsSync(built)) return true;
    const sources = Math.max(
      sharedNewest,
      newestMtime(join(ROOT, app, 'src')),
      newestMtime(join(ROOT, app, 'rsbuild.config.ts')),
      newestMtime(join(ROOT, app, 'package.json')),
    );
    return sources > statSync(built).mtimeMs;
  });
}

function install() {
  log(`installing dependencies with pnpm ${PNPM_VERSION}`);
  pnpm('install', '--frozen-lockfile');
}

function build(all) {
  const apps = all ? APPS : staleApps();
  if (apps.length === 0) return log('production builds are up to date');
  log(`building ${apps.join(', ')}`);
  pnpm('-r', ...apps.flatMap((a) => ['--filter', `./${a}`]), 'run', 'build');
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function asRoot(args) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot)
    return run(args[0], args.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!hasCommand('sudo')) {
    log(`need root to run: ${args.join(' ')}`);
    process.exit(1);
  }
  return run('sudo', ['-E', ...args], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Playwright cannot download browsers here: the browser tests use Debian's chromium. */
function ensureChromium() {
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) return;
  log("installing Debian's chromium for the browser tests");
  asRoot(['apt-get', 'update', '-qq']);
  asRoot(['apt-get', 'install', '-y', '-qq', 'chromium']);
}

function asPostgres(args) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) return run('runuser', ['-u', 'postgres', '--', ...args]);
  return run('sudo', ['-u', 'postgres', ...args]);
}

/** A real PostgreSQL for the API's database tests, when Debian's packages can provide one. */
function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || process.env.FIN_SKIP_POSTGRES === '1') return;
  if (!hasCommand('pg_ctlcluster')) {
    log("installing Debian's postgresql for the database tests");
    asRoot(['apt-get', 'update', '-qq']);
    asRoot(['apt-get', 'install', '-y', '-qq', 'postgresql']);
  }
  const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);
  const [version, name] = (clusters[0] ?? '').split(/\s+/);
  if (!version || !name) {
    log('no PostgreSQL cluster found; database tests run on PGlite only');
    return;
  }
  spawnSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'ignore' });
  // Arguments go straight to psql (no shell), so the SQL's $$ quoting survives.
  const sql =
    "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='fin') THEN CREATE ROLE fin LOGIN PASSWORD 'fin' CREATEDB; END IF; END $$;";
  asPostgres(['psql', '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  asPostgres(['psql', '-q', '-c', 'DROP DATABASE IF EXISTS fin_test']);
  asPostgres(['createdb', '-O', 'fin', 'fin_test']);
  const port = execFileSync('sh', ['-c', `pg_lsclusters -h | awk 'NR==1{print $3}'`], {
    encoding: 'utf8',
  }).trim();
  process.env.TEST_DATABASE_URL = `postgres://fin:fin@127.0.0.1:${port}/fin_test`;
  log(`PostgreSQL ready for tests at ${process.env.TEST_DATABASE_URL}`);
}

function start() {
  install();
  build(false);
  log('starting devnet, API and the seven apps');
  const child = spawn(PNPM, [...PNPM_PRE, '--filter', '@fin/e2e', 'exec', 'tsx', 'stack/cli.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function test() {
  const started = Date.now();
  install();
  ensureChromium();
  ensurePostgres();
  build(true);
  log('lint and typecheck');
  pnpm('exec', 'biome', 'check', '.');
  pnpm('-r', 'run', 'typecheck');
  log('unit and integration tests');
  pnpm('-r', '--workspace-concurrency=1', '--filter', '!@fin/e2e', 'run', 'test');
  log('bundle size budget');
  pnpm('--filter', '@fin/bench', 'run', 'size');
  log('browser tests');
  pnpm('--filter', '@fin/e2e', 'run', 'test');
  log(`all tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else {
  console.error('usage: node .ci/fin.mjs start|test');
  process.exit(2);
}
