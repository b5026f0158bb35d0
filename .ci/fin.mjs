#!/usr/bin/env node
// The two commands of the README: `npm start` (install, build if needed, run the whole product on the embedded
// devnet) and `npm test` (install, build, every test including browser tests). Needs only Node 20 and npm.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
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
  'e2e/fixtures/contract-remote',
];

const STARTED = Date.now();

/** Each line carries the minutes since the command started, so a slow phase of `npm test` shows in its log. */
function log(msg) {
  const elapsed = ((Date.now() - STARTED) / 60000).toFixed(1).padStart(4);
  console.log(`\x1b[36m[fin ${elapsed} min]\x1b[0m ${msg}`);
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

/** The cluster tests put nginx in front of two API instances (deploy/nginx/fin-api.conf): Debian's nginx. */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx') || hasCommand('nginx')) return;
  log("installing Debian's nginx for the cluster tests");
  asRoot(['apt-get', 'update', '-qq']);
  asRoot(['apt-get', 'install', '-y', '-qq', 'nginx']);
}

/** The webhook TLS test makes its self-signed certificates with Debian's openssl (api/tests/alerts-webhook-tls.test.ts). */
function ensureOpenssl() {
  if (hasCommand('openssl')) return;
  log("installing Debian's openssl for the webhook TLS test");
  asRoot(['apt-get', 'update', '-qq']);
  asRoot(['apt-get', 'install', '-y', '-qq', 'openssl']);
}

/** Debian's server binaries (initdb, pg_ctl) of the newest installed PostgreSQL, or undefined. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** A port the OS hands out as free right now (bound, then released for the server to take). */
function freePort() {
  const out = execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}

/**
 * A throwaway PostgreSQL cluster for the API's database tests: its own data folder and port, created here and
 * removed when the test command exits, so no database of any other cluster on the machine is touched. A
 * TEST_DATABASE_URL given by the caller is used as it is (their server, their database). Fails loudly rather than
 * letting the PostgreSQL suite drop out of the run.
 */
function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    log(
      `PostgreSQL tests use the given TEST_DATABASE_URL (${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})`,
    );
    return;
  }
  if (!postgresBinDir()) {
    log("installing Debian's postgresql for the database tests");
    asRoot(['apt-get', 'update', '-qq']);
    asRoot(['apt-get', 'install', '-y', '-qq', 'postgresql']);
  }
  const bin = postgresBinDir();
  if (!bin) {
    log('PostgreSQL server binaries (initdb, pg_ctl) not found: the database tests cannot run');
    process.exit(1);
  }
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'fin-pg-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: the cluster then belongs to Debian's postgres user.
  const as = (cmd, args) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args);
  if (isRoot) run('chown', ['postgres:postgres', dir]);
  const port = freePort();
  as(join(bin, 'initdb'), ['-D', data, '-U', 'fin', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const stop = () => {
    const pgCtl = [join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'];
    if (isRoot) spawnSync('runuser', ['-u', 'postgres', '--', ...pgCtl], { stdio: 'ignore' });
    else spawnSync(pgCtl[0], pgCtl.slice(1), { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // -w waits until the server accepts connections.
  as(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'fin', 'fin_test']);
  process.env.TEST_DATABASE_URL = `postgres://fin@127.0.0.1:${port}/fin_test`;
  log(`throwaway PostgreSQL cluster in ${dir} at ${process.env.TEST_DATABASE_URL}`);
}

/**
 * Starts a command beside the one in the foreground, its output kept in a file (printed when it is waited for), so
 * the two logs do not interleave. Returns the wait.
 */
function startBeside(label, cmd, args) {
  const dir = mkdtempSync(join(tmpdir(), 'fin-beside-'));
  const file = join(dir, 'output.log');
  const fd = openSync(file, 'w');
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  // The foreground command failing ends this process: the side command goes with it.
  process.on('exit', () => child.kill());
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return async () => {
    const code = await exited;
    log(`${label} (run beside the others):`);
    process.stdout.write(readFileSync(file, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
    if (code !== 0) {
      log(`failed: ${label} (exit ${code})`);
      process.exit(typeof code === 'number' ? code : 1);
    }
  };
}

function start() {
  install();
  build(false);
  log('starting devnet, API and the seven apps');
  // npx and pnpm exit on a signal without passing it to what they started, which left the devnet, the API and the
  // apps running after a SIGTERM: the stack gets a process group of its own and a signal goes to all of it.
  const child = spawn(PNPM, [...PNPM_PRE, '--filter', '@fin/e2e', 'exec', 'tsx', 'stack/cli.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
  });
  const toStack = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // The group is already gone.
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => toStack(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function test() {
  install();
  ensureChromium();
  ensurePostgres();
  ensureNginx();
  ensureOpenssl();
  build(true);
  log('lint and typecheck');
  pnpm('exec', 'biome', 'check', '.');
  run(process.execPath, ['.ci/check-feature-imports.mjs']);
  // shared/src's layers in one direction: domain at the bottom, schemas over it, web3 never importing hooks.
  run(process.execPath, ['.ci/check-shared-layers.mjs']);
  // No files that import each other back in a circle (one module cut in two).
  run(process.execPath, ['.ci/check-cycles.mjs']);
  // Unused files, exports and dependencies (knip.jsonc says what counts as an entry point).
  pnpm('exec', 'knip', '--no-progress');
  run(process.execPath, ['.ci/typecheck.mjs']);
  log('unit and integration tests');
  // The devnet's suite mostly waits on its chains' clocks and attestation delays (40 s at a third of a core), so it
  // runs beside the others, which run one package at a time.
  const devnetTests = startBeside('devnet tests', PNPM, [
    ...PNPM_PRE,
    '--filter',
    '@fin/devnet',
    'run',
    'test',
  ]);
  pnpm('-r', '--workspace-concurrency=1', '--filter', '!@fin/e2e', '--filter', '!@fin/devnet', 'run', 'test');
  await devnetTests();
  log('bundle size budget');
  pnpm('--filter', '@fin/bench', 'run', 'size');
  log('browser tests');
  pnpm('--filter', '@fin/e2e', 'run', 'test');
  log(`all tests passed in ${((Date.now() - STARTED) / 60000).toFixed(1)} min`);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') await test();
else if (command === 'test-postgres') {
  // Only the API's PostgreSQL suite, on a throwaway cluster: `node .ci/fin.mjs test-postgres`.
  ensurePostgres();
  pnpm('--filter', '@fin/api', 'exec', 'vitest', 'run', '--project', 'api', 'tests/postgres');
} else {
  console.error('usage: node .ci/fin.mjs start|test|test-postgres');
  process.exit(2);
}
