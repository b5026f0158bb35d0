// The agent and the seller without a chain or keys: simulation mode, as the panel sees it, and clear refusals.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  DEAD_RPC,
  envelopeCode,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';

let db: Database;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(db);
});

afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('agent without a configured wallet', () => {
  it('initializes in simulation mode, says so once in its log, and shows the page budget', async () => {
    const first = await getJson(`${api.url}/api/agentkit/initialize`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      mode: 'simulation',
      address: null,
      messages: ['Agent running in simulation mode'],
      budget: { totalUnits: 1000, spentUnits: 0, remainingUnits: 1000, exhausted: false },
    });
    await postJson(`${api.url}/api/agentkit/initialize`, {});
    const log = await getJson(`${api.url}/api/agentkit/log`);
    const messages = (log.body.entries as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(['Agent running in simulation mode']);
  });

  it('buys nothing in simulation mode and says why', async () => {
    const res = await postJson(`${api.url}/api/agentkit/purchase`, {
      service: 'risk-score',
      protocol: 'aave',
      chain: 'base',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      code: 'simulation',
      error: 'Agent running in simulation mode',
    });
  });

  it('refuses a purchase request it cannot understand', async () => {
    const res = await postJson(`${api.url}/api/agentkit/purchase`, {
      service: 'risk-score',
      protocol: 'nowhere',
    });
    expect(res.status).toBe(400);
    expect(envelopeCode(res.body)).toBe('VALIDATION_ERROR');
    const analytics = await postJson(`${api.url}/api/agentkit/purchase`, {
      service: 'analytics',
      walletAddress: '0x12',
    });
    expect(analytics.status).toBe(400);
  });

  it('reports paid reports as unavailable rather than asking for payment to nobody', async () => {
    const res = await postJson(`${api.url}/api/x402/risk-score`, { protocol: 'aave', chain: 'base' });
    expect(res.status).toBe(503);
    expect(envelopeCode(res.body)).toBe('PAYMENTS_UNAVAILABLE');
  });
});

describe('agent whose chain cannot be read', () => {
  it('keeps its address, shows simulated balances and says the contract is unavailable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fin-agent-dead-rpc-'));
    // A public anvil key (the devnet's agent account works the same way); the chain behind it is unreachable.
    const key = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
    const manifest = join(dir, 'manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        chains: [{ chainId: 8453, rpcUrl: DEAD_RPC }],
        agentAccount: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', privateKey: key },
      }),
    );
    const db2 = await openTestDatabase();
    const server = await startTestApp(db2, { FIN_DEVNET_MANIFEST: manifest, RPC_TIMEOUT_MS: '500' });
    try {
      const res = await getJson(`${server.url}/api/agentkit/initialize`);
      expect(res.body).toMatchObject({
        success: true,
        mode: 'live',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        simulatedBalance: true,
        balance: { eth: '0', usdc: '0' },
        messages: ['Using simulated balance (contract unavailable)'],
      });
      expect(JSON.stringify(res.body)).not.toContain(key.slice(2));
    } finally {
      await server.close();
      await db2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
