// /api/grants outside the devnet: on mainnet no grant can be made (the framework is not on Avalanche; Fin's
// daily-cap enforcer has no mainnet deployment) and the API says so in words before anything is signed; every
// route needs the wallet's own proof; a malformed grant is refused by validation.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DownChainReader } from './support/fake-chains';
import {
  DEAD_RPC,
  envelopeCode,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';
import { bearer, KEY_0, KEY_1, signIn } from './support/wallet-session';

const A = privateKeyToAccount(KEY_0).address;
let db: Database;
let api: TestServer;
let proofA: Record<string, string>;
let proofB: Record<string, string>;

const request = (chainId: number) => ({
  chainId,
  venues: [AAVE_V3_POOL[chainId] as string],
  dailyCapUsdc: '100',
  expiresAt: Math.floor(Date.now() / 1000) + 86_400,
  maxCalls: 10,
});

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(
    db,
    { PROFILE: 'mainnet', MORPHO_API_URL: DEAD_RPC, DEFILLAMA_BASE_URL: DEAD_RPC, ATTESTATION_URL: DEAD_RPC },
    { chains: new DownChainReader() },
  );
  proofA = bearer(await signIn(api.url, KEY_0));
  proofB = bearer(await signIn(api.url, KEY_1));
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('grants on mainnet', () => {
  it('refuses a grant in words where the framework or the daily-cap enforcer is not deployed', async () => {
    const base = await postJson(
      `${api.url}/api/grants/prepare`,
      { walletAddress: A, request: request(8453) },
      proofA,
    );
    expect(base.status).toBe(400);
    expect(envelopeCode(base.body)).toBe('GRANT_UNSUPPORTED');
    expect(JSON.stringify(base.body)).toContain('daily-cap enforcer is not deployed on mainnet yet');
    const avalanche = await postJson(
      `${api.url}/api/grants/prepare`,
      { walletAddress: A, request: request(43114) },
      proofA,
    );
    expect(JSON.stringify(avalanche.body)).toContain('The delegation framework is not deployed on Avalanche');
  });

  it("needs the wallet's own proof and a well-formed grant", async () => {
    const body = { walletAddress: A, request: request(8453) };
    expect((await postJson(`${api.url}/api/grants/prepare`, body)).status).toBe(401);
    expect((await postJson(`${api.url}/api/grants/prepare`, body, proofB)).status).toBe(403);
    expect((await getJson(`${api.url}/api/grants?walletAddress=${A}`, { headers: proofB })).status).toBe(403);
    const bad = await postJson(
      `${api.url}/api/grants/prepare`,
      { walletAddress: A, request: { ...request(8453), venues: 'all' } },
      proofA,
    );
    expect(bad.status).toBe(400);
    expect(envelopeCode(bad.body)).toBe('VALIDATION_ERROR');
  });
});
