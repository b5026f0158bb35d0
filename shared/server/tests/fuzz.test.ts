// Fuzz: random and hostile request targets, methods and headers against every app's static server, configured as
// the stack deploys them (shell with SPA fallback and /api proxy, remotes with CORS and proxy, the embed page), plus
// the real `fin-serve` process. Every answer arrives within the deadline, none is a 5xx, every 4xx is the error
// envelope, nothing reaches a host other than the configured API, and the process is still running at the end.
// Bounded (fixed run counts, fixed seed) and loopback only.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../src/static-server';
import { envelopeCode, type RawAnswer, rawRequest } from './support/raw-http';
import { close, portOf, startRecorder } from './support/servers';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const APPS = [
  { name: 'shell', spa: true, framing: 'none' as const },
  { name: 'mf-portfolio' },
  { name: 'mf-yields' },
  { name: 'mf-transfer' },
  { name: 'mf-optimizer' },
  { name: 'mf-agent' },
  { name: 'mf-chat' },
  { name: 'e2e/embed-demo', framing: 'any' as const },
];
const SEED = 1616;
const RUNS = 60;

/** The targets issue 16 found, and their neighbours. */
const CRASH_VECTORS = [
  '/%ZZ',
  '/%E0%A4%A',
  '/static/%',
  '//[',
  'http://[::1',
  '/%',
  '/%%',
  '/%u0041',
  '/%C0%AF',
  '/..%2F..%2F..%2Fetc%2Fpasswd',
  '/../../../../etc/passwd',
  '/static/js/%2e%2e/%2e%2e/package.json',
  '/api/%ZZ',
  '/api/..%2F..%2F',
  '//127.0.0.1:1/api/x',
  'http://127.0.0.1:1/api/x',
  'https://evil.example/api/x',
  'http://user@evil.example/',
  '127.0.0.1:1',
  'evil.example:443',
  '*',
  '/?%ZZ=%ZZ',
  `/${'a'.repeat(6000)}`,
  '/\u00ff\u00fe',
];

let api: Awaited<ReturnType<typeof startRecorder>>;
let elsewhere: Awaited<ReturnType<typeof startRecorder>>;
const servers: { name: string; server: Server; port: number }[] = [];
let child: ChildProcess | undefined;
let childPort = 0;

function freePort(): Promise<number> {
  return new Promise((resolveP) => {
    const s = createNetServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolveP(port));
    });
  });
}

