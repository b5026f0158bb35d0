// GET /api/morpho-vaults in the mainnet profile: Morpho's GraphQL API replayed from loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { TOP_VAULTS_QUERY } from '../src/modules/morpho-vaults/adapter';
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

type Vault = { address: string; name: string; apy: number; tvl: number; link: string };

let db: Database;
let morpho: ReplayServer;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  morpho = await startReplayServer([
    { method: 'POST', path: '/graphql', fixture: 'morpho/vaults-response.json' },
  ]);
  api = await startTestApp(
    db,
    {
      PROFILE: 'mainnet',
      MORPHO_API_URL: `${morpho.url}/graphql`,
      DEFILLAMA_BASE_URL: DEAD_RPC,
      ATTESTATION_URL: DEAD_RPC,
    },
    { chains: new DownChainReader() },
  );
});
afterAll(async () => {
  await api?.close();
  await morpho?.close();
  await db?.close();
});

describe('GET /api/morpho-vaults (Morpho API)', () => {
  it('lists the top 10 Ethereum stablecoin vaults by TVL with APY in percent, TVL in millions and a link', async () => {
    const r = await getJson(`${api.url}/api/morpho-vaults`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, source: 'morpho-api', cached: false });
    const vaults = r.body.vaults as Vault[];
    expect(vaults).toHaveLength(10);
    expect(vaults[0]).toEqual({
      address: '0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
      name: 'STEAKUSDC',
      apy: 4.5924,
      tvl: 166.897,
      link: 'https://app.morpho.org/ethereum/vault/0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
    });
    const tvls = vaults.map((v) => v.tvl);
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a));
    // The query asked for Ethereum vaults ordered by TVL.
    const sent = JSON.parse(morpho.requests[0]?.body ?? '{}') as { query: string };
    expect(sent.query).toBe(TOP_VAULTS_QUERY);
    expect(sent.query).toContain('chainId_in: [1]');
  });

  it('serves from cache while Morpho is down', async () => {
    morpho.setMode('error');
    try {
      const r = await getJson(`${api.url}/api/morpho-vaults`);
      expect(r.status).toBe(200);
      expect(r.body.cached).toBe(true);
      expect((r.body.vaults as Vault[]).length).toBe(10);
    } finally {
      morpho.setMode('replay');
    }
  });

  it("answers 503 'Unable to load Morpho vault data' when nothing is cached and Morpho fails", async () => {
    morpho.setMode('garbage');
    // A deployment of its own: instances on one database share the vaults the other tests cached.
    const empty = await openTestDatabase();
    const fresh = await startTestApp(
      empty,
      { PROFILE: 'mainnet', MORPHO_API_URL: `${morpho.url}/graphql`, DEFILLAMA_BASE_URL: DEAD_RPC },
      { chains: new DownChainReader() },
    );
    try {
      const r = await getJson(`${fresh.url}/api/morpho-vaults`);
      expect(r.status).toBe(503);
      expect(envelopeCode(r.body)).toBe('MORPHO_UNAVAILABLE');
      expect(r.body.error).toMatchObject({
        message: 'Unable to load Morpho vault data',
        details: {
          source: 'morpho-api',
          reason: 'Morpho API answered an unexpected shape (no data.vaults.items)',
        },
      });
    } finally {
      morpho.setMode('replay');
      await fresh.close();
      await empty.close();
    }
  });
});
