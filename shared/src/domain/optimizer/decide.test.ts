import { describe, expect, it } from 'vitest';
import { aave, testMeasurement, testRequest } from '../../../testing/optimizer-test-data';
import { testEntry } from '../../../testing/portfolio-test-entries';
import { judgeCandidate, moneyTotals, projectedApy } from './decide';
import { type MoveCandidate, pairCandidate } from './pairing';
import { currentPositions, type PositionDetail } from './positions';

const request = testRequest({ horizonDays: 30 });
const candidate = (usd: number, fromApy: number, toApy: number): MoveCandidate => {
  const [from] = currentPositions([testEntry('cUSDC', 8453, String(usd), { apy: fromApy })], []);
  const v = pairCandidate(from as PositionDetail, aave(8453, 'Base', toApy), request.settings);
  if (!v.ok) throw new Error(v.drop.reason);
  return v.candidate;
};

describe('judging a measured move', () => {
  it('a move that could not be simulated is not proposed, with the chain’s reason', () => {
    const c = candidate(4000, 3, 8);
    expect(judgeCandidate(c, { ok: false, reason: 'execution reverted' }, request)).toMatchObject({
      ok: false,
      drop: {
        code: 'not-simulated',
        reason: 'The move could not be simulated, so it is not proposed: execution reverted.',
      },
    });
    expect(judgeCandidate(c, undefined, request)).toMatchObject({ drop: { code: 'not-simulated' } });
  });

  it('the rate after the deposit must still clear the minimum improvement', () => {
    const v = judgeCandidate(candidate(4000, 3, 3.5), testMeasurement(3.5, { impact: 0.4 }), request);
    expect(v).toMatchObject({ ok: false, drop: { code: 'below-min-improvement' } });
    expect(!v.ok && v.drop.reason).toBe(
      'After your $4,000 lands the pool pays 3.10% (listed 3.50%): +0.10 points over 3.00%, under the minimum of +0.25 points.',
    );
  });

  it('a move that does not repay its cost within the horizon is dropped with its break-even', () => {
    const v = judgeCandidate(candidate(100, 3, 3.5), testMeasurement(3.5, { gasPriceGwei: 100 }), request);
    expect(v).toMatchObject({ ok: false, drop: { code: 'does-not-pay', economics: { amountUsd: 100 } } });
    expect(!v.ok && v.drop.reason).toMatch(
      /^Costs \$113 and earns \$0\.50 a year more: it repays in .* beyond your 30-day horizon\.$/,
    );
  });

  it('a move that pays carries its arithmetic', () => {
    const v = judgeCandidate(candidate(4000, 3, 8), testMeasurement(8), request);
    expect(v.ok && v.economics).toMatchObject({
      amountUsd: 4000,
      fromApy: 3,
      toApyAfter: 8,
      yearlyGainUsd: 200,
    });
  });
});

describe('the summary', () => {
  const positions = currentPositions(
    [testEntry('USDC', 8453, '1000'), testEntry('cUSDC', 8453, '3000', { apy: 4 })],
    [],
    { totalUsd: 200, perChainUsd: {} },
  );
  const [idle] = positions;
  const moved = new Map([[idle?.position.id as string, { amountUsd: 800, toApy: 6 }]]);

  it('idle and earning money, the reserve kept back, and what the plan puts to work', () => {
    expect(moneyTotals(positions, moved)).toEqual({
      idleUsd: 1000,
      earningUsd: 3000,
      reserveUsd: 200,
      plannedFromIdleUsd: 800,
      idleAfterUsd: 200,
    });
  });

  it('the projected APY weighs what stays at its rate and what moved at its new rate', () => {
    // 200 idle at 0%, 800 at 6%, 3000 at 4%: (48 + 120) / 4000.
    expect(projectedApy(positions, moved, 4000)).toBeCloseTo(4.2, 10);
    expect(projectedApy([], new Map(), 0)).toBe(0);
  });
});
