// A balance entry as a row shows it: with its live APY and what it really earned (GET /api/earnings).
import { type PoolApySource, rowApy } from '@fin/shared/domain/portfolio/apy';
import type { PortfolioCsvRow } from '@fin/shared/domain/portfolio/csv';
import { earningsNote, type PositionEarnings } from '@fin/shared/domain/portfolio/earnings';
import { balanceEntryKey, isZeroBalance } from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';

export type RowView = {
  key: string;
  entry: BalanceEntry;
  apy?: number;
  earnings?: PositionEarnings;
  /** Its history is still being read for the first time: the earnings count what was read so far. */
  partial?: boolean;
  zero: boolean;
};

/**
 * A counted position's earnings as the row shows them: earned = the value on screen (this portfolio read) − the
 * money in. The value and 'earned' then always agree, whichever of the two reads (portfolio, earnings) came last;
 * the money in only moves with a deposit or withdrawal, after which both are read again together.
 */
function alongsideValue(entry: BalanceEntry, earnings: PositionEarnings): PositionEarnings {
  if (earnings.status !== 'counted') return earnings;
  return { ...earnings, valueUSD: entry.valueUSD, earnedUSD: entry.valueUSD - earnings.netInUSD };
}

export function toRowViews(
  entries: readonly BalanceEntry[],
  pools: readonly PoolApySource[] | undefined,
  earned: EarningsResponse | undefined,
): RowView[] {
  const byKey = new Map(earned?.positions.map((p) => [p.key, p]));
  return entries.map((entry) => {
    const key = balanceEntryKey(entry);
    const position = byKey.get(key);
    const earnings = position?.earnings;
    return {
      key,
      entry,
      apy: rowApy(entry, pools),
      ...(earnings ? { earnings: alongsideValue(entry, earnings) } : {}),
      ...(position?.partial ? { partial: true } : {}),
      zero: isZeroBalance(entry),
    };
  });
}

/**
 * What the listed rows earned to date, counted positions only (not those whose history is still being read);
 * undefined when none is counted.
 */
export function earnedOf(rows: readonly RowView[]): number | undefined {
  const counted = rows.flatMap((r) =>
    r.earnings?.status === 'counted' && !r.partial ? [r.earnings.earnedUSD] : [],
  );
  return counted.length ? counted.reduce((s, v) => s + v, 0) : undefined;
}

export function toCsvRows(rows: readonly RowView[]): PortfolioCsvRow[] {
  return rows.map(({ entry, apy, earnings }) => {
    const counted = earnings?.status === 'counted' ? earnings : undefined;
    const note = earnings ? earningsNote(earnings) : undefined;
    return {
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
      netInUSD: counted?.netInUSD,
      earnedUSD: counted?.earnedUSD,
      realizedApy: counted?.realizedApy,
      earningsNote: note,
    };
  });
}
