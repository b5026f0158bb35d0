// POST /api/notifications/trigger and GET /api/notifications/:address, stored durably in PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { DownChainReader } from './support/fake-chains';
import { envelopeCode, getJson, postJson, startTestApp, type TestServer } from './support/test-app';
import { bearer, KEY_1, signIn } from './support/wallet-session';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const transfer = (over: Record<string, unknown> = {}) => ({
  id: 'transfer_1763726400000',
  amount: '125.5',
  asset: 'USDC',
  sourceChain: 'base',
  destinationChain: 42161,
  recipient: WALLET.toLowerCase(),
  status: 'burning',
  timestamp: 1763726400000,
  transferMode: 'fast',
  ...over,
});

let dir: string;
let db: Database;
let api: TestServer;
let auth: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fin-notifications-'));
  db = await openDatabase({ kind: 'pglite', dataDir: dir });
  api = await startTestApp(db, {}, { chains: new DownChainReader() });
  auth = bearer(await signIn(api.url, KEY_1));
});
afterAll(async () => {
  await api?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('notifications', () => {
  it('stores each transfer event for the wallet and lists them newest first', async () => {
    const a = await postJson(
      `${api.url}/api/notifications/trigger`,
      {
        event: 'transfer.initiated',
        transfer: transfer(),
      },
      auth,
    );
    expect(a.status).toBe(201);
    expect(a.body.notification).toMatchObject({
      address: WALLET,
      event: 'transfer.initiated',
      transferId: 'transfer_1763726400000',
      amount: '125.5',
      sourceChainId: 8453,
      destinationChainId: 42161,
      transferMode: 'fast',
      txHash: null,
      transferLink: null,
    });
    const hash = `0x${'ab'.repeat(32)}`;
    const b = await postJson(
      `${api.url}/api/notifications/trigger`,
      {
        event: 'transfer.completed',
        transfer: transfer({ status: 'completed', txHash: hash }),
      },
      auth,
    );
    expect(b.status).toBe(201);
    const list = await getJson(`${api.url}/api/notifications/${WALLET}`, { headers: auth });
    expect(list.status).toBe(200);
    const events = list.body.notifications as {
      event: string;
      txHash: string | null;
      transferLink: string | null;
    }[];
    expect(events.map((n) => n.event)).toEqual(['transfer.completed', 'transfer.initiated']);
    expect(events[0]?.txHash).toBe(hash);
    // The notification gives the transfer's recovery link, which anyone can open.
    expect(events[0]?.transferLink).toBe(`/transfer/base/${hash}`);
    const limited = await getJson(`${api.url}/api/notifications/${WALLET.toLowerCase()}?limit=1`, {
      headers: auth,
    });
    expect((limited.body.notifications as unknown[]).length).toBe(1);
  });

  it('keeps them across a restart of the database', async () => {
    await api.close();
    await db.close();
    db = await openDatabase({ kind: 'pglite', dataDir: dir });
    api = await startTestApp(db, {}, { chains: new DownChainReader() });
    // A new API process has a new session secret: the page signs in again.
    auth = bearer(await signIn(api.url, KEY_1));
    const list = await getJson(`${api.url}/api/notifications/${WALLET}`, { headers: auth });
    expect((list.body.notifications as unknown[]).length).toBe(2);
  });

  it('refuses unknown events, bad amounts and same-chain transfers with the reason, storing nothing', async () => {
    const before = (
      (await getJson(`${api.url}/api/notifications/${WALLET}`, { headers: auth })).body
        .notifications as unknown[]
    ).length;
    const cases = [
      [
        { event: 'transfer.lost', transfer: transfer() },
        'event',
        'must be one of transfer.initiated, transfer.failed, transfer.completed',
      ],
      [
        { event: 'transfer.failed', transfer: transfer({ amount: '-5' }) },
        'transfer.amount',
        'must be a plain decimal number such as "100.5" (no sign, exponent or commas)',
      ],
      [
        { event: 'transfer.failed', transfer: transfer({ destinationChain: 'Base' }) },
        'transfer.destinationChain',
        'source and destination chain must differ',
      ],
      [
        { event: 'transfer.failed', transfer: transfer({ sourceChain: 'solana' }) },
        'transfer.sourceChain',
        expect.stringContaining("8453 or 'base'"),
      ],
      [{ event: 'transfer.failed' }, 'transfer', 'is required'],
    ] as const;
    for (const [body, path, message] of cases) {
      const r = await postJson(`${api.url}/api/notifications/trigger`, body);
      expect(r.status).toBe(400);
      expect(envelopeCode(r.body)).toBe('VALIDATION_ERROR');
      expect((r.body.error as { details: { issues: unknown[] } }).details.issues).toContainEqual({
        location: 'body',
        path,
        message,
      });
    }
    const after = (
      (await getJson(`${api.url}/api/notifications/${WALLET}`, { headers: auth })).body
        .notifications as unknown[]
    ).length;
    expect(after).toBe(before);
  });

  it('validates the wallet address and limit of the list', async () => {
    expect((await getJson(`${api.url}/api/notifications/not-an-address`, { headers: auth })).status).toBe(
      400,
    );
    expect(
      (await getJson(`${api.url}/api/notifications/${WALLET}?limit=500`, { headers: auth })).status,
    ).toBe(400);
  });
});
