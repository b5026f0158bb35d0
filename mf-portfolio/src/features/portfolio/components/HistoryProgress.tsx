import type { EarningsResponse } from '@fin/shared/schemas/earnings';

/**
 * While a chain's history is read for the first time: how far each chain has got ('Reading history: Base 40%…'),
 * and that the earnings shown until then count only what has been read. Gone once every chain is read.
 */
export function HistoryProgress({ history }: { history: EarningsResponse['history'] | undefined }) {
  const reading = (history ?? []).filter((h) => h.status === 'reading');
  if (reading.length === 0) return null;
  const chains = reading.map((h) => `${h.chainName} ${Math.floor(h.progress * 100)}%`).join(', ');
  return (
    <p className="pf-history" role="status" data-testid="earnings-history-progress">
      <span className="pf-history__bar" aria-hidden="true">
        <span style={{ width: `${Math.floor(average(reading) * 100)}%` }} />
      </span>
      <span>Reading history: {chains}… Earnings shown so far are partial.</span>
    </p>
  );
}

const average = (rows: readonly { progress: number }[]) =>
  rows.reduce((s, r) => s + r.progress, 0) / rows.length;
