// Each wallet's agent without a chain or a master secret: simulation mode, as the panel sees it; the wallet proof
// on every route (anonymous → 401, another wallet → 403, and neither stores anything); a GET that only reads;
// the budget a user sets, up to the cap; and clear refusals.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { agentAccounts, agentLog, rebalanceDecisions } from '../src/db/schema';
import {
  DEAD_RPC,
  envelopeCode,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';
import { bearer, KEY_1, KEY_2, signIn } from './support/wallet-session';

const ME = privateKeyToAddress(KEY_1);
const OTHER = privateKeyToAddress(KEY_2);

let db: Database;
let api: TestServer;
let mine: Record<string, string>;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(db);
  mine = bearer(await signIn(api.url, KEY_1));
});

afterAll(async () => {
  await api?.close();
  await db?.close();
});

const rows = async () => ({
  accounts: (await db.db.select({ n: count() }).from(agentAccounts))[0]!.n,
  log: (await db.db.select({ n: count() }).from(agentLog))[0]!.n,
  decisions: (await db.db.select({ n: count() }).from(rebalanceDecisions))[0]!.n,
});

function put(url: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('proof on everything that is a wallet’s', () => {
  it('anonymous setup, purchase, log, budget, withdraw and rebalance are 401 and store nothing', async () => {
    const before = await rows();
    const calls = [
      getJson(`${api.url}/api/agentkit/initialize?walletAddress=${ME}`),
      postJson(`${api.url}/api/agentkit/initialize`, { walletAddress: ME }),
      postJson(`${api.url}/api/agentkit/purchase`, {
        walletAddress: ME,
        service: 'risk-score',
        protocol: 'aave',
      }),
      postJson(`${api.url}/api/agentkit/auto`, { walletAddress: ME }),
      getJson(`${api.url}/api/agentkit/log?walletAddress=${ME}`),
      getJson(`${api.url}/api/agentkit/log`),
      getJson(`${api.url}/api/agentkit/budget?walletAddress=${ME}`),
      put(`${api.url}/api/agentkit/budget`, { walletAddress: ME, budgetUsdc: '0.002' }),
      postJson(`${api.url}/api/agentkit/withdraw`, { walletAddress: ME }),
      // The optimizer's check, under its own name and the spec's (/api/agent/*).
      postJson(`${api.url}/api/optimizer/rebalance`, { walletAddress: ME, decision: {}, execute: true }),
      postJson(`${api.url}/api/agent/rebalance`, { walletAddress: ME, decision: {}, execute: true }),
      postJson(`${api.url}/api/agent/rebalance`, { nonsense: true }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(401);
      expect(envelopeCode(r.body)).toBe('WALLET_PROOF_REQUIRED');
    }
    expect(await rows()).toEqual(before);
  });

  it("a signed-in wallet cannot read, set up or spend another wallet's agent", async () => {
    const before = await rows();
    const calls = [
      getJson(`${api.url}/api/agentkit/initialize?walletAddress=${OTHER}`, { headers: mine }),
      postJson(`${api.url}/api/agentkit/initialize`, { walletAddress: OTHER }, mine),
      postJson(`${api.url}/api/agentkit/purchase`, { walletAddress: OTHER, service: 'analytics' }, mine),
      getJson(`${api.url}/api/agentkit/log?walletAddress=${OTHER}`, { headers: mine }),
      put(`${api.url}/api/agentkit/budget`, { walletAddress: OTHER, budgetUsdc: '0.002' }, mine),
      postJson(`${api.url}/api/agentkit/withdraw`, { walletAddress: OTHER }, mine),
      postJson(
        `${api.url}/api/optimizer/rebalance`,
        { walletAddress: OTHER, decision: {}, execute: true },
        mine,
      ),
      postJson(`${api.url}/api/agent/rebalance`, { walletAddress: OTHER, decision: {}, execute: true }, mine),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(403);
      expect(envelopeCode(r.body)).toBe('WALLET_MISMATCH');
    }
    expect(await rows()).toEqual(before);
  });
});

describe('a wallet’s agent without a master secret (simulation mode)', () => {
  it('GET /initialize only reads: the agent is off, nothing is created or logged', async () => {
    const before = await rows();
    const first = await getJson(`${api.url}/api/agentkit/initialize?walletAddress=${ME}`, { headers: mine });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      mode: 'simulation',
      enabled: false,
      address: null,
      messages: ['Agent running in simulation mode'],
      budget: { totalUnits: 1000, spentUnits: 0, remainingUnits: 1000, capUnits: 10_000, exhausted: false },
    });
    expect(await rows()).toEqual(before);
  });

  it('POST /initialize turns it on once, and it buys nothing in simulation mode, saying why', async () => {
    const on = await postJson(`${api.url}/api/agentkit/initialize`, { walletAddress: ME }, mine);
    expect(on.body).toMatchObject({ enabled: true, mode: 'simulation', address: null });
    await postJson(`${api.url}/api/agentkit/initialize`, { walletAddress: ME }, mine);
    const log = await getJson(`${api.url}/api/agentkit/log?walletAddress=${ME}`, { headers: mine });
    expect((log.body.entries as { message: string }[]).map((e) => e.message)).toEqual([
      'Agent turned on for this wallet (agent running in simulation mode)',
    ]);
    const res = await postJson(
      `${api.url}/api/agentkit/purchase`,
      { walletAddress: ME, service: 'risk-score', protocol: 'aave', chain: 'base' },
      mine,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      code: 'simulation',
      error: 'Agent running in simulation mode',
    });
  });

  it('the user sets the daily budget up to the server cap; above it is refused with the cap', async () => {
    const set = await put(`${api.url}/api/agentkit/budget`, { walletAddress: ME, budgetUsdc: '0.004' }, mine);
    expect(set.status).toBe(200);
    expect(set.body.budget).toMatchObject({
      totalUnits: 4000,
      lines: [{ budgetUnits: 2000 }, { budgetUnits: 2000 }],
    });
    const over = await put(`${api.url}/api/agentkit/budget`, { walletAddress: ME, budgetUsdc: '0.5' }, mine);
    expect(over.status).toBe(400);
    expect(String((over.body.error as { message: string }).message)).toBe(
      "A daily budget of 0.5 USDC is over this server's cap of 0.01 USDC",
    );
    const bad = await put(`${api.url}/api/agentkit/budget`, { walletAddress: ME, budgetUsdc: '-1' }, mine);
    expect(envelopeCode(bad.body)).toBe('VALIDATION_ERROR');
    const read = await getJson(`${api.url}/api/agentkit/budget?walletAddress=${ME}`, { headers: mine });
    expect(read.body.budget).toMatchObject({ totalUnits: 4000 });
  });

  it('refuses a purchase request it cannot understand', async () => {
    const res = await postJson(
      `${api.url}/api/agentkit/purchase`,
      { walletAddress: ME, service: 'risk-score', protocol: 'nowhere' },
      mine,
    );
    expect(res.status).toBe(400);
    expect(envelopeCode(res.body)).toBe('VALIDATION_ERROR');
  });

  it('reports paid reports as unavailable rather than asking for payment to nobody', async () => {
    const res = await postJson(`${api.url}/api/x402/risk-score`, { protocol: 'aave', chain: 'base' });
    expect(res.status).toBe(503);
    expect(envelopeCode(res.body)).toBe('PAYMENTS_UNAVAILABLE');
  });
});

describe('a wallet’s agent whose chain cannot be read', () => {
  it('keeps its derived address, shows simulated balances and says the contract is unavailable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fin-agent-dead-rpc-'));
    const secret = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const manifest = join(dir, 'manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({ chains: [{ chainId: 8453, rpcUrl: DEAD_RPC }], agentMasterSecret: secret }),
    );
    const db2 = await openTestDatabase();
    const server = await startTestApp(db2, { FIN_DEVNET_MANIFEST: manifest, RPC_TIMEOUT_MS: '500' });
    try {
      const token = bearer(await signIn(server.url, KEY_1));
      const res = await postJson(`${server.url}/api/agentkit/initialize`, { walletAddress: ME }, token);
      expect(res.body).toMatchObject({
        success: true,
        mode: 'live',
        enabled: true,
        simulatedBalance: true,
        balance: { eth: '0', usdc: '0' },
        messages: ['Using simulated balance (contract unavailable)'],
      });
      expect(String(res.body.address)).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(JSON.stringify(res.body)).not.toContain('legal');
    } finally {
      await server.close();
      await db2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
