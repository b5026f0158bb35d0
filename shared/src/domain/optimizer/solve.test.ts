import { describe, expect, it } from 'vitest';
import {
  aave,
  compound,
  moonwell,
  testRequest as request,
  testMeasurement,
} from '../../../testing/optimizer-test-data';
import { testEntry } from '../../../testing/portfolio-test-entries';
import type { BalanceEntry } from '../portfolio/balance';
import { gasCostUsd, moveEconomics } from './economics';
import { type MoveCandidate, planOptimization, solveOptimization } from './solve';

const usdcEntry = (symbol: string, chainId: number, usd: number, apy: number): BalanceEntry =>
  testEntry(symbol, chainId, String(usd), { apy, rawBalance: String(usd * 1e6) });

const NOW = new Date('2026-11-23T00:00:00Z');

describe('the arithmetic of a move', () => {
  it('yearly gain at the APY after your deposit, minus gas and bridge fee; break-even days; net over the horizon', () => {
    const e = moveEconomics({
      amountUsd: 4000,
      fromApy: 5,
      toApyListed: 6.2,
      measurement: testMeasurement(6.2, { impact: 0.2 }),
      horizonDays: 30,
    });
    // 4000 × (6.0 − 5) / 100
    expect(e.yearlyGainUsd).toBeCloseTo(40, 10);
    // (100k + 50k + 150k) gas × 1 gwei × $3,750
    expect(e.gasCostUsd).toBeCloseTo(1.125, 10);
    expect(e.costUsd).toBeCloseTo(1.125, 10);
    expect(e.breakEvenDays).toBeCloseTo(1.125 / (40 / 365), 10);
    expect(e.netGainUsd).toBeCloseTo((40 * 30) / 365 - 1.125, 10);
  });

  it('cross-chain: burn gas priced on the source, mint gas on the destination, plus the CCTP fee', () => {
    const m = testMeasurement(7, { crossChain: true, bridgeFeeUsd: 0.4 });
    if (!m.ok) throw new Error('measurement');
    const e = moveEconomics({
      amountUsd: 4000,
      fromApy: 5,
      toApyListed: 7,
      measurement: {
        ...m,
        sourceGasPriceWei: 2_000_000_000n,
        destinationGasPriceWei: 100_000_000n,
        destinationNativeUsd: 0.85,
      },
      horizonDays: 90,
    });
    const source = gasCostUsd(100_000 + 120_000, 2_000_000_000n, 3750);
    const destination = gasCostUsd(50_000 + 150_000 + 300_000, 100_000_000n, 0.85);
    expect(e.gasCostUsd).toBeCloseTo(source + destination, 10);
    expect(e.costUsd).toBeCloseTo(source + destination + 0.4, 10);
  });

  it('a move that earns less has no break-even and a negative net gain', () => {
    const e = moveEconomics({
      amountUsd: 1000,
      fromApy: 5,
      toApyListed: 4,
      measurement: testMeasurement(4),
      horizonDays: 365,
    });
    expect(e.breakEvenDays).toBeNull();
    expect(e.netGainUsd).toBeLessThan(0);
  });
});

