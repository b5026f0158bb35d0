// The APY rule end to end on the devnet: the demo wallet's real Aave V3 position on Base, its APY read from the
// pool's contract state, and the rate really moved by the wallet's own deposit (lower utilization, lower APY) and
// withdrawal. The alert fires once when the APY falls under the threshold, not again while it stays under, clears
// when the rate recovers, and fires again when it falls again.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { describe, expect, it } from 'vitest';
import { aaveBaseApy, moveAaveBaseUsdc } from '../support/aave-base';
import { devnetAppForFile } from '../support/devnet-app';
import { postJson } from '../support/test-app';
import { bearer, KEY_0, signIn } from '../support/wallet-session';

const app = devnetAppForFile();
const LABEL = 'Aave V3 USDC on Base';

const send = (functionName: 'supply' | 'withdraw') => moveAaveBaseUsdc(app.net, functionName);

const aaveApy = () => aaveBaseApy(app.api);

/** One alerts round after the list is rebuilt; how many alerts it fired for the Aave position. */
async function aaveFired(): Promise<number> {
  const before = (await app.api.deps.alerts.list(DEMO_ACCOUNT.address)).alerts;
  await aaveApy();
  await app.api.deps.alerts.round();
  const after = (await app.api.deps.alerts.list(DEMO_ACCOUNT.address)).alerts;
  return (
    after.filter((a) => a.title.includes(LABEL)).length - before.filter((a) => a.title.includes(LABEL)).length
  );
}

describe('APY rule on the devnet', () => {
  it('fires when a deposit lowers the rate under X%, not while it stays, again after it recovered and fell again', async () => {
    const high = await aaveApy();
    await send('supply');
    const low = await aaveApy();
    expect(low).toBeLessThan(high);
    await send('withdraw');
    const belowPct = Number(((high + low) / 2).toFixed(4));

    const auth = bearer(await signIn(app.api.url, KEY_0));
    const rule = await postJson(
      `${app.api.url}/api/alerts/${DEMO_ACCOUNT.address}/rules`,
      { kind: 'apy-below', belowPct },
      auth,
    );
    expect(rule.status).toBe(201);

    expect(await aaveFired()).toBe(0);
    await send('supply');
    expect(await aaveFired()).toBe(1);
    expect(await aaveFired()).toBe(0);
    await send('withdraw');
    expect(await aaveFired()).toBe(0);
    await send('supply');
    expect(await aaveFired()).toBe(1);

    const [latest] = (await app.api.deps.alerts.list(DEMO_ACCOUNT.address)).alerts.filter((a) =>
      a.title.includes(LABEL),
    );
    expect(latest?.title).toBe(`APY under ${belowPct}%: ${LABEL}`);
    expect(latest?.message).toMatch(
      new RegExp(`^${LABEL} pays \\d+\\.\\d\\d% APY, under the ${belowPct}% you set\\.$`),
    );
  });
});
