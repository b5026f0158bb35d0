// Idle stablecoins as sources of the optimizer: money sitting in the wallet earns 0% and can be deposited (after a
// CCTP bridge when the best pool is on another chain) like money withdrawn from a position. The cash reserve the
// user keeps is taken off first: per chain where the user named a chain, then the total, shared out in proportion
// to what each chain holds idle (no chain is emptied to keep another's cash).
import type { Address } from 'viem';
import { getTokenAddress, STABLECOINS } from '../money/tokens';
import type { BalanceEntry } from '../portfolio/balance';
import type { CashReserve } from './request';

/** The protocol name idle money shows under: the wallet itself. */
export const IDLE_PROTOCOL = 'Wallet';

export type IdleSource = {
  entry: BalanceEntry;
  token: Address;
  /** USD the reserve keeps back from this balance. */
  reserveUsd: number;
};

/** A stablecoin Fin knows on that chain (the same token the pools take), held in the wallet. */
const isIdle = (e: BalanceEntry) =>
  e.asset.type === 'stablecoin' &&
  e.valueUSD > 0 &&
  STABLECOINS.some((s) => s.symbol === e.asset.symbol) &&
  getTokenAddress(e.asset.symbol, e.chainId)?.toLowerCase() === e.asset.address.toLowerCase();

/** The wallet's idle stablecoin balances with the reserve each keeps back. */
export function idleSources(entries: readonly BalanceEntry[], reserve: CashReserve): IdleSource[] {
  const idle = entries.filter(isIdle);
  // Per chain first: the chain's reserve comes off its balances, biggest balance first.
  const keptOnChain = new Map<number, number>();
  const keep = new Map<BalanceEntry, number>();
  const byValue = [...idle].sort((a, b) => b.valueUSD - a.valueUSD);
  for (const e of byValue) {
    const wanted = reserve.perChainUsd[String(e.chainId)] ?? 0;
    const left = Math.max(0, wanted - (keptOnChain.get(e.chainId) ?? 0));
    const k = Math.min(e.valueUSD, left);
    keep.set(e, k);
    keptOnChain.set(e.chainId, (keptOnChain.get(e.chainId) ?? 0) + k);
  }
  // Then the total reserve, beyond what the chains already keep, in proportion to what is still free.
  const keptSoFar = [...keep.values()].reduce((s, v) => s + v, 0);
  const free = idle.reduce((s, e) => s + (e.valueUSD - (keep.get(e) ?? 0)), 0);
  const more = Math.min(free, Math.max(0, reserve.totalUsd - keptSoFar));
  return idle.map((entry) => {
    const k = keep.get(entry) ?? 0;
    const share = free > 0 ? ((entry.valueUSD - k) / free) * more : 0;
    return {
      entry,
      token: entry.asset.address as Address,
      reserveUsd: Math.min(entry.valueUSD, k + share),
    };
  });
}

/** Total of the reserve, as it applies to this wallet (never more than its idle money). */
export function reserveTotal(sources: readonly IdleSource[]): number {
  return sources.reduce((s, x) => s + x.reserveUsd, 0);
}
