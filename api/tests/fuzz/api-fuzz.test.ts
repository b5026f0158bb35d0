// Fuzz at the HTTP level: request targets, methods and headers fetch would refuse to send (malformed
// percent-encoding, absolute and authority forms, CONNECT, oversized headers, bad framing) against the real API
// over a loopback socket. No answer is a 5xx, none hangs, every error is the envelope, and the process is fine:
// no unhandled rejection, and the API still answers afterwards. Bounded (fixed runs and seed), loopback only.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeCode, type RawAnswer, rawRequest } from '../../../shared/server/tests/support/raw-http';
import type { Database } from '../../src/db/client';
import { RevertingChainReader } from '../support/fake-chains';
import { openTestDatabase, startTestApp, type TestServer } from '../support/test-app';

let db: Database;
let api: TestServer;
let port: number;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  db = await openTestDatabase();
  api = await startTestApp(db, {}, { chains: new RevertingChainReader() });
  port = Number(new URL(api.url).port);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await api?.close();
  await db?.close();
});

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CRASH_VECTORS = [
  '/%ZZ',
  '/%E0%A4%A',
  '/static/%',
  '//[',
  'http://[::1',
  '/api/%ZZ',
  '/api/portfolio/%ZZ',
  '/api/portfolio/%E0%A4%A',
  `/api/notifications/%${WALLET}`,
  '/api/defi/pools/%/history',
  '/api/defi/all-stablecoins?refresh=%ZZ',
  '/api/defi/all-stablecoins?refresh=true&refresh=false',
  '//127.0.0.1:1/api/health',
  'http://127.0.0.1:1/api/health',
  'http://evil.example/api/portfolio/0x0',
  '127.0.0.1:1',
  '*',
  `/api/portfolio/${'a'.repeat(8000)}`,
  '/api/../../etc/passwd',
  '/api/auth/session?x=%00',
];

function requestText(method: string, target: string, extra = '', body = ''): string {
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${extra}\r\n${body}`;
}

function expectWellFormed(answer: RawAnswer, what: string, head = false): void {
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status >= 400 && !head) expect(envelopeCode(answer), what).toMatch(/^[A-Z_]+$/);
}

const unit = fc.constantFrom(
  ..."abcXYZ019/.-_~%?#&=:@[]!$'()*+,;".split(''),
  '%ZZ',
  '%E0',
  '%2F',
  '%00',
  '..',
  '//',
  WALLET,
  'portfolio/',
  'notifications/',
  'defi/pools/',
  'blockchain/balance',
  'auth/session',
);
const target = fc.oneof(
  { weight: 3, arbitrary: fc.array(unit, { maxLength: 12 }).map((a) => `/api/${a.join('')}`) },
  { weight: 1, arbitrary: fc.array(unit, { maxLength: 12 }).map((a) => `/${a.join('')}`) },
  { weight: 1, arbitrary: fc.constantFrom(...CRASH_VECTORS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('http://', 'https://', '//'),
        fc.constantFrom('127.0.0.1:1', 'evil.example', '[::1'),
        fc.array(unit, { maxLength: 6 }),
      )
      .map(([s, h, rest]) => `${s}${h}/api/${rest.join('')}`),
  },
);
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'FOO');
const extra = fc.constantFrom(
  '',
  'Authorization: Bearer x.y\r\n',
  'Authorization: Bearer \r\n',
  'X-Forwarded-For: 6.6.6.6, 7.7.7.7\r\n',
  'Content-Type: application/json\r\nContent-Length: LEN\r\n',
  'Content-Type: text/plain\r\nContent-Length: LEN\r\n',
  'Content-Type: application/json; charset=latin9\r\nContent-Length: LEN\r\n',
  'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n',
  'Origin: http://evil.example\r\n',
  'If-None-Match: "x"\r\n',
);

describe('fuzz: the API over raw HTTP', () => {
  it('the crash vectors, CONNECT and oversized headers get well-formed answers', async () => {
    for (const t of CRASH_VECTORS)
      expectWellFormed(await rawRequest(port, requestText('GET', t)), `GET ${t.slice(0, 60)}`);
    const connect = await rawRequest(port, `CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n`);
    expect(connect.status).toBe(400);
    expect(envelopeCode(connect)).toBe('BAD_REQUEST_TARGET');
    const big = await rawRequest(port, requestText('GET', '/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    expect(big.status).toBe(431);
    expect(envelopeCode(big)).toBe('HEADERS_TOO_LARGE');
    const garbage = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nNo Colon Here\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(envelopeCode(garbage)).toBe('BAD_REQUEST');
  });

  it('random targets, methods, headers and bodies: no 5xx, no hang, the envelope on every error', async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        target,
        extra,
        fc.constantFrom('{"a":1}', '{"a":', 'xxxxxxx'),
        async (m, t, h, b) => {
          // The framing is honest (a lying Content-Length is a client waiting on itself, not a server fault).
          const body = h.includes('chunked')
            ? `${Buffer.byteLength(b).toString(16)}\r\n${b}\r\n0\r\n\r\n`
            : h.includes('Content-Length')
              ? b
              : '';
          const headers = h.replace('LEN', String(Buffer.byteLength(b)));
          const answer = await rawRequest(port, requestText(m, t, headers, body));
          expectWellFormed(answer, `${m} ${t.slice(0, 60)} ${h.trim()}`, m === 'HEAD');
        },
      ),
      { numRuns: 400, seed: 1616 },
    );
  });

  it('afterwards the API still answers and nothing was left unhandled', async () => {
    const health = await rawRequest(port, requestText('GET', '/api/health'));
    expect(health.status).toBe(200);
    expect(rejections).toEqual([]);
  });
});