describe('weighted APYs and the proposed moves', () => {
  const entries = [usdcEntry('cUSDC', 42161, 4000, 5), usdcEntry('aUSDC', 8453, 6000, 3)];

  it('current APY is weighted by value; projected counts the moved money at the APY after the deposit', () => {
    const list = [
      compound(42161, 'Arbitrum', 5),
      aave(8453, 'Base', 3),
      aave(42161, 'Arbitrum', 7, { id: 'aave-arb' }),
    ];
    const result = solveOptimization({
      entries,
      opportunities: list,
      request: request({ horizonDays: 365 }),
      measure: (c) => testMeasurement(c.destination.apy ?? 0, { impact: 0.5, crossChain: c.crossChain }),
      now: NOW,
    });
    expect(result.totalValue).toBe(10_000);
    expect(result.currentWeightedAPY).toBeCloseTo((4000 * 5 + 6000 * 3) / 10_000, 10);
    expect(result.recommendations.map((r) => r.id)).toEqual(['aave-arb']);
    expect(result.recommendations[0]?.improvementOverCurrent).toBeCloseTo(7 - 3.8, 10);
    expect(result.rebalancingActions.map((a) => [a.from, a.to, a.amount, a.crossChain])).toEqual([
      ['Aave V3@Base', 'Aave V3@Arbitrum', '6000', true],
      ['Compound V3@Arbitrum', 'Aave V3@Arbitrum', '4000', false],
    ]);
    // Both moves land at 6.5% (7 listed − 0.5 impact).
    expect(result.projectedAPY).toBeCloseTo(6.5, 10);
    expect(result.projectedImprovement).toBeCloseTo(6.5 - 3.8, 10);
    const same = result.rebalancingActions[1];
    expect(same?.expectedImprovement).toBeCloseTo(1.5, 10);
    expect(same?.economics.yearlyGainUsd).toBeCloseTo(60, 10);
    expect(same?.reason).toContain('Aave V3 on Arbitrum pays 6.50% after your deposit vs 5.00% now');
  });

  it('a move that does not repay its cost within the horizon is not proposed, and says why', () => {
    const small = [usdcEntry('cUSDC', 42161, 200, 5)];
    const list = [compound(42161, 'Arbitrum', 5), aave(42161, 'Arbitrum', 5.5, { id: 'aave-arb' })];
    // $200 × 0.5% = $1/year; the move costs $1.125 → never repays within 7 days, nor within a year.
    for (const horizonDays of [7, 365]) {
      const r = solveOptimization({
        entries: small,
        opportunities: list,
        request: request({ horizonDays }),
        measure: () => testMeasurement(5.5),
        now: NOW,
      });
      expect(r.rebalancingActions).toEqual([]);
      expect(r.dropped).toHaveLength(1);
      expect(r.dropped[0]?.code).toBe('does-not-pay');
      expect(r.dropped[0]?.reason).toMatch(`beyond your ${horizonDays}-day horizon`);
    }
    // With 100× the gas price removed, the same move pays within a year but not within a week.
    const cheap = (days: number) =>
      solveOptimization({
        entries: small,
        opportunities: list,
        request: request({ horizonDays: days }),
        measure: () => testMeasurement(5.5, { gasPriceGwei: 0.1 }),
        now: NOW,
      });
    expect(cheap(365).rebalancingActions).toHaveLength(1);
    expect(cheap(7).rebalancingActions).toHaveLength(0);
  });

  it('drop reasons: same pool, a swap needed, USDC only across chains, under the minimum improvement', () => {
    const mixed = [
      usdcEntry('cUSDC', 42161, 4000, 5),
      testEntry('aDAI', 42161, '3000', { apy: 2, rawBalance: '3000000000000000000000' }),
    ];
    const list = [
      compound(42161, 'Arbitrum', 5),
      aave(42161, 'Arbitrum', 5.2, { id: 'aave-arb-usdc' }),
      aave(8453, 'Base', 4.5, { id: 'aave-base-dai', asset: 'DAI', riskLevel: 'low' }),
    ];
    const plan = planOptimization({ entries: mixed, opportunities: list, request: request() });
    const codes = plan.dropped.map(
      ({ drop: d }) => `${d.fromPositionId.split(':')[0]} ${d.toOpportunityId} ${d.code}`,
    );
    expect(codes).toEqual([
      '42161 aave-base-dai asset-mismatch',
      '42161 aave-arb-usdc below-min-improvement',
      '42161 aave-base-dai bridge-usdc-only',
      '42161 aave-arb-usdc asset-mismatch',
    ]);
    expect(plan.candidates).toEqual([]);
    expect(plan.dropped[1]?.drop.reason).toBe(
      'Pays 5.20% vs 5.00% now: +0.20 points, under the minimum of +0.25 points.',
    );
  });

  it('a candidate dropped before measuring shows the arithmetic of the move it would have been', () => {
    const r = solveOptimization({
      entries: [usdcEntry('cUSDC', 42161, 4000, 5), testEntry('USDC', 8453, '5')],
      opportunities: [aave(42161, 'Arbitrum', 5.2), aave(8453, 'Base', 5.1, { id: 'aave-base' })],
      request: request({ horizonDays: 365 }),
      measure: (c) =>
        testMeasurement(c.destination.apy ?? 0, {
          crossChain: c.crossChain,
          bridgeFeeUsd: c.crossChain ? 0.2 : 0,
          withdraw: c.from.withdraw ? 100_000 : 0,
        }),
      now: NOW,
    });
    // Under the bar at the listed APY: never a proposal, but measured so the user sees what it would cost and earn.
    const bar = r.dropped.find(
      (d) => d.code === 'below-min-improvement' && d.from === 'Compound V3@Arbitrum',
    );
    expect(bar?.economics).toMatchObject({
      amountUsd: 4000,
      fromApy: 5,
      toApyAfter: 5.2,
      gasUnits: { withdraw: 100_000, approve: 50_000, deposit: 150_000, burn: 0, mint: 0 },
      sourceGasPriceGwei: 1,
      destinationGasPriceGwei: 1,
      bridgeFeeUsd: 0,
      bridgeTime: null,
      horizonDays: 365,
    });
    const e = bar?.economics as NonNullable<typeof bar>['economics'] & {};
    expect(e.yearlyGainUsd).toBeCloseTo(8, 9);
    expect(e.gasCostUsd).toBeCloseTo(300_000 * 1e-9 * 3750, 9);
    expect(e.netGainUsd).toBeCloseTo(8 - e.costUsd, 9);
    expect(e.breakEvenDays).toBeCloseTo(e.costUsd / (8 / 365), 9);
    // Too small to move: the cross-chain arithmetic, CCTP fee and time included.
    const small = r.dropped.find((d) => d.code === 'too-small' && d.to === 'Aave V3@Arbitrum');
    expect(small?.economics).toMatchObject({ amountUsd: 5, bridgeFeeUsd: 0.2, bridgeTime: '8-20 seconds' });
    expect(small?.economics?.gasUnits).toMatchObject({ withdraw: 0, burn: 120_000, mint: 300_000 });
  });

  it('a pool that takes bridged USDC.e is weighed: not proposed, and every USDC source is told why', () => {
    const r = solveOptimization({
      entries: [
        testEntry('USDC', 137, '3000'),
        usdcEntry('cUSDC', 42161, 4000, 2),
        testEntry('DAI', 8453, '500'),
      ],
      opportunities: [
        compound(137, 'Polygon', 9, { id: 'comet-polygon', riskLevel: 'medium' }),
        aave(42161, 'Arbitrum', 6, { id: 'aave-arb', riskLevel: 'medium' }),
      ],
      request: request({ horizonDays: 365 }),
      measure: (c) => testMeasurement(c.destination.apy ?? 0, { crossChain: c.crossChain }),
      now: NOW,
    });
    expect(r.recommendations.map((x) => x.id)).toEqual(['aave-arb']);
    const bridged = r.dropped.filter((d) => d.code === 'bridged-token');
    expect(bridged.map((d) => d.from).sort()).toEqual(['Compound V3@Arbitrum', 'Wallet@Polygon']);
    expect(bridged[0]?.to).toBe('Compound V3@Polygon');
    expect(bridged[0]?.reason).toBe(
      'Compound V3 on Polygon pays 9.00% but takes USDC.e (bridged USDC), not USDC: CCTP mints native USDC and Fin does not swap, so no move can reach it.',
    );
    // The reachable pool still gets the money.
    expect(r.rebalancingActions.map((a) => a.to)).toContain('Aave V3@Arbitrum');
  });

  it('a drop no move could survive (a swap needed) has no arithmetic, only its reason', () => {
    const r = solveOptimization({
      entries: [testEntry('USDT', 42161, '5000')],
      opportunities: [aave(42161, 'Arbitrum', 6)],
      request: request(),
      measure: (c) => testMeasurement(c.destination.apy ?? 0),
      now: NOW,
    });
    expect(r.dropped).toHaveLength(1);
    expect(r.dropped[0]).toMatchObject({ code: 'asset-mismatch' });
    expect(r.dropped[0]?.economics).toBeUndefined();
  });

  it('the rate after your deposit decides: a pool listed above the bar can fall under it', () => {
    const r = solveOptimization({
      entries: [usdcEntry('cUSDC', 42161, 4000, 5)],
      opportunities: [aave(42161, 'Arbitrum', 5.6)],
      request: request({ horizonDays: 365 }),
      measure: () => testMeasurement(5.6, { impact: 0.4 }),
      now: NOW,
    });
    expect(r.rebalancingActions).toEqual([]);
    expect(r.dropped[0]?.code).toBe('below-min-improvement');
    expect(r.dropped[0]?.reason).toContain('pool pays 5.20% (listed 5.60%)');
  });

  it('a move that cannot be simulated is never proposed', () => {
    const r = solveOptimization({
      entries: [usdcEntry('cUSDC', 42161, 4000, 5)],
      opportunities: [aave(42161, 'Arbitrum', 9)],
      request: request(),
      measure: () => ({ ok: false, reason: 'the deposit would revert' }),
      now: NOW,
    });
    expect(r.rebalancingActions).toEqual([]);
    expect(r.dropped[0]).toMatchObject({ code: 'not-simulated' });
    expect(r.dropped[0]?.reason).toContain('the deposit would revert');
  });

  it('one move per position: the one with the highest net gain; the other paying one is dropped as "better-move"', () => {
    const r = solveOptimization({
      entries: [usdcEntry('cUSDC', 42161, 4000, 2)],
      opportunities: [
        aave(42161, 'Arbitrum', 5, { id: 'low', riskLevel: 'low' }),
        moonwell(8453, 'Base', 6, { id: 'medium' }),
      ],
      request: request({ horizonDays: 365 }),
      measure: (c) => testMeasurement(c.destination.apy ?? 0, { crossChain: c.crossChain }),
      now: NOW,
    });
    expect(r.rebalancingActions.map((a) => a.toOpportunityId)).toEqual(['medium']);
    expect(r.dropped.map((d) => [d.toOpportunityId, d.code])).toEqual([['low', 'better-move']]);
  });

  it('pool cap: a move is at most maxPoolShare of the pool TVL; under minMoveUsd after the cap it is dropped', () => {
    const entriesBig = [usdcEntry('cUSDC', 42161, 50_000, 2)];
    const capped = planOptimization({
      entries: entriesBig,
      opportunities: [aave(42161, 'Arbitrum', 6, { tvl: 300_000 })],
      request: request(),
    });
    const c = capped.candidates[0] as MoveCandidate;
    expect([c.amountUsd, c.amountUnits, c.wholePosition]).toEqual([30_000, 30_000_000_000n, false]);
    const tiny = planOptimization({
      entries: entriesBig,
      opportunities: [aave(42161, 'Arbitrum', 6, { tvl: 50 })],
      request: request(),
    });
    expect(tiny.dropped[0]?.drop.code).toBe('pool-cap');
    const small = planOptimization({
      entries: [usdcEntry('cUSDC', 42161, 5, 2)],
      opportunities: [aave(42161, 'Arbitrum', 6)],
      request: request(),
    });
    expect(small.dropped[0]?.drop.code).toBe('too-small');
  });

  it('venue cap: what a venue holds counts; the biggest gain fills it first; the rest is capped or dropped', () => {
    const r = solveOptimization({
      entries: [usdcEntry('cUSDC', 42161, 6000, 2), usdcEntry('aUSDC', 42161, 4000, 3)],
      opportunities: [
        compound(42161, 'Arbitrum', 2),
        aave(42161, 'Arbitrum', 3, { riskLevel: 'low' }),
        moonwell(8453, 'Base', 8),
      ],
      request: request({ horizonDays: 365, settings: { maxVenueShare: 0.5 } }),
      measure: (c) => testMeasurement(c.destination.apy ?? 0, { crossChain: c.crossChain }),
      now: NOW,
    });
    // Cap $5,000 per venue: the Compound position (bigger gain) goes first and is capped at $5,000;
    // nothing is left for the Aave position.
    expect(r.rebalancingActions.map((a) => [a.from, a.amount, a.wholePosition])).toEqual([
      ['Compound V3@Arbitrum', '5000', false],
    ]);
    expect(r.dropped.find((d) => d.code === 'venue-cap')?.from).toBe('Aave V3@Arbitrum');
  });

  it('no positions and no idle money: an empty result with zero APYs', () => {
    const r = solveOptimization({
      entries: [],
      opportunities: [aave(8453, 'Base', 5)],
      request: request(),
      measure: () => testMeasurement(5),
      now: NOW,
    });
    expect([r.totalValue, r.currentWeightedAPY, r.projectedAPY, r.rebalancingActions.length]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

describe('idle money', () => {
  const idleMeasure = (c: MoveCandidate) =>
    testMeasurement(c.destination.apy as number, {
      crossChain: c.crossChain,
      bridgeFeeUsd: c.crossChain ? 0.5 : 0,
      withdraw: 0,
    });

  it('idle USDC is a source at 0%: deposited on its own chain, with no withdraw; the totals say idle, earning and what the plan changes', () => {
    const r = solveOptimization({
      entries: [testEntry('USDC', 8453, '5000'), usdcEntry('aUSDC', 8453, 1000, 5)],
      opportunities: [aave(8453, 'Base', 5)],
      request: request(),
      measure: idleMeasure,
      now: NOW,
    });
    expect(r.totalValue).toBe(6000);
    expect(r.currentWeightedAPY).toBeCloseTo((1000 * 5) / 6000, 10);
    const idle = r.currentPortfolio.find((p) => p.idle);
    expect(idle).toMatchObject({ protocol: 'Wallet', chain: 'Base', apy: 0, valueUSD: 5000, reserveUsd: 0 });
    expect(r.rebalancingActions).toHaveLength(1);
    const a = r.rebalancingActions[0];
    expect(a).toMatchObject({
      fromProtocol: 'Wallet',
      toProtocol: 'Aave V3',
      amount: '5000',
      crossChain: false,
    });
    expect(a?.economics.gasUnits.withdraw).toBe(0);
    expect(a?.economics.yearlyGainUsd).toBeCloseTo(250, 6);
    expect(r.totals).toEqual({
      idleUsd: 5000,
      earningUsd: 1000,
      reserveUsd: 0,
      plannedFromIdleUsd: 5000,
      idleAfterUsd: 0,
    });
    expect(r.projectedAPY).toBeCloseTo(5, 6);
  });

  it('idle USDC on another chain bridges first: CCTP fee and mint gas in its cost; idle USDT is not swapped', () => {
    const r = solveOptimization({
      entries: [testEntry('USDC', 42161, '3000'), testEntry('USDT', 42161, '2000')],
      opportunities: [aave(8453, 'Base', 6)],
      request: request(),
      measure: idleMeasure,
      now: NOW,
    });
    const a = r.rebalancingActions[0];
    expect(r.rebalancingActions).toHaveLength(1);
    expect(a).toMatchObject({ fromChain: 'Arbitrum', toChain: 'Base', crossChain: true, amount: '3000' });
    expect(a?.economics.bridgeFeeUsd).toBe(0.5);
    expect(a?.economics.gasUnits.mint).toBeGreaterThan(0);
    expect(r.dropped.find((d) => d.from === 'Wallet@Arbitrum' && d.code === 'asset-mismatch')?.reason).toBe(
      'This pool takes USDC; the idle money is USDT, and Fin does not swap.',
    );
  });

  it('the cash reserve stays idle: per chain first, then the total shared out by what each chain holds', () => {
    const r = solveOptimization({
      entries: [testEntry('USDC', 8453, '4000'), testEntry('USDC', 10, '1000')],
      opportunities: [aave(8453, 'Base', 5), aave(10, 'Optimism', 5)],
      request: request({ settings: { cashReserve: { totalUsd: 1500, perChainUsd: { '8453': 1000 } } } }),
      measure: idleMeasure,
      now: NOW,
    });
    // Base keeps its 1,000; the other 500 of the total comes off Base's 3,000 and Optimism's 1,000 as 3:1.
    const reserve = Object.fromEntries(r.currentPortfolio.map((p) => [p.chain, p.reserveUsd]));
    expect(reserve.Base).toBeCloseTo(1375, 6);
    expect(reserve.Optimism).toBeCloseTo(125, 6);
    const moved = Object.fromEntries(r.rebalancingActions.map((a) => [a.fromChain, Number(a.amount)]));
    expect(moved).toEqual({ Base: 2625, Optimism: 875 });
    expect(r.rebalancingActions.every((a) => !a.wholePosition)).toBe(true);
    expect(r.totals.reserveUsd).toBeCloseTo(1500, 6);
    expect(r.totals.idleAfterUsd).toBeCloseTo(1500, 6);
  });

  it('the pool cap holds for the whole plan: idle money from several chains fills it once, the rest is capped or dropped', () => {
    const r = solveOptimization({
      entries: [
        testEntry('USDC', 8453, '20000'),
        testEntry('USDC', 10, '20000'),
        testEntry('USDC', 42161, '20000'),
      ],
      // 10% of a $300,000 pool: $30,000 for the whole plan.
      opportunities: [aave(8453, 'Base', 6, { tvl: 300_000 })],
      request: request(),
      measure: idleMeasure,
      now: NOW,
    });
    const amounts = r.rebalancingActions.map((a) => Number(a.amount));
    expect(amounts.reduce((s, v) => s + v, 0)).toBeCloseTo(30_000, 6);
    expect(amounts).toEqual([20_000, 10_000]);
    const full = r.dropped.find((d) => d.code === 'pool-cap');
    expect(full?.reason).toBe(
      'The plan already puts $30,000 into Aave V3@Base, at the cap of 10% of its $300,000 TVL.',
    );
    expect(full?.economics?.gasUnits.deposit).toBeGreaterThan(0);
  });

  it('a source whose best pool is full takes its next best', () => {
    const r = solveOptimization({
      entries: [
        testEntry('USDC', 8453, '20000'),
        testEntry('USDC', 10, '20000'),
        testEntry('USDC', 42161, '20000'),
      ],
      opportunities: [
        aave(8453, 'Base', 6, { tvl: 200_000 }),
        compound(8453, 'Base', 5, { riskLevel: 'low' }),
      ],
      request: request(),
      measure: idleMeasure,
      now: NOW,
    });
    const into = r.rebalancingActions.map((a) => `${a.from}->${a.to} ${Number(a.amount)}`);
    expect(into).toEqual([
      'Wallet@Base->Aave V3@Base 20000',
      'Wallet@Optimism->Compound V3@Base 20000',
      'Wallet@Arbitrum->Compound V3@Base 20000',
    ]);
    expect(r.totals.plannedFromIdleUsd).toBe(60_000);
  });

  it('a reserve that leaves less than the minimum move drops the idle money with that reason', () => {
    const r = solveOptimization({
      entries: [testEntry('USDC', 8453, '100')],
      opportunities: [aave(8453, 'Base', 5)],
      request: request({ settings: { cashReserve: { totalUsd: 95, perChainUsd: {} } } }),
      measure: idleMeasure,
      now: NOW,
    });
    expect(r.rebalancingActions).toEqual([]);
    expect(r.dropped[0]).toMatchObject({ code: 'too-small', from: 'Wallet@Base' });
    expect(r.dropped[0]?.reason).toBe(
      'The cash reserve keeps $95.00 of this $100 idle; the $5.00 left is under the $10.00 minimum move.',
    );
  });
});
