import { describe, expect, it } from 'vitest';
import { aave, testMeasurement, testRequest } from '../../../testing/optimizer-test-data';
import { testEntry } from '../../../testing/portfolio-test-entries';
import { capLedger, fitToCaps, takeRoom } from './caps';
import { moveEconomics } from './economics';
import { type MoveCandidate, pairCandidate } from './pairing';
import { currentPositions, type PositionDetail } from './positions';

const pool = aave(8453, 'Base', 8, { tvl: 100_000 });
const move = (usd: number, settings = testRequest().settings) => {
  const [from] = currentPositions([testEntry('cUSDC', 8453, String(usd), { apy: 3 })], []);
  const v = pairCandidate(from as PositionDetail, pool, settings);
  if (!v.ok) throw new Error(v.drop.reason);
  const e = moveEconomics({
    amountUsd: v.candidate.amountUsd,
    fromApy: 3,
    toApyListed: 8,
    measurement: testMeasurement(8),
    horizonDays: 365,
  });
  return { c: v.candidate as MoveCandidate, e };
};

describe('the caps a plan keeps', () => {
  it('a move that fits keeps its amount and stays whole', () => {
    const settings = testRequest().settings;
    const { c, e } = move(4000, settings);
    const ledger = capLedger([], 4000, settings.maxVenueShare);
    expect(fitToCaps(c, e, ledger, settings)).toEqual({
      ok: true,
      move: { economics: e, amountUnits: c.amountUnits, wholePosition: true },
    });
  });

  it('a venue cap shrinks the move to the room left, re-pricing its arithmetic', () => {
    const settings = { ...testRequest().settings, maxVenueShare: 0.5 };
    const { c, e } = move(4000, settings);
    const fit = fitToCaps(c, e, capLedger([], 4000, settings.maxVenueShare), settings);
    expect(fit.ok && fit.move.economics.amountUsd).toBe(2000);
    expect(fit.ok && fit.move).toMatchObject({ amountUnits: 2_000_000_000n, wholePosition: false });
  });

  it('what the plan already put into a pool counts against its cap, and a full pool drops the move', () => {
    const settings = testRequest().settings;
    const { c, e } = move(4000, settings);
    const ledger = capLedger([], 1e6, settings.maxVenueShare);
    takeRoom(ledger, c, 9_995);
    expect(fitToCaps(c, e, ledger, settings)).toMatchObject({
      ok: false,
      drop: {
        code: 'pool-cap',
        reason: 'The plan already puts $9,995 into Aave V3@Base, at the cap of 10% of its $100,000 TVL.',
      },
    });
  });

  it('what a venue already holds counts against the venue cap', () => {
    const settings = { ...testRequest().settings, maxVenueShare: 0.5 };
    const { c, e } = move(4000, settings);
    const [held] = currentPositions([testEntry('aUSDC', 8453, '4000', { apy: 8 })], [pool]);
    const fit = fitToCaps(c, e, capLedger([held as PositionDetail], 8000, 0.5), settings);
    expect(fit).toMatchObject({
      ok: false,
      drop: {
        code: 'venue-cap',
        reason: 'Aave V3@Base already holds $4,000, at the cap of 50% of the portfolio.',
      },
    });
  });
});
