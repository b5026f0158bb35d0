// The spike rule: an APY at least 3× its 30-day mean is a spike (a reward burst, a utilization jump, a thin pool),
// not what a deposit will earn. Such a row is flagged and ranked on its 30-day mean instead of its APY.
import type { YieldOpportunity } from './yield-opportunity';

export const SPIKE_FACTOR = 3;

type SpikeInput = Pick<YieldOpportunity, 'apy' | 'stats'> & Partial<Pick<YieldOpportunity, 'realized'>>;

/** The 30-day mean: the provider's, else the pool's own 30-day realized APY. */
export function mean30d(o: SpikeInput): number | null {
  if (o.stats.apyMean30d !== null) return o.stats.apyMean30d;
  const w30 = o.realized?.windows.find((w) => w.days === 30);
  return w30 ? w30.apy : null;
}

export function isSpike(o: SpikeInput): boolean {
  const mean = mean30d(o);
  return o.apy !== null && mean !== null && mean > 0 && o.apy >= SPIKE_FACTOR * mean;
}

/** The APY the list ranks on: the 30-day mean for a spike, else the APY itself. */
export function rankingApy(o: SpikeInput): number | null {
  return isSpike(o) ? mean30d(o) : o.apy;
}
