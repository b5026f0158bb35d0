// The agent lives on the server: with no page open at all, each wallet's agent looks at its wallet every round
// (here every second) and buys the reports that are due, within its daily budget, paid on the devnet's Base;
// Pause (kept in the database) stops it and Resume starts it again; two wallets' agents are separate.
import { AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { startJobQueue } from '../../src/modules/autopilot/job-queue';
import {
  purchasesOf,
  roundOf,
  sendUsdcOnBase,
  turnAgentOn,
  usdcOnBase,
  waitFor,
} from '../support/agent-rounds';
import { startTestDevnet, type TestDevnet } from '../support/devnet';
import { getJson, openTestDatabase, startTestApp, type TestServer } from '../support/test-app';
import { bearer, KEY_0, KEY_1, signIn } from '../support/wallet-session';

const A = privateKeyToAccount(KEY_0).address; // the demo wallet: holds the devnet's seeded positions
const B = privateKeyToAccount(KEY_1).address;

let net: TestDevnet;
let db: Database;
let api: TestServer;
let rpcUrl: string;
let proofA: Record<string, string>;
let proofB: Record<string, string>;

beforeAll(async () => {
  [net, db] = await Promise.all([startTestDevnet(), openTestDatabase()]);
  // 0.0004 USDC a day: 0.0002 for risk scores (two at 0.0001), 0.0002 for analytics (one at 0.0002).
  api = await startTestApp(db, {
    FIN_DEVNET_MANIFEST: net.manifestPath,
    AGENT_BUDGET_USDC: '0.0004',
    AGENT_ROUND_SECONDS: '1',
    AGENT_KEEPER_SECONDS: '2',
  });
  rpcUrl = net.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
  proofA = bearer(await signIn(api.url, KEY_0));
  proofB = bearer(await signIn(api.url, KEY_1));
  await api.deps.autopilot.rounds.start(await startJobQueue(db.jobsSql, createLogger('silent')));
});
afterAll(async () => {
  await api?.deps.autopilot.rounds.stop();
  await api?.close();
  await net?.stop();
  await db?.close();
});

const paidOf = async (wallet: string) =>
  (await purchasesOf(db.db, wallet)).filter((p) => p.status === 'paid');
const setSwitches = (wallet: Address, proof: Record<string, string>, body: Record<string, boolean>) =>
  fetch(`${api.url}/api/autopilot/agent`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...proof },
    body: JSON.stringify({ walletAddress: wallet, ...body }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
/** Rounds queued for the wallet in the job queue (not yet run). */
const queuedFor = async (wallet: string) =>
  Number(
    (
      (await db.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'agent-round' and singleton_key = ${wallet} and state = 'created'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n,
  );

let agentA: Address;

describe('the agent on the server, no page open', () => {
  it('buys the reports due on what the wallet holds, each once, and stops at its daily budget', async () => {
    agentA = await turnAgentOn(api.url, A, proofA);
    // Before it is funded it waits for its USDC: no payment the seller must refuse, no failure slowing its rounds.
    const waiting = await waitFor('a round waiting for USDC', async () => {
      const r = await roundOf(db.db, A);
      return r?.lastRoundNote === AGENT_MESSAGES.waitingForUsdc ? r : undefined;
    });
    expect(waiting.failures).toBe(0);
    expect(await purchasesOf(db.db, A)).toEqual([]);
    await sendUsdcOnBase(rpcUrl, agentA, '0.01');
    // From here on no client calls the agent: only the server's rounds run.
    const round = await waitFor('a round finding the budget spent', async () => {
      const r = await roundOf(db.db, A);
      return r?.lastRoundNote === AGENT_MESSAGES.budgetExhausted ? r : undefined;
    });
    const paid = await paidOf(A);
    // Two risk scores on two protocols the wallet holds (each once: the 5-minute freshness) and one analysis.
    const risk = paid.filter((p) => p.service === 'risk-score');
    expect(risk).toHaveLength(2);
    expect(new Set(risk.map((p) => p.protocol)).size).toBe(2);
    for (const p of risk) expect(p.reason).toMatch(/^this wallet holds /);
    expect(paid.filter((p) => p.service === 'analytics')).toHaveLength(1);
    expect(await purchasesOf(db.db, A)).toHaveLength(3); // nothing refused, pending or left reserved
    // More rounds go by; nothing more is bought, and the chain agrees with the ledger to the unit.
    const seenAt = round.lastRoundAt!.getTime();
    await waitFor('three more rounds', async () => {
      const r = await roundOf(db.db, A);
      return (r?.lastRoundAt?.getTime() ?? 0) > seenAt + 2500;
    });
    const after = await paidOf(A);
    const spent = after.reduce((s, p) => s + p.costUnits, 0);
    expect(spent).toBe(400);
    expect(after).toHaveLength(3);
    expect(await usdcOnBase(rpcUrl, agentA)).toBe(10_000n - BigInt(spent));
    const budget = await getJson(`${api.url}/api/agentkit/budget?walletAddress=${A}`, { headers: proofA });
    expect(budget.body.budget).toMatchObject({ spentUnits: spent });
  });

  it('Pause stops the server’s agent (nothing queued, nothing run) and Resume starts it again', async () => {
    const paused = await setSwitches(A, proofA, { paused: true });
    expect(paused.body).toMatchObject({ paused: true, running: false, nextRoundAt: null });
    // The round already queued finds it paused and queues no other.
    await waitFor('no round queued for the paused agent', async () => (await queuedFor(A)) === 0);
    const stoppedAt = (await roundOf(db.db, A))?.lastRoundAt?.getTime();
    // Two keeper runs go by (the keeper queues only running agents): still nothing queued, no round ran.
    const keeperRuns = Number(
      (
        (await db.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'agent-keeper'`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
    await waitFor('two keeper runs', async () => {
      const r = (await db.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'agent-keeper'`,
      )) as unknown as { rows: { n: number }[] };
      return Number(r.rows[0]?.n) >= keeperRuns + 2;
    });
    expect(await queuedFor(A)).toBe(0);
    expect((await roundOf(db.db, A))?.lastRoundAt?.getTime()).toBe(stoppedAt);
    const log = await getJson(`${api.url}/api/agentkit/log?walletAddress=${A}`, { headers: proofA });
    expect((log.body.entries as { message: string }[])[0]?.message).toBe(
      'Agent paused: it does nothing until you resume it',
    );

    const resumed = await setSwitches(A, proofA, { paused: false });
    expect(resumed.body).toMatchObject({ paused: false, running: true });
    await waitFor('a round after Resume', async () => {
      const r = await roundOf(db.db, A);
      return (r?.lastRoundAt?.getTime() ?? 0) > (stoppedAt ?? 0);
    });
  });

  it("two wallets' agents are separate: B's buys for B's reasons with B's money while A's stays paused", async () => {
    await setSwitches(A, proofA, { paused: true });
    const aBefore = await purchasesOf(db.db, A);
    const agentB = await turnAgentOn(api.url, B, proofB);
    expect(agentB).not.toBe(agentA);
    await sendUsdcOnBase(rpcUrl, agentB, '0.005');
    await waitFor('B’s agent done buying what is due', async () => {
      const note = (await roundOf(db.db, B))?.lastRoundNote ?? '';
      return note === AGENT_MESSAGES.budgetExhausted || note.startsWith('Nothing to buy');
    });
    const bPaid = await paidOf(B);
    expect(bPaid.length).toBeGreaterThan(0);
    for (const p of bPaid) {
      expect(p.agentAddress).toBe(agentB);
      expect(p.reason).toMatch(/^(this wallet holds|the optimizer is weighing|a fresh analysis)/);
    }
    const bSpent = bPaid.reduce((n, p) => n + p.costUnits, 0);
    expect(bSpent).toBeLessThanOrEqual(400);
    expect(await usdcOnBase(rpcUrl, agentB)).toBe(5000n - BigInt(bSpent));
    expect(await purchasesOf(db.db, A)).toEqual(aBefore);
    // A's switches are A's alone: B cannot read or resume A's agent.
    expect((await setSwitches(A, proofB, { paused: false })).status).toBe(403);
    expect((await roundOf(db.db, A))?.paused).toBe(true);
  });
});
