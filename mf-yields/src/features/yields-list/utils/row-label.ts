import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';

/**
 * What a screen reader says for a row: the pool, its APY (with its date when stale) and TVL, and when Fin cannot
 * deposit there, that too.
 */
export function yieldRowLabel(row: YieldOpportunity, depositable: boolean): string {
  const pool = `${row.protocol}${row.poolMeta ? ` ${row.poolMeta}` : ''} ${row.asset} on ${row.chain}`;
  const apy = row.stale
    ? `APY ${formatApy(row.apy)} as of ${row.lastUpdated.slice(0, 10)}, not current`
    : `APY ${formatApy(row.apy)}`;
  return `${pool}, ${apy}, TVL ${formatTvl(row.tvl)}${depositable ? '' : ', not depositable with Fin'}`;
}
