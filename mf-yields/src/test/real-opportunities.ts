// Test data from real captures, through the API's own mapping: the DefiLlama pools snapshot the API serves on the
// devnet (api/data/defillama/pools-snapshot.json, converted from the shared DefiLlama capture of 2026-03-04) is
// turned into opportunities by the same shared domain code the API uses, and a real /chart history is read
// the same way. No opportunity here is invented.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DefiLlamaPool, defiLlamaPoolToDraft } from '@fin/shared/domain/yields/defillama';
import { mergeYieldSources } from '@fin/shared/domain/yields/merge';
import type { YieldDraft } from '@fin/shared/domain/yields/opportunity';
import type { AllStablecoinsResponse, HistoryPoint, YieldOpportunity } from '@fin/shared/schemas/yields';

// Tests run with the package folder as the working directory (vitest's root).
const DATA = join(process.cwd(), '../api/data/defillama');

type Snapshot = { capturedAt: string; data: DefiLlamaPool[] };

export function realOpportunities(): { capturedAt: string; rows: YieldOpportunity[] } {
  const snapshot = JSON.parse(readFileSync(join(DATA, 'pools-snapshot.json'), 'utf8')) as Snapshot;
  const drafts = snapshot.data
    .map((p) =>
      defiLlamaPoolToDraft(p, { dataSource: 'defillama-capture', lastUpdated: snapshot.capturedAt }),
    )
    .filter((d): d is YieldDraft => d !== undefined);
  const rows = mergeYieldSources([{ source: 'defillama-capture', drafts }], new Date(snapshot.capturedAt));
  return { capturedAt: snapshot.capturedAt, rows };
}

export function allStablecoinsResponse(rows: YieldOpportunity[], capturedAt: string): AllStablecoinsResponse {
  return {
    success: true,
    data: rows,
    cached: true,
    lastUpdated: '2026-03-05T09:30:00.000Z',
    asOf: capturedAt,
    sources: [
      { name: 'defillama-capture', ok: true, count: rows.length, lastSuccess: capturedAt, asOf: capturedAt },
    ],
  };
}

/** A real DefiLlama /chart history (Morpho APRUSDC on Ethereum) as history points. */
export function realHistory(): HistoryPoint[] {
  const file = join(DATA, 'history/chart-a1b0e78d-56c7-4259-9deb-93e18aafadbb.json');
  const chart = JSON.parse(readFileSync(file, 'utf8')) as {
    points: [number, number, number, number, number][];
  };
  return chart.points.map(([ts, apy, apyBase, apyReward, tvlUsd]) => ({
    timestamp: new Date(ts * 1000).toISOString(),
    apy,
    apyBase,
    apyReward,
    tvlUsd,
    apyMean30d: null,
    source: 'defillama-chart',
  }));
}
