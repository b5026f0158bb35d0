// Stage 1 of the optimizer: the wallet's money it weighs. Positions that earn yield and that Fin can withdraw from
// (receipts and Morpho positions), and idle stablecoins (0%) less the cash reserve the user keeps.
import type { Address } from 'viem';
import { type WithdrawVenue, withdrawVenue } from '../deposit/withdraw-plan';
import type { BalanceEntry } from '../portfolio/balance';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import { IDLE_PROTOCOL, type IdleSource, idleSources } from './idle';
import { type CashReserve, NO_RESERVE } from './request';
import type { CurrentPosition } from './result';

export type PositionDetail = {
  position: CurrentPosition;
  entry: BalanceEntry;
  /** How the money comes out of its protocol; undefined for idle money, already in the wallet. */
  withdraw: WithdrawVenue | undefined;
  /** The stablecoin the source yields (USDC, USDT, DAI) and its token on the source chain. */
  asset: string;
  token: Address;
  /** USD that may move: the whole value, less the cash reserve for idle money. */
  movableUsd: number;
  /** The yields row of the pool this position sits in, when listed. */
  venueId: string | undefined;
};

export function positionId(entry: BalanceEntry): string {
  return `${entry.chainId}:${(entry.marketId ?? entry.asset.address).toLowerCase()}`;
}

/** Listed pools with a contract address, by chain and asset: one pass over the list, whatever its size. */
function poolIndex(list: readonly YieldOpportunity[]): Map<string, YieldOpportunity[]> {
  const index = new Map<string, YieldOpportunity[]>();
  for (const o of list) {
    if (!o.poolAddress) continue;
    const key = `${o.chainId}:${o.asset}`;
    const bucket = index.get(key);
    if (bucket) bucket.push(o);
    else index.set(key, [o]);
  }
  return index;
}

/** The yields row of the pool a position sits in: same chain and asset, pool address = the venue's contract. */
function findVenueRow(w: WithdrawVenue, entry: BalanceEntry, index: Map<string, YieldOpportunity[]>) {
  const targets = new Set([w.pool.toLowerCase(), entry.asset.address.toLowerCase()]);
  if (entry.marketId) targets.add(entry.marketId.toLowerCase());
  return index.get(`${entry.chainId}:${w.asset}`)?.find(
    (o) =>
      !!o.poolAddress &&
      targets.has(o.poolAddress.toLowerCase()) &&
      // Aave lists one Pool for every asset and Morpho Blue one singleton for every market.
      (w.method !== 'morpho-blue' || o.poolAddress.toLowerCase() === entry.marketId?.toLowerCase()),
  );
}

/** Idle money: earns 0%, may move all but the reserve kept back. */
function idleDetail({ entry, token, reserveUsd }: IdleSource): PositionDetail {
  return {
    entry,
    withdraw: undefined,
    asset: entry.asset.symbol,
    token,
    movableUsd: Math.max(0, entry.valueUSD - reserveUsd),
    venueId: undefined,
    position: {
      id: positionId(entry),
      chain: entry.chainName,
      chainId: entry.chainId,
      protocol: IDLE_PROTOCOL,
      symbol: entry.asset.symbol,
      asset: entry.asset.symbol,
      balance: Number(entry.balance),
      valueUSD: entry.valueUSD,
      apy: 0,
      apyKnown: true,
      riskScore: null,
      idle: true,
      reserveUsd,
    },
  };
}

/** A position in a protocol: its APY from the portfolio, else from its listed pool; 0 and flagged when unknown. */
function earningDetail(
  entry: BalanceEntry,
  withdraw: WithdrawVenue,
  row: YieldOpportunity | undefined,
): PositionDetail {
  const apy = entry.apy ?? row?.apy ?? undefined;
  const apyKnown = typeof apy === 'number' && Number.isFinite(apy);
  return {
    entry,
    withdraw,
    asset: withdraw.asset,
    token: withdraw.token,
    movableUsd: entry.valueUSD,
    venueId: row?.id,
    position: {
      id: positionId(entry),
      chain: entry.chainName,
      chainId: entry.chainId,
      protocol: withdraw.protocol,
      symbol: entry.asset.symbol,
      asset: withdraw.asset,
      balance: Number(entry.balance),
      valueUSD: entry.valueUSD,
      apy: apyKnown ? apy : 0,
      apyKnown,
      riskScore: row ? row.riskScore : null,
      idle: false,
      reserveUsd: 0,
    },
  };
}

/** The wallet's money the optimizer weighs: idle stablecoins first, then the positions Fin can withdraw from. */
export function currentPositions(
  entries: readonly BalanceEntry[],
  opportunities: readonly YieldOpportunity[],
  reserve: CashReserve = NO_RESERVE,
): PositionDetail[] {
  const out = idleSources(entries, reserve).map(idleDetail);
  const index = poolIndex(opportunities);
  for (const entry of entries) {
    if (entry.asset.type === 'stablecoin' || !(entry.valueUSD > 0)) continue;
    const withdraw = withdrawVenue(entry);
    if (withdraw) out.push(earningDetail(entry, withdraw, findVenueRow(withdraw, entry, index)));
  }
  return out;
}
