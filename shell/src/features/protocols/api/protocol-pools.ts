import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { PoolRule, UpComingProtocol } from '../data';

function matches(rule: PoolRule, pool: YieldOpportunity): boolean {
  if (rule.project && pool.protocolSlug.toLowerCase() !== rule.project) return false;
  if (rule.metaIncludes && !(pool.poolMeta ?? '').toLowerCase().includes(rule.metaIncludes)) return false;
  return Boolean(rule.project || rule.metaIncludes);
}

export function isProtocolPool(protocol: UpComingProtocol, pool: YieldOpportunity): boolean {
  return protocol.pools.some((rule) => matches(rule, pool));
}
