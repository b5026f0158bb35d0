// Realized APY on each row of the list: for pools read on chain, from the share prices recorded with the history
// snapshots (1, 7 and 30 days, yield-realized.ts); for the data provider's rows, its own 30-day mean APY.
import { REALIZED_WINDOW_DAYS, realizedWindows } from '@fin/shared/domain/yields/realized';
import type { RealizedApy, YieldOpportunity } from '@fin/shared/schemas/yields';
import type { SnapshotsRepository } from './history-adapter';

const DAY_MS = 86_400_000;
// A day more than the longest window, so its start point (the newest one at least 30 days old) is in range.
const LOOKBACK_MS = (Math.max(...REALIZED_WINDOW_DAYS) + 1) * DAY_MS;

function providerRealized(o: YieldOpportunity): RealizedApy | undefined {
  const mean = o.stats.apyMean30d;
  if (mean === null) return undefined;
  const asOf = o.lastUpdated;
  const from = new Date(Date.parse(asOf) - 30 * DAY_MS).toISOString();
  return { source: 'provider', windows: [{ days: 30, apy: mean, from }], asOf };
}

export async function withRealizedApy(
  data: YieldOpportunity[],
  snapshots: Pick<SnapshotsRepository, 'sharePrices'>,
  now: Date,
): Promise<YieldOpportunity[]> {
  const onchainIds = data.filter((o) => o.dataSource === 'onchain').map((o) => o.id);
  // Chain time may run ahead of the wall clock (a devnet moved forward), never behind it: the windows end at the
  // newest reading, and the wall-clock lookback only bounds what is read.
  const rows = await snapshots.sharePrices(onchainIds, new Date(now.getTime() - LOOKBACK_MS));
  const byPool = new Map<string, { chainTime: number; sharePrice: number }[]>();
  for (const r of rows) {
    const list = byPool.get(r.poolId) ?? [];
    list.push({ chainTime: r.chainTime.getTime() / 1000, sharePrice: r.sharePrice });
    byPool.set(r.poolId, list);
  }
  return data.map((o) => {
    if (o.dataSource !== 'onchain') {
      const realized = providerRealized(o);
      return realized ? { ...o, realized } : o;
    }
    const points = byPool.get(o.id) ?? [];
    const newest = points.at(-1);
    if (!newest) return o;
    const windows = realizedWindows(
      points.filter((p) => (newest.chainTime - p.chainTime) * 1000 <= LOOKBACK_MS),
    );
    if (windows.length === 0) return o;
    return {
      ...o,
      realized: { source: 'share-price', windows, asOf: new Date(newest.chainTime * 1000).toISOString() },
    };
  });
}
