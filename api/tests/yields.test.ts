// GET /api/defi/all-stablecoins and /api/defi/pools/:id/history with the captured data and the live DefiLlama
// adapter replaying its recorded /pools response from loopback (mainnet profile).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { CaptureYieldSource } from '../src/modules/yields/capture-adapter';
import { DefiLlamaYieldSource } from '../src/modules/yields/defillama-adapter';
import { DownChainReader } from './support/fake-chains';
import { type ReplayServer, startReplayServer } from './support/replay-server';
import {
  DEAD_RPC,
  envelopeCode,
  getJson,
  openTestDatabase,
  startTestApp,
  type TestServer,
} from './support/test-app';

type Opportunity = {
  id: string;
  protocol: string;
  chain: string;
  asset: string;
  apy: number | null;
  tvl: number | null;
  riskLevel: string;
  riskScore: number;
  stabilityScore: number;
  dataSource: string;
  lastUpdated: string;
  stale?: boolean;
};
type Body = {
  success: boolean;
  data: Opportunity[];
  cached: boolean;
  asOf?: string;
  lastUpdated: string;
  sources: { name: string; ok: boolean; error?: string; count: number }[];
};

const AAVE_USDC_ETHEREUM = 'aa70268e-4b52-42bf-a116-608b370f9501';
const MAPLE_USDC = '43641cf5-a92e-416b-bce9-27113d3c0db6';
const MAINNET = {
  PROFILE: 'mainnet',
  // The operator turned the capture on: its rows are listed, marked stale (the freshness rule).
  YIELDS_BUNDLED_CAPTURE: 'true',
  MORPHO_API_URL: DEAD_RPC,
  ATTESTATION_URL: DEAD_RPC,
  // Long enough for the capture to be read on a loaded machine (at 500 ms CI once saw it miss), short for the hang test.
  SOURCE_TIMEOUT_MS: '2000',
  ...Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [`RPC_URL_${id}`, DEAD_RPC])),
};

let db: Database;
let llama: ReplayServer;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  llama = await startReplayServer([
    { method: 'GET', path: '/pools', fixture: 'defillama/pools-verbatim.json' },
  ]);
  api = await startTestApp(
    db,
    { ...MAINNET, DEFILLAMA_BASE_URL: llama.url },
    { chains: new DownChainReader() },
  );
});
afterAll(async () => {
  await api?.close();
  await llama?.close();
  await db?.close();
});

