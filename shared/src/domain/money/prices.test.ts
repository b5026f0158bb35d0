import { describe, expect, it } from 'vitest';
import { FIXED_PRICES_USD, fixedPriceUsd, fixedValueUsd, LIQUID_STAKING_PRICE_USD } from './prices';

describe('fixed price table', () => {
  it('prices stablecoins and receipts at 1 and natives at the spec figures', () => {
    expect(['USDC', 'USDT', 'DAI', 'PYUSD', 'aUSDC', 'cUSDC', 'mwUSDC', 'stUSDC'].map(fixedPriceUsd)).toEqual(
      [1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(fixedPriceUsd('ETH')).toBe(3750);
    expect(fixedPriceUsd('AVAX')).toBe(35);
    expect(fixedPriceUsd('MATIC')).toBe(0.85);
    expect(FIXED_PRICES_USD.ETH).toBe(3750);
    expect(LIQUID_STAKING_PRICE_USD).toBe(3000);
  });

  it('values amounts and gives 0 for an unknown symbol', () => {
    expect(fixedValueUsd('ETH', 2)).toBe(7500);
    expect(fixedValueUsd('MATIC', 100)).toBeCloseTo(85);
    expect(fixedPriceUsd('DOGE')).toBeUndefined();
    expect(fixedValueUsd('DOGE', 5)).toBe(0);
  });
});
