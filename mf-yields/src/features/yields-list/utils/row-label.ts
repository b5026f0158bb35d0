import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';

/** What a screen reader says for a row: the pool, its APY and TVL, and when Fin cannot deposit there, that too. */
export function yieldRowLabel(row: YieldOpportunity, depositable: boolean): string {
  const pool = `${row.protocol}${row.poolMeta ? ` ${row.poolMeta}` : ''} ${row.asset} on ${row.chain}`;
  return `${pool}, APY ${formatApy(row.apy)}, TVL ${formatTvl(row.tvl)}${depositable ? '' : ', not depositable with Fin'}`;
}