beforeAll(async () => {
  api = await startRecorder();
  elsewhere = await startRecorder();
  for (const app of APPS) {
    const root = join(REPO, app.name, 'dist');
    if (!existsSync(join(root, 'index.html')))
      throw new Error(`${app.name} is not built: run \`pnpm build\` (npm test builds every app first)`);
    const server = await startStaticServer({
      root,
      port: 0,
      corsOrigins: ['http://127.0.0.1:3000'],
      overrides: { '/config.json': '{"profile":"devnet"}', '/remotes.json': '{}' },
      apiProxy: `http://127.0.0.1:${api.port}`,
      apiTimeoutMs: 2000,
      spaFallback: app.spa ?? false,
      framing: app.framing ?? 'none',
    });
    servers.push({ name: app.name, server, port: portOf(server) });
  }
  // The real CLI in its own process, as `pnpm serve` runs it: a crash would end this process.
  childPort = await freePort();
  child = spawn(
    process.execPath,
    [
      join(REPO, 'shared/server/src/serve-cli.mjs'),
      join(REPO, 'shell/dist'),
      '--port',
      String(childPort),
      '--spa',
      '--api',
      `http://127.0.0.1:${api.port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolveP, reject) => {
    child?.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('serving')) resolveP();
    });
    child?.once('exit', (code) => reject(new Error(`fin-serve exited at start (${code})`)));
  });
}, 60_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  for (const s of servers) await close(s.server);
  await close(api?.server);
  await close(elsewhere?.server);
});

function expectWellFormed(answer: RawAnswer, what: string): void {
  expect(answer.status, what).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  // A HEAD answer has headers only; every other error carries the envelope.
  if (answer.status >= 400 && !what.includes(' HEAD ')) {
    expect(envelopeCode(answer), what).toMatch(/^[A-Z_]+$/);
  }
}

const targetChar = fc.constantFrom(
  ..."abcXYZ019/.-_~%?#&=:@[]!$'()*+,;".split(''),
  '%ZZ',
  '%E0',
  '%A4',
  '%2F',
  '%2e',
  '%00',
  '..',
  '//',
  'api/',
  '\u00e9',
);
const target = fc.oneof(
  { weight: 4, arbitrary: fc.array(targetChar, { maxLength: 40 }).map((a) => `/${a.join('')}`) },
  { weight: 2, arbitrary: fc.array(targetChar, { maxLength: 30 }).map((a) => `/api/${a.join('')}`) },
  { weight: 1, arbitrary: fc.constantFrom(...CRASH_VECTORS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('http://', 'https://', '//', ''),
        fc.constantFrom('127.0.0.1', '[::1', 'evil.example'),
        fc.array(targetChar, { maxLength: 10 }),
      )
      .map(([scheme, host, rest]) => `${scheme}${host}:${elsewhereport()}/api/${rest.join('')}`),
  },
);
const elsewhereport = () => elsewhere?.port ?? 1;
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'FOO');
const header = fc.constantFrom(
  '',
  'X-Forwarded-For: 6.6.6.6\r\n',
  'Forwarded: for=6.6.6.6;host=evil.example\r\n',
  'Accept-Encoding: br, gzip\r\n',
  'If-None-Match: "x"\r\n',
  'Origin: http://evil.example\r\n',
  'Origin: http://127.0.0.1:3000\r\n',
  'Range: bytes=0-10\r\n',
  'Content-Length: 3\r\n',
  'Transfer-Encoding: chunked\r\n',
);

function requestText(m: string, t: string, h: string, port: number): string {
  const body = h.startsWith('Content-Length')
    ? 'abc'
    : h.startsWith('Transfer-Encoding')
      ? '3\r\nabc\r\n0\r\n\r\n'
      : '';
  return `${m} ${t} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${h}\r\n${body}`;
}

describe('fuzz: every static server', () => {
  it.each(APPS.map((a) => a.name))('%s: the crash vectors get a well-formed answer', async (name) => {
    const s = servers.find((x) => x.name === name);
    if (!s) throw new Error(`no server for ${name}`);
    for (const t of CRASH_VECTORS) {
      const answer = await rawRequest(s.port, requestText('GET', t, '', s.port));
      expectWellFormed(answer, `${name} GET ${t.slice(0, 60)}`);
    }
    const connect = await rawRequest(
      s.port,
      `CONNECT 127.0.0.1:${elsewhere.port} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(connect.status).toBe(400);
    expect(envelopeCode(connect)).toBe('BAD_REQUEST_TARGET');
  });

  it('random targets, methods and headers: no 5xx, no hang, envelope on errors, nothing reaches another host', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: APPS.length - 1 }), method, target, header, async (i, m, t, h) => {
        const s = servers[i];
        if (!s) throw new Error('no server');
        const answer = await rawRequest(s.port, requestText(m, t, h, s.port));
        expectWellFormed(answer, `${s.name} ${m} ${t.slice(0, 60)}`);
      }),
      { numRuns: RUNS * APPS.length, seed: SEED },
    );
    expect(elsewhere.seen).toEqual([]);
    // What reached the API came through the proxy, with the client's address as this server saw it.
    for (const seen of api.seen) expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('the fin-serve process survives the crash vectors and random targets and still serves the page', async () => {
    for (const t of CRASH_VECTORS) {
      expectWellFormed(
        await rawRequest(childPort, requestText('GET', t, '', childPort)),
        `fin-serve GET ${t.slice(0, 60)}`,
      );
    }
    await fc.assert(
      fc.asyncProperty(method, target, header, async (m, t, h) => {
        expectWellFormed(
          await rawRequest(childPort, requestText(m, t, h, childPort)),
          `fin-serve ${m} ${t.slice(0, 60)}`,
        );
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(child?.exitCode).toBeNull();
    const page = await fetch(`http://127.0.0.1:${childPort}/`);
    expect(page.status).toBe(200);
    expect(elsewhere.seen).toEqual([]);
  });
});