describe('GET /api/defi/all-stablecoins', () => {
  it('merges the live DefiLlama rows with the 2026-03-04 capture and shows the capture date as "as of"', async () => {
    const r = await getJson(`${api.url}/api/defi/all-stablecoins`);
    expect(r.status).toBe(200);
    const body = r.body as unknown as Body;
    expect(body).toMatchObject({ success: true, cached: false, asOf: '2026-03-04T17:14:35.100Z' });
    expect(llama.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /pools']);
    const maple = body.data.find((o) => o.id === MAPLE_USDC);
    expect(maple).toMatchObject({
      protocol: 'Maple',
      chain: 'Ethereum',
      asset: 'USDC',
      apy: 9.07259,
      dataSource: 'defillama',
    });
    expect(maple).not.toHaveProperty('stale');
    const aave = body.data.find((o) => o.id === AAVE_USDC_ETHEREUM);
    expect(aave).toMatchObject({
      protocol: 'Aave V3',
      apy: 2.01787,
      tvl: 1344105793,
      riskLevel: 'low',
      dataSource: 'defillama-capture',
      // Nine months old on mainnet: past the two-hour limit.
      stale: true,
    });
    // Only the six chains; sorted by APY, unknown last.
    expect(new Set(body.data.map((o) => o.chain))).toEqual(
      new Set(['Ethereum', 'Base', 'Arbitrum', 'Avalanche', 'Optimism', 'Polygon']),
    );
    const apys = body.data.map((o) => o.apy ?? Number.NEGATIVE_INFINITY);
    expect(apys).toEqual([...apys].sort((a, b) => b - a));
    expect(body.sources.map((s) => [s.name, s.ok])).toEqual([
      ['onchain', false],
      ['defillama', true],
      ['defillama-capture', true],
    ]);
  });

  it('serves the next request from cache with an ETag, and 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${api.url}/api/defi/all-stablecoins`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(((await first.json()) as Body).cached).toBe(true);
    const again = await fetch(`${api.url}/api/defi/all-stablecoins`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the list gzip-compressed to clients that accept it', async () => {
    const res = await fetch(`${api.url}/api/defi/all-stablecoins`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch already inflated it if it could; otherwise inflate here.
    const text = raw[0] === 0x1f ? gunzipSync(raw).toString() : raw.toString();
    expect((JSON.parse(text) as Body).data.length).toBeGreaterThan(100);
  });

  it('refreshes on ?refresh=true; a failing source keeps its last good rows and says so', async () => {
    llama.setMode('error');
    try {
      const r = await getJson(`${api.url}/api/defi/all-stablecoins?refresh=true`);
      expect(r.status).toBe(200);
      const body = r.body as unknown as Body;
      expect(body.cached).toBe(false);
      expect(body.data.some((o) => o.id === MAPLE_USDC)).toBe(true);
      const status = body.sources.find((s) => s.name === 'defillama');
      expect(status).toMatchObject({ ok: false, count: 5, error: 'DefiLlama /pools answered HTTP 500' });
    } finally {
      llama.setMode('replay');
    }
  });

  it('gives up on a source that hangs after SOURCE_TIMEOUT_MS', async () => {
    llama.setMode('hang');
    try {
      const r = await getJson(`${api.url}/api/defi/all-stablecoins?refresh=true`);
      expect(r.status).toBe(200);
      expect((r.body as unknown as Body).sources.find((s) => s.name === 'defillama')?.error).toBe(
        'defillama did not answer within 2 s',
      );
    } finally {
      llama.setMode('replay');
    }
  });

  it('rejects a bad refresh flag', async () => {
    const r = await getJson(`${api.url}/api/defi/all-stablecoins?refresh=yes`);
    expect(r.status).toBe(400);
    expect((r.body.error as { details: { issues: unknown[] } }).details.issues).toEqual([
      { location: 'query', path: 'refresh', message: 'must be true or false' },
    ]);
  });

  it('answers 503 only when no source has ever answered', async () => {
    // A deployment of its own: instances on one database share the list the other tests built.
    const empty = await openTestDatabase();
    const broken = await startTestApp(empty, MAINNET, {
      chains: new DownChainReader(),
      yieldSources: [
        new DefiLlamaYieldSource({ baseUrl: DEAD_RPC }),
        new CaptureYieldSource('/nonexistent/pools-snapshot.json'),
      ],
    });
    try {
      const r = await getJson(`${broken.url}/api/defi/all-stablecoins`);
      expect(r.status).toBe(503);
      expect(envelopeCode(r.body)).toBe('YIELDS_UNAVAILABLE');
    } finally {
      await broken.close();
      await empty.close();
    }
  });
});

describe('GET /api/defi/pools/:id/history', () => {
  type Point = {
    timestamp: string;
    apy: number | null;
    tvlUsd: number | null;
    apyMean30d: number | null;
    source: string;
  };

  it('joins the daily chart history with the repeated /pools captures of Aave V3 USDC on Ethereum', async () => {
    const r = await getJson(`${api.url}/api/defi/pools/${AAVE_USDC_ETHEREUM}/history`);
    expect(r.status).toBe(200);
    const points = r.body.points as Point[];
    expect(points[0]).toMatchObject({
      timestamp: '2024-06-06T00:00:00.000Z',
      apy: 11.91186,
      tvlUsd: 102232913,
      source: 'defillama-chart',
    });
    const last = points[points.length - 1];
    expect(last).toMatchObject({ apy: 2.01787, tvlUsd: 1344105793, source: 'defillama-capture' });
    expect(last?.timestamp.startsWith('2026-03-04')).toBe(true);
    expect(points.length).toBe(365 + 14);
    expect(points.every((p) => p.apyMean30d !== null)).toBe(true);
  });

  it('cuts to the last N days', async () => {
    const r = await getJson(`${api.url}/api/defi/pools/${AAVE_USDC_ETHEREUM}/history?days=30`);
    const points = r.body.points as Point[];
    expect(points.every((p) => p.timestamp >= '2026-02-03')).toBe(true);
    expect(points.length).toBe(14);
  });

  it('records each successful live refresh: the live-only Maple pool has one point per fresh fetch', async () => {
    // One fresh DefiLlama fetch happened (the first request); the refreshes that failed recorded nothing.
    const r = await getJson(`${api.url}/api/defi/pools/${MAPLE_USDC}/history`);
    expect(r.status).toBe(200);
    expect(r.body.points).toEqual([
      expect.objectContaining({
        apy: 9.07259,
        apyBase: 6.87259,
        apyReward: 2.2,
        tvlUsd: 2506311653,
        source: 'recorded',
      }),
    ]);
  });

  it('answers 404 for an unknown pool and 400 for a malformed id or days', async () => {
    const missing = await getJson(`${api.url}/api/defi/pools/00000000-0000-0000-0000-000000000000/history`);
    expect(missing.status).toBe(404);
    expect(envelopeCode(missing.body)).toBe('POOL_NOT_FOUND');
    const bad = await getJson(`${api.url}/api/defi/pools/${encodeURIComponent('<script>')}/history`);
    expect(bad.status).toBe(400);
    const days = await getJson(`${api.url}/api/defi/pools/${AAVE_USDC_ETHEREUM}/history?days=0`);
    expect(days.status).toBe(400);
    expect(envelopeCode(days.body)).toBe('VALIDATION_ERROR');
  });
});
