// 'APY down Y points over Z days' on the devnet with time really moved (anvil's evm_increaseTime / evm_mine on every
// chain, the API's clock moved with them): the demo wallet's real Aave V3 position on Base, its rate moved by the
// wallet's own deposit (lower utilization, lower APY) and withdrawal, compared with the history snapshot Z days
// back. The alert fires once when the drop starts, not again while it holds, clears when the rate is back, and
// fires again when it drops again against the rate Z days before that.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { aaveBaseApy, moveAaveBaseUsdc } from '../support/aave-base';
import { moveTimeForward as moveDevnetTime, startTestDevnet, type TestDevnet } from '../support/devnet';
import { openTestDatabase, startTestApp, type TestServer } from '../support/test-app';

const LABEL = 'Aave V3 USDC on Base';
const DAY_S = 86_400;
const DAYS = 2;

let net: TestDevnet;
let db: Database;
let api: TestServer;
/** How far the chains' clocks were moved; the API's clock moves with them. */
let movedMs = 0;

beforeAll(async () => {
  [net, db] = await Promise.all([startTestDevnet(), openTestDatabase()]);
  api = await startTestApp(
    db,
    { FIN_DEVNET_MANIFEST: net.manifestPath },
    { now: () => new Date(Date.now() + movedMs) },
  );
});
afterAll(async () => {
  await api?.close();
  await net?.stop();
  await db?.close();
});

/** Moves the devnet's clocks, and the alerts engine's clock with them. */
async function moveTimeForward(seconds: number): Promise<void> {
  await moveDevnetTime(net, seconds);
  movedMs += seconds * 1000;
}

const send = (functionName: 'supply' | 'withdraw') => moveAaveBaseUsdc(net, functionName);

const aaveApy = () => aaveBaseApy(api);

/** One alerts round after the list is rebuilt; the Aave alerts it fired. */
async function aaveFired() {
  const mine = async () =>
    (await api.deps.alerts.list(DEMO_ACCOUNT.address)).alerts.filter((a) => a.title.includes(LABEL));
  const before = await mine();
  await aaveApy();
  await api.deps.alerts.round();
  return (await mine()).filter((a) => !before.some((b) => b.id === a.id));
}

describe('APY drop rule over days on the devnet', () => {
  it('fires once when the drop over Z days starts, not while it holds, again after it cleared and returned', async () => {
    const high = await aaveApy();
    await send('supply');
    const low = await aaveApy();
    expect(low).toBeLessThan(high);
    await send('withdraw');
    const points = Number(((high - low) / 2).toFixed(4));
    await api.deps.alerts.addRule(DEMO_ACCOUNT.address, { kind: 'apy-drop', points, days: DAYS });

    // The rate as it is now becomes the one Z days back.
    expect(await aaveFired()).toHaveLength(0);
    await moveTimeForward(DAYS * DAY_S + 600);
    expect(await aaveFired()).toHaveLength(0);

    await send('supply');
    const first = await aaveFired();
    expect(first).toHaveLength(1);
    expect(first[0]?.title).toMatch(new RegExp(`^APY down \\d+\\.\\d\\d points: ${LABEL}$`));
    expect(first[0]?.message).toMatch(new RegExp(`paid \\d+\\.\\d\\d% APY ${DAYS} days ago and pays`));
    // Still down an hour later: the same occurrence, nothing new.
    await moveTimeForward(3600);
    expect(await aaveFired()).toHaveLength(0);

    // The rate is back: the condition clears.
    await send('withdraw');
    expect(await aaveFired()).toHaveLength(0);
    // Z days on, the recovered rate is the one compared against; the deposit drops it again.
    await moveTimeForward(DAYS * DAY_S + 600);
    expect(await aaveFired()).toHaveLength(0);
    await send('supply');
    expect(await aaveFired()).toHaveLength(1);
    expect(await aaveFired()).toHaveLength(0);
  });
});
