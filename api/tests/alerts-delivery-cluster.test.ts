// Alert deliveries from three API instances on one database, to a slow webhook receiver on loopback: every
// alert reaches the receiver exactly once and the database counts each attempt the receiver saw — also when a
// later instance looks for due deliveries a minute (of the shared clock) into another's sends, which once let it
// take deliveries still being sent. What one round fires for a wallet goes out as one delivery per channel.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { AlertsRepository } from '../src/modules/alerts/adapter';
import { AlertDeliveriesRepository } from '../src/modules/alerts/delivery-adapter';
import type { AlertFacts } from '../src/modules/alerts/facts';
import { DownChainReader } from './support/fake-chains';
import { openTestDatabase, startTestApp, type TestServer } from './support/test-app';

type Received = {
  delivery: string;
  wallet: string;
  alertIds: string[];
  alerts: { title: string }[];
  top: string;
};

let clock = Date.now();
let db: Database;
const apps: TestServer[] = [];
let receiver: Server;
let hookUrl: string;
const received: Received[] = [];
/** How long the receiver takes to answer, and how many of the next requests it refuses with 503. */
let answerAfterMs = 1500;
let refuseNext = 0;

/** Pools each wallet holds, every one paying 1 %: an 'APY under 3 %' rule fires once for each. */
const poolsOf = new Map<string, number>();
const facts: AlertFacts = {
  forWallet: async (address) => ({
    pools: Array.from({ length: poolsOf.get(address) ?? 0 }, (_, i) => ({
      poolId: `pool-${i + 1}`,
      label: `Pool ${i + 1} USDC on Base`,
      apy: 1,
      apyDaysAgo: {},
      risk: 'Low',
    })),
  }),
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const json = JSON.parse(body) as {
        wallet: string;
        id: string;
        alerts: { id: string; title: string }[];
      };
      received.push({
        delivery: String(req.headers['fin-delivery-id']),
        wallet: json.wallet,
        alertIds: json.alerts.map((a) => a.id),
        alerts: json.alerts,
        top: json.id,
      });
      const status = refuseNext > 0 ? 503 : 204;
      if (refuseNext > 0) refuseNext -= 1;
      setTimeout(() => res.writeHead(status).end(), answerAfterMs);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/fin`;
  db = await openTestDatabase();
  for (let i = 0; i < 3; i++)
    apps.push(
      await startTestApp(
        db,
        { ALERT_DELIVERIES_PER_HOUR: '2' },
        { chains: new DownChainReader(), alertFacts: facts, now: () => new Date(clock) },
      ),
    );
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
  await new Promise((r) => receiver?.close(r));
});

/** A wallet with its webhook and an 'APY under 3 %' rule, holding `pools` pools (written as the routes would). */
async function watching(n: number, pools: number): Promise<string> {
  const address = `0x${(0xa1e47000 + n).toString(16).padStart(40, '0')}`;
  poolsOf.set(address, pools);
  await new AlertDeliveriesRepository(db.db).saveChannels({
    address,
    webhookUrl: hookUrl,
    webhookSecret: 'whsec_cluster',
    email: null,
    updatedAt: new Date(clock),
  });
  await new AlertsRepository(db.db).addRule(address, { kind: 'apy-below', belowPct: 3 }, 10, new Date(clock));
  return address;
}

const webhookDeliveries = async (address: string) => {
  const { alerts } = await apps[0]!.deps.alerts.list(address);
  return alerts.map((a) => a.deliveries.find((d) => d.channel === 'webhook'));
};

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

describe('alert deliveries across three instances', () => {
  it('reach a slow receiver exactly once each, one per wallet and round, with one attempt counted', async () => {
    const wallets = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => watching(n, 3)));
    const rounds = Promise.all(apps.map((app) => app.deps.alerts.round()));
    // While the first sends wait on the receiver, the shared clock moves past the old one-minute hold and every
    // instance looks for due deliveries again.
    await until(() => received.length > 0);
    clock += 61_000;
    await Promise.all(apps.map((app) => app.deps.alerts.round()));
    await rounds;

    expect(received).toHaveLength(6);
    expect(new Set(received.map((r) => r.delivery)).size).toBe(6);
    for (const wallet of wallets) {
      const mine = received.filter((r) => r.wallet === wallet);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.alerts.map((a) => a.title).sort()).toEqual([
        'APY under 3%: Pool 1 USDC on Base',
        'APY under 3%: Pool 2 USDC on Base',
        'APY under 3%: Pool 3 USDC on Base',
      ]);
      expect(await webhookDeliveries(wallet)).toEqual(
        Array.from({ length: 3 }, () => ({ channel: 'webhook', status: 'sent', attempts: 1, error: null })),
      );
    }
  });

  it('count every attempt the receiver saw, a retry sent by one instance only', async () => {
    received.length = 0;
    const wallet = await watching(7, 1);
    refuseNext = 1;
    await Promise.all(apps.map((app) => app.deps.alerts.round()));
    expect(await webhookDeliveries(wallet)).toEqual([
      {
        channel: 'webhook',
        status: 'pending',
        attempts: 1,
        error: 'Attempt 1 failed: the webhook answered HTTP 503',
      },
    ]);
    clock += 31_000;
    await Promise.all(apps.map((app) => app.deps.alerts.round()));
    expect(await webhookDeliveries(wallet)).toEqual([
      { channel: 'webhook', status: 'sent', attempts: 2, error: null },
    ]);
    expect(received.map((r) => r.wallet)).toEqual([wallet, wallet]);
    expect(new Set(received.map((r) => r.delivery)).size).toBe(1);
  });

  it('send a rule matching 23 positions as one delivery, using one of the hourly deliveries', async () => {
    received.length = 0;
    answerAfterMs = 0;
    const wallet = await watching(8, 23);
    await Promise.all(apps.map((app) => app.deps.alerts.round()));
    expect(received).toHaveLength(1);
    const [one] = received as [Received];
    expect(one.alertIds).toHaveLength(23);
    // The first alert's fields stay at the top level, as when each alert was a call of its own.
    expect(one.top).toBe(one.alertIds[0]);
    const deliveries = await webhookDeliveries(wallet);
    expect(deliveries).toHaveLength(23);
    for (const d of deliveries) expect(d).toMatchObject({ status: 'sent', attempts: 1 });
    const since = new Date(clock - 3_600_000);
    expect(await new AlertDeliveriesRepository(db.db).deliveriesSince(wallet, since)).toBe(1);
  });
});
