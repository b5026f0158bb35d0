// The agents' money left in between, settled by the cluster's settlement job (no chain needed here: these are
// reservations whose payment was never signed). Two wallets, two API instances over one database, one clock
// the test moves: a reservation never signed goes back to its own wallet's budget after the timeout, once, with a
// line in that wallet's log, and a payment that would be signed after that is stopped before it leaves.
import type { AgentService } from '@fin/shared/domain/agent/budget';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettlement, SETTLE_EVERY_MS, type TimedWorkDeps } from '../src/cluster/timed-work';
import type { Database } from '../src/db/client';
import { AgentLedger, utcDay } from '../src/modules/agentkit/ledger';
import { RESERVATION_TIMEOUT_MS } from '../src/modules/agentkit/service';
import { openTestDatabase, startTestApp, type TestServer } from './support/test-app';
import { KEY_1, KEY_2 } from './support/wallet-session';

const A = privateKeyToAddress(KEY_1);
const B = privateKeyToAddress(KEY_2);
const T0 = new Date('2026-11-26T12:00:00Z');
let clock = T0;
const now = () => clock;

let db: Database;
let one: TestServer;
let two: TestServer;
let ledger: AgentLedger;

beforeAll(async () => {
  db = await openTestDatabase();
  [one, two] = await Promise.all([startTestApp(db, {}, { now }), startTestApp(db, {}, { now })]);
  ledger = new AgentLedger(db.db);
  for (const w of [A, B]) await one.deps.agentWallet.initialize(w, { open: true });
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.close();
});

const work = (server: TestServer): TimedWorkDeps => ({
  jobs: server.deps.jobs,
  db: db.db,
  auth: server.deps.auth,
  notifications: server.deps.notifications,
  agentWallet: server.deps.agentWallet,
  seller: server.deps.x402.seller,
  logger: server.deps.logger,
});

/** A report's budget taken at `at`, as a purchase does before it signs. */
async function reserve(wallet: string, at: Date, service: AgentService = 'risk-score') {
  const r = await ledger.reserve(
    {
      wallet,
      day: utcDay(at),
      agentAddress: '0x0000000000000000000000000000000000000001',
      service,
      costUnits: 100,
      protocol: 'aave',
      chain: 'base',
      requester: 'panel',
      reason: 'you asked for it (Buy report now)',
      createdAt: at,
    },
    1000,
  );
  if (!r.ok) throw new Error('budget refused the reservation');
  return r.purchaseId;
}

const spent = async (wallet: string) => (await one.deps.agentWallet.budget(wallet)).spentUnits;
const logOf = async (wallet: string) => (await one.deps.agentWallet.log(wallet)).map((e) => e.message);
const REFUND_LINE =
  'The risk score on Aave V3 was never paid: its payment was not signed within 2 minutes, so its 0.0001 USDC went back to the budget';

describe('the settlement job gives back reservations never signed', () => {
  it('after the timeout, once per cluster, to each wallet’s own budget and log only', async () => {
    const aUnsigned = await reserve(A, T0);
    const aSigned = await reserve(A, T0);
    await ledger.signed(aSigned, `0x${'ab'.repeat(32)}`, Math.floor(T0.getTime() / 1000) + 120);
    await reserve(B, new Date(T0.getTime() + 90_000));
    expect([await spent(A), await spent(B)]).toEqual([200, 100]);

    // Just before A's timeout nothing moves, whichever instance runs the job.
    clock = new Date(T0.getTime() + RESERVATION_TIMEOUT_MS - 1000);
    expect(await Promise.all([paymentSettlement(work(one)), paymentSettlement(work(two))])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect([await spent(A), await spent(B)]).toEqual([200, 100]);

    // Past it: A's unsigned reservation is refunded; its signed one (the chain decides it) and B's younger one stay.
    clock = new Date(T0.getTime() + RESERVATION_TIMEOUT_MS + SETTLE_EVERY_MS);
    const ran = await Promise.all([paymentSettlement(work(one)), paymentSettlement(work(two))]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect([await spent(A), await spent(B)]).toEqual([100, 100]);
    expect((await logOf(A))[0]).toBe(REFUND_LINE);
    expect(await logOf(B)).not.toContain(REFUND_LINE);

    // A payment signed after its reservation lapsed is stopped before it leaves.
    expect(await ledger.signed(aUnsigned, `0x${'cd'.repeat(32)}`, 0)).toBe(false);

    // B's turn comes 2 minutes after its own reservation; A's budget does not move again.
    clock = new Date(T0.getTime() + 90_000 + RESERVATION_TIMEOUT_MS + SETTLE_EVERY_MS);
    expect(await paymentSettlement(work(two))).toBe(true);
    expect([await spent(A), await spent(B)]).toEqual([100, 0]);
    expect((await logOf(B))[0]).toBe(REFUND_LINE);
    expect((await logOf(A)).filter((l) => l === REFUND_LINE)).toHaveLength(1);
  });

  it('two instances settling at the same moment refund a reservation once', async () => {
    const at = new Date(clock.getTime() + 60_000);
    const before = await spent(A);
    await reserve(A, at, 'analytics');
    await reserve(A, at, 'analytics');
    clock = new Date(at.getTime() + RESERVATION_TIMEOUT_MS + 1000);
    const [x, y] = await Promise.all([
      one.deps.agentWallet.settleOutstanding(),
      two.deps.agentWallet.settleOutstanding(),
    ]);
    expect(x.refunded + y.refunded).toBe(2);
    expect(await spent(A)).toBe(before);
    expect(await spent(B)).toBe(0);
  });
});
