// GET /api/defi/pools/:id/history: the captured DefiLlama history of a pool plus the snapshots recorded here.
import { buildHistory, lastDays, type RawHistoryPoint } from '@fin/shared/domain/yields/history';
import type { HistoryPoint } from '@fin/shared/schemas/yields';
import { NotFoundError } from '../../http/errors';
import type { HistoryFiles, Series, SnapshotsRepository } from './history-adapter';
import type { YieldsService } from './service';

function seriesPoints(series: Series): RawHistoryPoint[] {
  const source = series.series.startsWith('capture:') ? 'defillama-capture' : 'defillama-chart';
  return series.points.map(([t, apy, apyBase, apyReward, tvlUsd]) => ({
    timestamp: new Date(t * 1000).toISOString(),
    apy,
    apyBase,
    apyReward,
    tvlUsd,
    source,
  }));
}

export class PoolHistoryService {
  constructor(
    private readonly files: HistoryFiles,
    private readonly snapshots: SnapshotsRepository,
    private readonly yields: YieldsService,
  ) {}

  async history(id: string, days?: number): Promise<HistoryPoint[]> {
    const [fileNames, recordedRows] = await Promise.all([this.files.filesFor([id]), this.snapshots.list(id)]);
    if (fileNames.length === 0 && recordedRows.length === 0) {
      const known = (await this.yields.peek())?.some((o) => o.id === id);
      if (!known) {
        throw new NotFoundError(
          `No pool with id '${id}': use the id of an opportunity from GET /api/defi/all-stablecoins`,
          'POOL_NOT_FOUND',
        );
      }
    }
    const captured = (await Promise.all(fileNames.map((f) => this.files.load(f)))).flatMap(seriesPoints);
    const recorded: RawHistoryPoint[] = recordedRows.map((r) => ({
      timestamp: r.takenAt.toISOString(),
      apy: r.apy,
      apyBase: r.apyBase,
      apyReward: r.apyReward,
      tvlUsd: r.tvlUsd,
      source: 'recorded',
    }));
    const points = buildHistory(captured, recorded);
    return days ? lastDays(points, days) : points;
  }
}
