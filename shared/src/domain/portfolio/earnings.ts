// Earnings so far of a position, estimated as simple interest (apy/100 × value × days/365) from the deposit record
// this browser kept for that position: the chain does not say when the money went in.
import type { BalanceEntry } from '../../schemas/portfolio';
import type { DepositRecord } from '../deposit/records';
import { estimateEarnings } from '../yields/earnings';

const DAY_MS = 86_400_000;

/** The record a row belongs to: same chain, protocol and deposited asset (the receipt's underlying). */
export function findDepositRecord(
  entry: BalanceEntry,
  records: readonly DepositRecord[],
): DepositRecord | undefined {
  const protocol = entry.asset.protocol;
  if (entry.asset.type === 'stablecoin' || !protocol) return undefined;
  const asset = (entry.asset.underlyingAsset ?? entry.asset.symbol).toLowerCase();
  return records.find(
    (r) =>
      r.chainId === entry.chainId &&
      r.protocol.toLowerCase() === protocol.toLowerCase() &&
      r.asset.toLowerCase() === asset,
  );
}

export type EarningsSoFar = { earningsUSD: number; daysHeld: number; since: number };

/**
 * Estimate since the recorded deposit. The value counted is what was deposited, capped at what the row is worth now
 * (after a partial withdrawal the rest no longer earns). Undefined without a record, an APY, or a past timestamp.
 */
export function earningsSoFar(
  entry: BalanceEntry,
  record: DepositRecord | undefined,
  apy: number | undefined,
  now: number,
): EarningsSoFar | undefined {
  if (!record || apy === undefined || !Number.isFinite(apy) || apy <= 0) return undefined;
  const deposited = Number(record.amount);
  if (!Number.isFinite(deposited) || deposited <= 0 || record.timestamp > now) return undefined;
  const daysHeld = (now - record.timestamp) / DAY_MS;
  const value = Math.min(deposited, entry.valueUSD);
  return { earningsUSD: estimateEarnings(apy, value, daysHeld), daysHeld, since: record.timestamp };
}
