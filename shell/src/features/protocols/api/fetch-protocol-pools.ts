import { apiUrl } from '@fin/shared/config/runtime-config';
import { allStablecoinsResponseSchema, type YieldOpportunity } from '@fin/shared/schemas/yields';
import type { UpComingProtocol } from '../data';

/** Spec §7: GET /api/defi/all-stablecoins; the protocol page keeps the rows of one protocol. */
export async function fetchAllStablecoins(signal?: AbortSignal): Promise<YieldOpportunity[]> {
  const res = await fetch(apiUrl('/api/defi/all-stablecoins'), { signal: signal ?? null });
  if (!res.ok) throw new Error(`The yields service answered HTTP ${res.status}`);
  const parsed = allStablecoinsResponseSchema.safeParse(await res.json());
  if (!parsed.success) throw new Error('The yields service sent data Fin could not read');
  return parsed.data.data;
}

export function isProtocolPool(protocol: UpComingProtocol, pool: YieldOpportunity): boolean {
  const slug = pool.protocolSlug.toLowerCase();
  if (protocol.pools.projectSlugs.includes(slug)) return true;
  const meta = protocol.pools.metaIncludes;
  if (!meta) return false;
  return [pool.poolMeta, pool.description, pool.protocol].some((text) => text?.toLowerCase().includes(meta));
}
