import { describe, expect, it } from 'vitest';
import { aave, compound, testRequest } from '../../../testing/optimizer-test-data';
import { testEntry } from '../../../testing/portfolio-test-entries';
import { pairCandidate } from './pairing';
import { currentPositions, type PositionDetail } from './positions';

const settings = testRequest().settings;
const source = (symbol: string, chainId: number, usd: number, apy?: number): PositionDetail => {
  const entry = testEntry(symbol, chainId, String(usd), apy === undefined ? {} : { apy });
  return currentPositions([entry], [])[0] as PositionDetail;
};

describe('one source paired with one pool', () => {
  it('a move that clears every bar is a candidate: all of the position, in the pool token’s units', () => {
    const v = pairCandidate(source('cUSDC', 42161, 4000, 3), aave(8453, 'Base', 6), settings);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.candidate).toMatchObject({ amountUsd: 4000, wholePosition: true, crossChain: true });
    expect(v.candidate.amountUnits).toBe(4_000_000_000n);
  });

  it('idle money with a reserve never moves whole: it moves what the reserve leaves', () => {
    const usdc = testEntry('USDC', 8453, '1500');
    const [idle] = currentPositions([usdc], [], { totalUsd: 500, perChainUsd: {} });
    const v = pairCandidate(idle as PositionDetail, aave(8453, 'Base', 5), settings);
    expect(v.ok && v.candidate).toMatchObject({
      amountUsd: 1000,
      wholePosition: false,
      amountUnits: 1_000_000_000n,
    });
  });

  it('the pool cap limits the move to its share of the pool’s TVL', () => {
    const v = pairCandidate(
      source('cUSDC', 42161, 4000, 3),
      aave(42161, 'Arbitrum', 6, { tvl: 20_000 }),
      settings,
    );
    expect(v.ok && v.candidate).toMatchObject({
      amountUsd: 2000,
      wholePosition: false,
      amountUnits: 2_000_000_000n,
    });
  });

  it('drops what cannot move, without a move to measure', () => {
    const cusdc = source('cUSDC', 42161, 4000, 3);
    const dai = aave(8453, 'Base', 6, { id: 'aave-base-dai', asset: 'DAI' });
    expect(pairCandidate(cusdc, dai, settings)).toMatchObject({
      ok: false,
      drop: {
        code: 'asset-mismatch',
        reason: 'This pool takes DAI; the position is USDC, and Fin does not swap.',
      },
    });
    const adai = source('aDAI', 42161, 3000, 2);
    const v = pairCandidate(adai, dai, settings);
    expect(v).toMatchObject({ ok: false, drop: { code: 'bridge-usdc-only' } });
    expect(!v.ok && v.measure).toBeFalsy();
    expect(
      pairCandidate(cusdc, { ...compound(42161, 'Arbitrum', 9), poolAddress: null }, settings),
    ).toMatchObject({
      ok: false,
      drop: { code: 'not-simulated', reason: 'Fin cannot deposit into Compound V3 on Arbitrum.' },
    });
  });

  it('drops what misses a bar, but keeps the move so its arithmetic can be shown', () => {
    const v = pairCandidate(source('cUSDC', 42161, 4000, 5), aave(42161, 'Arbitrum', 5.2), settings);
    expect(v).toMatchObject({
      ok: false,
      drop: {
        code: 'below-min-improvement',
        reason: 'Pays 5.20% vs 5.00% now: +0.20 points, under the minimum of +0.25 points.',
        from: 'Compound V3@Arbitrum',
        to: 'Aave V3@Arbitrum',
      },
      measure: { amountUsd: 4000 },
    });
  });

  it('tells idle money kept back by the reserve from money that is simply too little', () => {
    const usdc = testEntry('USDC', 8453, '100');
    const [kept] = currentPositions([usdc], [], { totalUsd: 95, perChainUsd: {} });
    expect(pairCandidate(kept as PositionDetail, aave(8453, 'Base', 5), settings)).toMatchObject({
      ok: false,
      drop: {
        code: 'too-small',
        reason:
          'The cash reserve keeps $95.00 of this $100 idle; the $5.00 left is under the $10.00 minimum move.',
      },
      measure: { amountUsd: 5 },
    });
    const tiny = source('USDC', 8453, 5);
    expect(pairCandidate(tiny, aave(8453, 'Base', 5), settings)).toMatchObject({
      ok: false,
      drop: { code: 'too-small', reason: '$5.00 is under the $10.00 minimum move.' },
    });
  });

  it('a pool cap that leaves less than the minimum move is named as the reason', () => {
    const v = pairCandidate(
      source('cUSDC', 42161, 4000, 3),
      aave(42161, 'Arbitrum', 6, { tvl: 50 }),
      settings,
    );
    expect(v).toMatchObject({
      ok: false,
      drop: {
        code: 'pool-cap',
        reason: 'The pool cap (10% of its $50.00 TVL) leaves $5.00, under the $10.00 minimum move.',
      },
    });
  });
});
