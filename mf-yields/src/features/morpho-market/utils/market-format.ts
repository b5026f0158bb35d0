import { formatAmount } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';

/** A rate as the helper shows it: '4.12%', or '-' while unknown. */
export const pct = (fraction: number | undefined) =>
  fraction === undefined ? '-' : `${(fraction * 100).toFixed(2)}%`;
/** USDC base units as a token amount. */
export const usdc = (units: bigint) => formatTokenAmount(formatAmount(units, 6), 6);
