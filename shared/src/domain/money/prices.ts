import { getAsset } from './tokens';

// Fixed price table (USD per unit); no price is fetched. Used where no live price is read: stablecoins and
// receipts are valued at par, natives at fixed figures.
export const FIXED_PRICES_USD = {
  USDC: 1,
  USDT: 1,
  DAI: 1,
  PYUSD: 1,
  ETH: 3750,
  AVAX: 35,
  MATIC: 0.85,
} as const;

/** Lido and Rocket Pool positions are priced at 3000 per unit, a fixed figure like the natives'. */
export const LIQUID_STAKING_PRICE_USD = 3000;

/** Stablecoins and receipt tokens are priced at 1: a receipt's balance is read in its stablecoin's units. */
export const STABLE_PRICE_USD = 1;

/** USD price of one unit of a registry asset; undefined for a symbol the table does not cover. */
export function fixedPriceUsd(symbol: string): number | undefined {
  const asset = getAsset(symbol);
  if (!asset) return undefined;
  if (asset.type === 'stablecoin' || asset.type === 'receipt') return STABLE_PRICE_USD;
  return (FIXED_PRICES_USD as Record<string, number>)[symbol];
}

/** USD value of an amount (in whole units) at the fixed table; 0 for an unpriced symbol. */
export function fixedValueUsd(symbol: string, amount: number): number {
  return (fixedPriceUsd(symbol) ?? 0) * amount;
}
