// The freshness rule: on mainnet a figure older than FRESHNESS_LIMIT_HOURS is not current. It is shown dimmed with
// its date, and never ranked, badged ('BEST APY'), weighed by the optimizer or the agent, or quoted by the chat as
// current. One rule for the API's list, the optimizer, the agent, the chat and the pages, so they cannot disagree.
//
// Why two hours: DefiLlama recomputes its pools about once an hour, and the API asks its sources every minute or
// two; data past two hours means at least one of DefiLlama's rounds was missed, and a rate can have moved since.
// The devnet has no clock of its own for these figures: its market is the bundled capture, so nothing there is
// stale (the rule is for mainnet, where the capture is off unless the operator turns it on, YIELDS_BUNDLED_CAPTURE).
import type { YieldOpportunity } from './yield-opportunity';

export const FRESHNESS_LIMIT_HOURS = 2;
export const FRESHNESS_LIMIT_MS = FRESHNESS_LIMIT_HOURS * 3_600_000;

export type FreshnessProfile = 'devnet' | 'mainnet';

/** True when a figure observed at `observedAt` (ISO time, or none known) is too old to present as current. */
export function isStaleFigure(
  observedAt: string | null | undefined,
  now: Date,
  profile: FreshnessProfile,
): boolean {
  if (profile === 'devnet') return false;
  const at = observedAt ? Date.parse(observedAt) : Number.NaN;
  if (!Number.isFinite(at)) return true;
  return now.getTime() - at > FRESHNESS_LIMIT_MS;
}

/** Each row marked `stale` when its figures are past the limit (rows within it carry no mark). */
export function withFreshness<T extends Pick<YieldOpportunity, 'lastUpdated'>>(
  rows: readonly T[],
  now: Date,
  profile: FreshnessProfile,
): (T & { stale?: boolean })[] {
  return rows.map((row) => (isStaleFigure(row.lastUpdated, now, profile) ? { ...row, stale: true } : row));
}

/** The rows that may be ranked, badged, weighed or quoted as current: every row not marked stale. */
export function currentOpportunities<T extends { stale?: boolean }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.stale !== true);
}

const UNITS: ReadonlyArray<[string, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How old a figure is, in words a user reads at a glance: '3 hours', '9 months', 'under a minute'. */
export function ageInWords(observedAt: string, now: Date): string {
  const ms = now.getTime() - Date.parse(observedAt);
  if (!Number.isFinite(ms)) return 'of unknown age';
  for (const [unit, size] of UNITS) {
    const n = Math.floor(ms / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'}`;
  }
  return 'under a minute';
}
