// Service hygiene over real HTTP: error envelope, body limits, CORS, security headers, request ids, rate limits,
// health and readiness. The chain reader is replaced only where a test is about the HTTP answer to a failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DownChainReader } from './support/fake-chains';
import {
  envelopeCode,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';

const DEMO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let db: Database;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(db, {}, { chains: new DownChainReader() });
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('error envelope', () => {
  it('answers an unknown route with 404 in the envelope', async () => {
    const r = await getJson(`${api.url}/api/does-not-exist`);
    expect(r.status).toBe(404);
    expect(envelopeCode(r.body)).toBe('NOT_FOUND');
    expect(r.headers.get('content-type')).toContain('application/json');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const r = await postJson(`${api.url}/api/notifications/trigger`, '{"event": "transfer.initiated",');
    expect(r.status).toBe(400);
    expect(envelopeCode(r.body)).toBe('MALFORMED_JSON');
  });

  it('refuses a body over the size limit with 413', async () => {
    const r = await postJson(`${api.url}/api/notifications/trigger`, { padding: 'x'.repeat(200_000) });
    expect(r.status).toBe(413);
    expect(envelopeCode(r.body)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('says what to fix when the body is not a JSON object', async () => {
    const r = await getJson(`${api.url}/api/blockchain/balance`, { method: 'POST', body: 'address=0x1' });
    expect(r.status).toBe(400);
    expect(envelopeCode(r.body)).toBe('VALIDATION_ERROR');
    expect((r.body.error as { message: string }).message).toContain('body must be a JSON object');
  });

  it('lists each invalid field with a message a person can act on', async () => {
    const r = await postJson(`${api.url}/api/blockchain/balance`, {
      address: '0x12',
      chainId: 56,
      decimals: 6,
    });
    expect(r.status).toBe(400);
    const details = (r.body.error as { details: { issues: { path: string; message: string }[] } }).details;
    expect(details.issues).toEqual([
      { location: 'body', path: 'address', message: 'must be 0x followed by 40 hexadecimal characters' },
      {
        location: 'body',
        path: 'chainId',
        message:
          'is not a supported chain; use one of 1 (Ethereum), 8453 (Base), 42161 (Arbitrum), 43114 (Avalanche), 10 (Optimism), 137 (Polygon)',
      },
      { location: 'body', path: 'tokenAddress', message: 'is required' },
    ]);
  });

  it('answers with 503 CHAIN_UNAVAILABLE when the chain cannot be reached', async () => {
    const r = await postJson(`${api.url}/api/blockchain/balance`, {
      address: DEMO,
      chainId: 8453,
      tokenAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      decimals: 6,
    });
    expect(r.status).toBe(503);
    expect(envelopeCode(r.body)).toBe('CHAIN_UNAVAILABLE');
  });
});

describe('hygiene middleware', () => {
  it('sets security headers and a request id, and echoes a sane incoming id', async () => {
    const r = await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(r.headers.get('x-powered-by')).toBeNull();
    expect(r.headers.get('x-request-id')).toBe('trace-123');
    const other = await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS for the shell and remote origins only', async () => {
    const allowed = await fetch(`${api.url}/api/health`, { headers: { origin: 'http://localhost:3002' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    const preflight = await fetch(`${api.url}/api/notifications/trigger`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3003', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    // Alert rules and channels are edited with PUT and DELETE, the agent's budget with PUT: from another origin too.
    const edit = await fetch(`${api.url}/api/alerts/0x0000000000000000000000000000000000000001/rules/1`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'PUT' },
    });
    expect(edit.status).toBe(204);
    expect(edit.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['PUT', 'PATCH', 'DELETE']),
    );
    const denied = await fetch(`${api.url}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rate-limits per client with a 429 in the envelope', async () => {
    const limited = await startTestApp(db, { RATE_LIMIT_PER_MINUTE: '3' }, { chains: new DownChainReader() });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof getJson>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await getJson(`${limited.url}/api/health`);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(envelopeCode(last?.body ?? {})).toBe('RATE_LIMITED');
      expect(last?.headers.get('ratelimit-policy')).toContain('3');
    } finally {
      await limited.close();
    }
  });
});

describe('health and readiness', () => {
  it('reports liveness', async () => {
    const r = await getJson(`${api.url}/api/health`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', service: 'fin-api', profile: 'devnet' });
  });

  it('reports the database, every chain and every source; chains down make it degraded, not unready', async () => {
    const r = await getJson(`${api.url}/api/ready`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('degraded');
    expect(r.body.database).toMatchObject({ name: 'database (pglite)', ok: true });
    const chains = r.body.chains as { chainId: number; ok: boolean; detail?: string }[];
    expect(chains.map((c) => c.chainId)).toEqual([1, 8453, 42161, 43114, 10, 137]);
    expect(chains.every((c) => !c.ok && c.detail?.includes('unreachable'))).toBe(true);
    const sources = (r.body.sources as { name: string }[]).map((s) => s.name);
    expect(sources).toEqual([
      "yields: onchain (the six chains' RPC URLs)",
      'yields: defillama-capture (the bundled capture file)',
      "morpho vaults (Ethereum's RPC URL)",
      'attestation service',
    ]);
  });

  it('is not ready without a database', async () => {
    const lost = await openTestDatabase();
    const app = await startTestApp(lost, {}, { chains: new DownChainReader() });
    try {
      await lost.close();
      const r = await getJson(`${app.url}/api/ready`);
      expect(r.status).toBe(503);
      expect(r.body.status).toBe('not_ready');
      expect((r.body.database as { ok: boolean }).ok).toBe(false);
    } finally {
      await app.close();
    }
  });
});
