// A protocol's part of a chain read: it adds its state reads to the first aggregate3 batch, optionally rate reads
// that depend on that state to the second, and then builds its pools from the decoded answers.
import type { RatePair } from '@fin/shared/domain/yields/rates';
import type { Address } from 'viem';
import type { ReadBatch } from '../../../chains/calls';

export type OnchainPool = {
  protocolSlug: 'aave-v3' | 'compound-v3' | 'moonwell-lending' | 'morpho-blue' | 'sky-lending';
  chainId: number;
  /** Contract a deposit goes to (Aave Pool, Comet, mToken, vault, sDAI). */
  poolAddress: Address;
  /** The receipt the depositor gets (aToken, Comet, mToken, vault shares, sDAI): unique per pool. */
  receiptAddress: Address;
  receiptSymbol: string;
  /** Symbol of the deposited asset. */
  asset: string;
  underlying: Address;
  supply: RatePair;
  borrow: RatePair | null;
  /** Supply minus borrow (lending) or total assets (vaults, savings), in whole units of the asset. */
  tvl: number;
  utilization: number | null;
  /**
   * Assets per share (ERC-4626 convertToAssets), or the index a deposit grows by (Aave normalized income, Comet
   * supply index, mToken exchange rate), in any fixed scale: only its change over time is used (realized APY).
   */
  sharePrice: number | null;
  /** Vault display name, when the pool is one of several for the same asset. */
  name?: string;
};

export interface PoolReader {
  first(batch: ReadBatch): void;
  second?(batch: ReadBatch): void;
  build(): OnchainPool[];
}

/** Shares whose value is read as a vault's share price: large enough that rounding stays below 1e-12. */
export const SHARE_PROBE = 10n ** 30n;

/** A ratio of two on-chain integers as a float; null when the denominator is 0 or either is unknown. */
export function priceRatio(num: bigint | undefined, den: bigint | undefined): number | null {
  if (num === undefined || den === undefined || den === 0n) return null;
  return Number((num * 10n ** 18n) / den) / 1e18;
}

export const units = (raw: bigint, decimals: number) => Number(raw) / 10 ** decimals;
