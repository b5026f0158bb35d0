import { apiUrl } from '@fin/shared/config/runtime-config';
import { allStablecoinsResponseSchema, type YieldOpportunity } from '@fin/shared/schemas/yields';
import type { PoolRule, UpComingProtocol } from '../data';

/** Spec §7: GET /api/defi/all-stablecoins; the protocol page keeps the rows of one protocol. */
export async function fetchAllStablecoins(signal?: AbortSignal): Promise<YieldOpportunity[]> {
  const res = await fetch(apiUrl('/api/defi/all-stablecoins'), { signal: signal ?? null });
  if (!res.ok) throw new Error(`The yields service answered HTTP ${res.status}`);
  const body: unknown = await res.json().catch(() => undefined);
  const parsed = allStablecoinsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('The yields service sent data Fin could not read');
  return parsed.data.data;
}

function matches(rule: PoolRule, pool: YieldOpportunity): boolean {
  if (rule.project && pool.protocolSlug.toLowerCase() !== rule.project) return false;
  if (rule.metaIncludes && !(pool.poolMeta ?? '').toLowerCase().includes(rule.metaIncludes)) return false;
  return Boolean(rule.project || rule.metaIncludes);
}

export function isProtocolPool(protocol: UpComingProtocol, pool: YieldOpportunity): boolean {
  return protocol.pools.some((rule) => matches(rule, pool));
}
