// What the yields header says about where its figures come from: the data's own time (not the time the list was
// rebuilt), and in one line each source that did not answer or whose figures are past the freshness limit, with
// the age of what is shown for it (domain/yields/freshness.ts).
import { ageInWords } from '@fin/shared/domain/yields/freshness';
import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';

type SourceStatus = AllStablecoinsResponse['sources'][number];

const LABEL: Record<string, string> = {
  onchain: 'The chains',
  defillama: 'DefiLlama',
  'defillama-capture': 'The bundled capture',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** When a source's figures were observed: a capture's own date, else when they were fetched. */
const observedAt = (s: SourceStatus) => s.asOf ?? s.lastSuccess;

function sourceNote(s: SourceStatus, now: Date): string | null {
  const name = `${LABEL[s.name] ?? s.name}${s.host && s.name !== 'defillama-capture' ? ` (${s.host})` : ''}`;
  const at = observedAt(s);
  const dimmed = s.stale ? ', dimmed and not ranked' : '';
  if (!s.ok && (s.count === 0 || !at)) return `${name} did not answer: its pools are left out`;
  if (!s.ok && at)
    return `${name} did not answer: its ${s.count} pools are from ${ageInWords(at, now)} ago${dimmed}`;
  if (s.stale && at)
    return `${s.count} pools from ${s.name === 'defillama-capture' ? 'the bundled capture' : name} of ${day(at)} (${ageInWords(at, now)} old)${dimmed}`;
  return null;
}

/**
 * `updatedAt`: the oldest read among the sources whose figures are shown as current (every current figure is at
 * least that fresh); with none current, the newest of what is shown. `notice`: one line, or null when every source
 * answered with current figures.
 */
export function sourcesNotice(
  sources: readonly SourceStatus[],
  lastUpdated: string,
  now: Date,
): { updatedAt: string; notice: string | null } {
  const withData = sources.filter((s) => s.count > 0 && observedAt(s));
  // A current capture (the devnet's market) has its own caption with its date: its fetch time counts here.
  const current = withData.filter((s) => !s.stale).map((s) => (s.lastSuccess ?? observedAt(s)) as string);
  const shown = withData.map((s) => observedAt(s) as string);
  const updatedAt = current.sort()[0] ?? shown.sort().at(-1) ?? lastUpdated;
  const notes = sources.map((s) => sourceNote(s, now)).filter((n): n is string => n !== null);
  return { updatedAt, notice: notes.length > 0 ? `${notes.join(' · ')}.` : null };
}
