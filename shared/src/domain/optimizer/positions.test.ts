import { describe, expect, it } from 'vitest';
import { aave, compound } from '../../../testing/optimizer-test-data';
import { testEntry } from '../../../testing/portfolio-test-entries';
import { currentPositions, positionId } from './positions';

describe('the money the optimizer weighs', () => {
  it('idle stablecoins come first, at 0%, less the cash reserve kept on their chain', () => {
    const usdc = testEntry('USDC', 8453, '1500');
    const [idle] = currentPositions([usdc], [], { totalUsd: 0, perChainUsd: { '8453': 500 } });
    expect(idle?.position).toMatchObject({
      id: positionId(usdc),
      protocol: 'Wallet',
      chain: 'Base',
      apy: 0,
      apyKnown: true,
      idle: true,
      reserveUsd: 500,
      valueUSD: 1500,
    });
    expect(idle?.movableUsd).toBe(1000);
    expect(idle?.withdraw).toBeUndefined();
  });

  it('a position takes the APY the portfolio reports, and its pool row from the list for its risk score', () => {
    const entry = testEntry('aUSDC', 8453, '4000', { apy: 4.2 });
    const row = aave(8453, 'Base', 5, { riskScore: 2.5 });
    const [p] = currentPositions([entry], [row, compound(8453, 'Base', 6)]);
    expect(p?.venueId).toBe(row.id);
    expect(p?.position).toMatchObject({
      protocol: 'Aave V3',
      asset: 'USDC',
      apy: 4.2,
      riskScore: 2.5,
      idle: false,
    });
    expect(p?.movableUsd).toBe(4000);
  });

  it('without a reported APY the listed one counts; with neither, 0% and flagged unknown', () => {
    const entry = testEntry('aUSDC', 8453, '4000');
    expect(currentPositions([entry], [aave(8453, 'Base', 5)])[0]?.position.apy).toBe(5);
    const unknown = currentPositions([entry], [])[0]?.position;
    expect(unknown).toMatchObject({ apy: 0, apyKnown: false, riskScore: null });
  });

  it('leaves out empty balances and what Fin cannot withdraw from', () => {
    expect(currentPositions([testEntry('aUSDC', 8453, '0')], [])).toEqual([]);
  });

  it('ids a row by chain and receipt, whatever the address case', () => {
    const entry = testEntry('aUSDC', 8453, '1');
    expect(positionId(entry)).toBe(`8453:${entry.asset.address.toLowerCase()}`);
  });
});
