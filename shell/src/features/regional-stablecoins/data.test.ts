import { describe, expect, it } from 'vitest';
import { JPY_STABLECOINS, LATAM_STABLECOINS } from './data';

describe('regional stablecoin lists', () => {
  it('has 3 JPY and 6 LATAM coins with unique symbols', () => {
    expect(JPY_STABLECOINS).toHaveLength(3);
    expect(LATAM_STABLECOINS).toHaveLength(6);
    const symbols = [...JPY_STABLECOINS, ...LATAM_STABLECOINS].map((c) => c.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(JPY_STABLECOINS.every((c) => c.pegged === 'JPY')).toBe(true);
  });
});
