// A move of the wallet's agent is news beyond its log: announced before it runs and told when it ends, in the
// wallet's notification centre (GET /api/alerts/:wallet) and on its alert channels (a real local webhook). Another
// wallet neither sees that news nor can cancel the move.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { PLAN_250_INTO_AAVE } from './support/autopilot-moves';
import { DownChainReader } from './support/fake-chains';
import { getJson, openTestDatabase, postJson, startTestApp, type TestServer } from './support/test-app';
import { bearer, KEY_1, KEY_2, signIn } from './support/wallet-session';

const ME = privateKeyToAddress(KEY_1);
const OTHER = privateKeyToAddress(KEY_2);

const PLAN = PLAN_250_INTO_AAVE;

const bodies: string[] = [];
let hookServer: Server;
let hookUrl: string;
let db: Database;
let api: TestServer;
let mine: Record<string, string>;
let theirs: Record<string, string>;
const clock = Date.now();
/** When the announced move runs, as its news says it: the cancel window after now, in UTC. */
const runsAt = new Date(clock + 600_000).toISOString().slice(11, 16);

type Listed = { alerts: { kind: string; title: string; message: string }[]; unread: number };
const alertsOf = async (wallet: string, auth: Record<string, string>) =>
  (await getJson(`${api.url}/api/alerts/${wallet}`, { headers: auth })).body as unknown as Listed;

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hooks/fin`;
  db = await openTestDatabase();
  api = await startTestApp(db, {}, { chains: new DownChainReader(), now: () => new Date(clock) });
  mine = bearer(await signIn(api.url, KEY_1));
  theirs = bearer(await signIn(api.url, KEY_2));
});

afterAll(async () => {
  await api?.close();
  await db?.close();
  await new Promise<void>((r) => hookServer?.close(() => r()));
});

describe("news of the agent's moves", () => {
  it('an announced move is in its wallet’s notification centre and goes to its webhook, with when it runs', async () => {
    const put = await getJson(`${api.url}/api/alerts/${ME}/channels`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...mine },
      body: JSON.stringify({ webhookUrl: hookUrl, email: null }),
    });
    expect(put.status).toBe(200);
    const move = await api.deps.autopilot.moves.announce(ME, PLAN, 600);

    const listed = await alertsOf(ME, mine);
    expect(listed.unread).toBe(1);
    expect(listed.alerts[0]).toMatchObject({
      kind: 'autopilot-move',
      title: 'Move announced',
      message: `250 USDC from your wallet on Base into Aave V3 on Base at ${runsAt} UTC unless you cancel it. 0.00% → 4.10% APY on $250.00`,
    });
    expect((await alertsOf(OTHER, theirs)).alerts).toEqual([]);

    await api.deps.alerts.round();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('Move announced');
    expect(bodies[0]).toContain(`at ${runsAt} UTC unless you cancel it`);

    // Another wallet cannot cancel it, whatever it names; its owner can, and that is news too.
    const foreign = await postJson(
      `${api.url}/api/autopilot/moves/cancel`,
      { walletAddress: OTHER, moveId: move.id },
      theirs,
    );
    expect(foreign.status).toBe(409);
    const posing = await postJson(
      `${api.url}/api/autopilot/moves/cancel`,
      { walletAddress: ME, moveId: move.id },
      theirs,
    );
    expect(posing.status).toBe(403);
    const cancelled = await postJson(
      `${api.url}/api/autopilot/moves/cancel`,
      { walletAddress: ME, moveId: move.id },
      mine,
    );
    expect(cancelled.status).toBe(200);
    const after = await alertsOf(ME, mine);
    expect(after.alerts.map((a) => [a.title, a.message])).toEqual([
      ['Move cancelled by you before it ran', 'nothing moved'],
      [
        'Move announced',
        `250 USDC from your wallet on Base into Aave V3 on Base at ${runsAt} UTC unless you cancel it. 0.00% → 4.10% APY on $250.00`,
      ],
    ]);
    await api.deps.alerts.round();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain('Move cancelled by you before it ran');
  });
});
