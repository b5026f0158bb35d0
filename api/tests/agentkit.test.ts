// The agent and the seller without a chain or keys: simulation mode, as the panel sees it, and clear refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
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
    expect(res.status).toBe(503);
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
