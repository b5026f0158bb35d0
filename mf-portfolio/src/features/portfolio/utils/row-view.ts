// A balance entry as a row shows it: with its live APY and its earnings so far.
import type { DepositRecord } from '@fin/shared/domain/deposit/records';
import { type PoolApySource, rowApy } from '@fin/shared/domain/portfolio/apy';
import type { PortfolioCsvRow } from '@fin/shared/domain/portfolio/csv';
import { type EarningsSoFar, earningsSoFar, findDepositRecord } from '@fin/shared/domain/portfolio/earnings';
import { balanceEntryKey, isZeroBalance } from '@fin/shared/domain/portfolio/rows';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';

export type RowView = {
  key: string;
  entry: BalanceEntry;
  apy?: number;
  earnings?: EarningsSoFar;
  zero: boolean;
};

export function toRowViews(
  entries: readonly BalanceEntry[],
  pools: readonly PoolApySource[] | undefined,
  records: readonly DepositRecord[],
  now: number,
): RowView[] {
  return entries.map((entry) => {
    const apy = rowApy(entry, pools);
    const earnings = earningsSoFar(entry, findDepositRecord(entry, records), apy, now);
    return { key: balanceEntryKey(entry), entry, apy, earnings, zero: isZeroBalance(entry) };
  });
}

export function toCsvRows(rows: readonly RowView[]): PortfolioCsvRow[] {
  return rows.map(({ entry, apy, earnings }) => ({
    chainName: entry.chainName,
    chainId: entry.chainId,
    symbol: entry.asset.symbol,
    name: entry.asset.name,
    type: entry.asset.type,
    protocol: entry.asset.protocol,
    balance: entry.balance,
    valueUSD: entry.valueUSD,
    apy,
    marketId: entry.marketId,
    collateral: entry.collateral,
    earningsUSD: earnings?.earningsUSD,
  }));
}
