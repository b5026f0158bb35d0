// The held-position rules (APY under X%, APY down Y points over Z days, risk label worse) through the real engine
// and database, each firing once when its condition starts, not again while it holds, and again after it clears
// and returns. The wallet's positions are given as facts here, so every threshold and window can be walked; the
// APY rules on a real devnet position whose rate a deposit moves are in devnet/alerts.devnet.test.ts and (time moved
// with anvil) devnet/alerts-apy-drop.devnet.test.ts, the transfer and agent rules end to end in alerts.test.ts.
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import type { AlertFacts } from '../src/modules/alerts/facts';
import type { HeldPool } from '../src/modules/alerts/rules';
import { DownChainReader } from './support/fake-chains';
import { openTestDatabase, startTestApp, type TestServer } from './support/test-app';
import { KEY_1 } from './support/wallet-session';

const ME = privateKeyToAddress(KEY_1);
let clock = Date.now();
let pool: HeldPool = {
  poolId: 'onchain-8453-aave',
  label: 'Aave V3 USDC on Base',
  apy: 5,
  apyDaysAgo: { 7: 5 },
  risk: 'Low',
};
const facts: AlertFacts = { forWallet: async () => ({ pools: [pool] }) };

let db: Database;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(
    db,
    {},
    { chains: new DownChainReader(), alertFacts: facts, now: () => new Date(clock) },
  );
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

/** Runs a round with the pool as given and returns the titles it fired. */
async function roundWith(change: Partial<HeldPool>): Promise<number> {
  pool = { ...pool, ...change };
  clock += 60_000;
  return (await api.deps.alerts.round()).fired;
}

describe('held-position rules', () => {
  it('APY under X%: once when it falls under, not while under, again after it recovered and fell again', async () => {
    await api.deps.alerts.addRule(ME, { kind: 'apy-below', belowPct: 3 });
    expect(await roundWith({ apy: 4 })).toBe(0);
    expect(await roundWith({ apy: 2.5 })).toBe(1);
    expect(await roundWith({ apy: 2.1 })).toBe(0);
    expect(await roundWith({ apy: 3.5 })).toBe(0);
    expect(await roundWith({ apy: 2.9 })).toBe(1);
    const { alerts } = await api.deps.alerts.list(ME);
    expect(alerts.map((a) => a.message)).toEqual([
      'Aave V3 USDC on Base pays 2.90% APY, under the 3% you set.',
      'Aave V3 USDC on Base pays 2.50% APY, under the 3% you set.',
    ]);
    await api.deps.alerts.deleteRule(ME, Number(alerts[0]?.ruleId));
    expect(await roundWith({ apy: 3.5 })).toBe(0);
  });

  it('APY down Y points over Z days: compares with the APY Z days ago', async () => {
    await api.deps.alerts.addRule(ME, { kind: 'apy-drop', points: 1, days: 7 });
    expect(await roundWith({ apy: 4.5, apyDaysAgo: { 7: 5 } })).toBe(0);
    expect(await roundWith({ apy: 3.8, apyDaysAgo: { 7: 5 } })).toBe(1);
    expect(await roundWith({ apy: 3.5, apyDaysAgo: { 7: 5 } })).toBe(0);
    expect(await roundWith({ apy: 3.5, apyDaysAgo: { 7: 4 } })).toBe(0);
    expect(await roundWith({ apy: 2.9, apyDaysAgo: { 7: 4 } })).toBe(1);
    // Without history for the window the rule cannot tell: nothing starts or clears.
    expect(await roundWith({ apyDaysAgo: {} })).toBe(0);
    const [latest] = (await api.deps.alerts.list(ME)).alerts;
    expect(latest?.title).toBe('APY down 1.10 points: Aave V3 USDC on Base');
  });

  it('risk label worse: against the label first seen; fires on Low → Medium, again after back to Low and up again', async () => {
    const rule = await api.deps.alerts.addRule(ME, { kind: 'risk-worse' });
    expect(await roundWith({ risk: 'Low' })).toBe(0);
    expect(await roundWith({ risk: 'Medium' })).toBe(1);
    expect(await roundWith({ risk: 'High' })).toBe(0);
    expect(await roundWith({ risk: 'Low' })).toBe(0);
    expect(await roundWith({ risk: 'High' })).toBe(1);
    const mine = (await api.deps.alerts.list(ME)).alerts.filter((a) => a.ruleId === rule.id);
    expect(mine.map((a) => a.message)).toEqual([
      'Aave V3 USDC on Base is now rated High risk; it was Low when this alert started watching it.',
      'Aave V3 USDC on Base is now rated Medium risk; it was Low when this alert started watching it.',
    ]);
  });

  it('a position sold clears its condition; bought again under the threshold, it fires again', async () => {
    const rule = await api.deps.alerts.addRule(ME, { kind: 'apy-below', belowPct: 10 });
    expect(await roundWith({ apy: 3 })).toBeGreaterThanOrEqual(1);
    const sold: AlertFacts = { forWallet: async () => ({ pools: [] }) };
    const held = facts.forWallet;
    facts.forWallet = sold.forWallet;
    await roundWith({});
    facts.forWallet = held;
    await roundWith({});
    const mine = (await api.deps.alerts.list(ME)).alerts.filter((a) => a.ruleId === rule.id);
    expect(mine).toHaveLength(2);
  });
});
