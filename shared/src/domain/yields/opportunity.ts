// A yield opportunity before and after scoring. Sources build drafts; merging combines drafts of the same pool;
// scoring runs last so that risk and stability use the merged numbers (live APY with the longest history).

import { dataConfidence, stabilityScore } from './stability';
import type { YieldOpportunity } from './yield-opportunity';
import { assessRisk } from './yield-risk';

export type YieldDraft = Omit<
  YieldOpportunity,
  'riskScore' | 'riskLevel' | 'riskFactors' | 'stabilityScore' | 'confidence'
>;

export function scoreOpportunity(draft: YieldDraft, now: Date): YieldOpportunity {
  const risk = assessRisk(
    {
      tvl: draft.tvl,
      apy: draft.apy,
      utilization: draft.utilization,
      protocolSlug: draft.protocolSlug,
      stats: draft.stats,
    },
    now,
  );
  return {
    ...draft,
    ...risk,
    stabilityScore: stabilityScore(draft.apy, draft.stats),
    confidence: dataConfidence(draft.dataSource, draft.stats.count),
  };
}

/** A finite number or null: sources send null, NaN and strings for "no value". */
export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function round(value: number | null, digits = 5): number | null {
  if (value === null) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
