// 20,000 yield opportunities generated from the real ones: the DefiLlama capture the API serves on the devnet
// (api/data/defillama/pools-snapshot.json, through the API's own mapping in @fin/shared) and perturbed with a
// seeded generator, so every run measures the same list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DefiLlamaPool, defiLlamaPoolToDraft } from '@fin/shared/domain/yields/defillama';
import { mergeYieldSources } from '@fin/shared/domain/yields/merge';
import type { YieldDraft } from '@fin/shared/domain/yields/opportunity';
import type { AllStablecoinsResponse, YieldOpportunity } from '@fin/shared/schemas/yields';

const SNAPSHOT = fileURLToPath(new URL('../api/data/defillama/pools-snapshot.json', import.meta.url));

export function realOpportunities(): { capturedAt: string; rows: YieldOpportunity[] } {
  const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as {
    capturedAt: string;
    data: DefiLlamaPool[];
  };
  const drafts = snapshot.data
    .map((p) =>
      defiLlamaPoolToDraft(p, { dataSource: 'defillama-capture', lastUpdated: snapshot.capturedAt }),
    )
    .filter((d): d is YieldDraft => d !== undefined);
  return {
    capturedAt: snapshot.capturedAt,
    rows: mergeYieldSources([{ source: 'defillama-capture', drafts }], new Date(snapshot.capturedAt)),
  };
}

/** mulberry32: a small seeded PRNG, so the generated list is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const level = (score: number): YieldOpportunity['riskLevel'] =>
  score < 3 ? 'low' : score < 6 ? 'medium' : 'high';

/**
 * `count` rows cycling through the real ones: APY ×0.5–1.6 (unknown APYs stay unknown, 1 in 50 becomes
 * unknown), TVL ×0.1–10, risk score ±1.5 (label recomputed), stability ±10; chain, asset and type as captured.
 */
export function generateOpportunities(count = 20_000, seed = 7): YieldOpportunity[] {
  const { rows } = realOpportunities();
  const rand = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const base = rows[i % rows.length] as YieldOpportunity;
    const apy =
      base.apy === null || rand() < 0.02 ? null : Math.round(base.apy * (0.5 + rand() * 1.1) * 1e4) / 1e4;
    const tvl = base.tvl === null ? null : Math.round(base.tvl * 10 ** (rand() * 2 - 1));
    const riskScore = Math.round(clamp(base.riskScore + (rand() * 3 - 1.5), 0, 10) * 10) / 10;
    return {
      ...base,
      id: `${base.id}~${Math.floor(i / rows.length)}`,
      apy,
      tvl,
      riskScore,
      riskLevel: level(riskScore),
      stabilityScore: Math.round(clamp(base.stabilityScore + (rand() * 20 - 10), 0, 100)),
    };
  });
}

export function generatedResponse(rows: YieldOpportunity[]): AllStablecoinsResponse {
  const now = new Date().toISOString();
  return {
    success: true,
    data: rows,
    cached: true,
    lastUpdated: now,
    sources: [{ name: 'generated', ok: true, count: rows.length, lastSuccess: now, asOf: null }],
  };
}
