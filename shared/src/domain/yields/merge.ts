// Merging the yield sources into one list without duplicates.
//
// Two rows are the same pool when
//   1. they carry the same id (a DefiLlama pool UUID; the on-chain source sets it when it knows the pool), or
//   2. both are the main market of a lending protocol for the same underlying token on the same chain
//      (protocol slug + chain + underlying address + no poolMeta), and that key is unique within each source —
//      vault protocols list many pools per token, so they only ever match by id.
// Within a group the source listed first (on-chain, then live DefiLlama, then the capture) provides the live numbers;
// history statistics come from the first row that has them, and the DefiLlama id wins so the history chart works.

import { scoreOpportunity, type YieldDraft } from './opportunity';
import type { YieldDataSource, YieldOpportunity, YieldStats } from './yield-opportunity';

export type SourceDrafts = { source: YieldDataSource; drafts: readonly YieldDraft[] };

export const ONCHAIN_ID_PREFIX = 'onchain-';

export function onchainPoolId(chainId: number, poolAddress: string): string {
  return `${ONCHAIN_ID_PREFIX}${chainId}-${poolAddress.toLowerCase()}`;
}

/** The lending-market key of rule 2, or undefined when the row cannot be matched that way. */
export function lendingMarketKey(d: YieldDraft): string | undefined {
  if (d.type !== 'lending' || d.poolMeta || d.underlyingAssets.length !== 1) return undefined;
  return `${d.chainId}|${d.protocolSlug}|${d.underlyingAssets[0]?.toLowerCase()}`;
}

function uniqueKeys(drafts: readonly YieldDraft[]): Set<string> {
  const seen = new Map<string, number>();
  for (const d of drafts) {
    const key = lendingMarketKey(d);
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, n]) => n === 1).map(([k]) => k));
}

function firstNonNull<K extends keyof YieldStats>(group: YieldDraft[], key: K): YieldStats[K] {
  for (const d of group) if (d.stats[key] !== null) return d.stats[key];
  return null;
}

function mergeGroup(group: YieldDraft[]): YieldDraft {
  const [primary, ...rest] = group;
  if (!primary || rest.length === 0) return primary as YieldDraft;
  const stats: YieldStats = {
    apyMean30d: firstNonNull(group, 'apyMean30d'),
    sigma: firstNonNull(group, 'sigma'),
    mu: firstNonNull(group, 'mu'),
    outlier: firstNonNull(group, 'outlier'),
    count: firstNonNull(group, 'count'),
    apyPct1D: firstNonNull(group, 'apyPct1D'),
    apyPct7D: firstNonNull(group, 'apyPct7D'),
    apyPct30D: firstNonNull(group, 'apyPct30D'),
  };
  const llamaId = group.find((d) => !d.id.startsWith(ONCHAIN_ID_PREFIX))?.id;
  const moonwellUrl = group.find((d) => d.moonwellUrl)?.moonwellUrl;
  return {
    ...primary,
    id: llamaId ?? primary.id,
    poolAddress: primary.poolAddress ?? rest.find((d) => d.poolAddress)?.poolAddress ?? null,
    historical7d: primary.historical7d ?? rest.find((d) => d.historical7d !== null)?.historical7d ?? null,
    sources: [...new Set(group.flatMap((d) => d.sources))],
    ...(moonwellUrl ? { moonwellUrl } : {}),
    stats,
  };
}

/** APY descending (unknown last), then TVL descending, then id: the list's default order. */
export function compareByApy(a: YieldOpportunity, b: YieldOpportunity): number {
  const apy = (b.apy ?? Number.NEGATIVE_INFINITY) - (a.apy ?? Number.NEGATIVE_INFINITY);
  if (apy !== 0 && !Number.isNaN(apy)) return apy;
  const tvl = (b.tvl ?? 0) - (a.tvl ?? 0);
  if (tvl !== 0) return tvl;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Merge sources (best first), de-duplicate, score and sort. */
export function mergeYieldSources(sources: readonly SourceDrafts[], now: Date): YieldOpportunity[] {
  const groups: YieldDraft[][] = [];
  const byId = new Map<string, YieldDraft[]>();
  const byKey = new Map<string, YieldDraft[]>();
  for (const { drafts } of sources) {
    const unique = uniqueKeys(drafts);
    for (const draft of drafts) {
      const rawKey = lendingMarketKey(draft);
      const key = rawKey && unique.has(rawKey) ? rawKey : undefined;
      let group = byId.get(draft.id) ?? (key ? byKey.get(key) : undefined);
      if (group && !group.some((d) => d.dataSource === draft.dataSource)) {
        group.push(draft);
      } else if (group && byId.get(draft.id) === group) {
        continue; // the same pool listed twice by one source: keep the first
      } else {
        group = [draft];
        groups.push(group);
      }
      if (!byId.has(draft.id)) byId.set(draft.id, group);
      if (key && !byKey.has(key)) byKey.set(key, group);
    }
  }
  return groups.map((g) => scoreOpportunity(mergeGroup(g), now)).sort(compareByApy);
}
