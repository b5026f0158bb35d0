// The yields list: every source fetched in parallel (each with a deadline), merged and de-duplicated, scored, and
// cached stale-while-revalidate. A source that fails contributes its last good data, so a failing source never
// turns into an error while anything is cached; only when no source has ever answered is the list unavailable.
import { withDeadline } from '@fin/shared/api/deadline';
import { type FreshnessProfile, isStaleFigure, withFreshness } from '@fin/shared/domain/yields/freshness';
import { mergeYieldSources, type SourceDrafts } from '@fin/shared/domain/yields/merge';
import type { AllStablecoinsResponse, YieldOpportunity } from '@fin/shared/schemas/yields';
import type { Logger } from 'pino';
import type { CacheStore } from '../../cache/cache-store';
import type { SwrCache, SwrResult } from '../../cache/swr';
import { UnavailableError } from '../../http/errors';
import type { SourceStates } from '../health/source-states';
import type { SnapshotRow, SnapshotsRepository } from './history-adapter';
import { withRealizedApy } from './realized';
import { marketOf, type SharePriceReading, type SourceData, type YieldSource } from './source';

export type YieldsList = Omit<AllStablecoinsResponse, 'success' | 'cached'>;
type SourceStatus = YieldsList['sources'][number];
type LastGood = SourceData & { fetchedAt: string };

const LIST_KEY = 'yields:all';
const sourceKey = (name: string) => `yields:source:${name}`;

export type YieldsServiceOptions = {
  /** Best first: the first source's numbers win when two describe one pool. */
  sources: YieldSource[];
  cache: SwrCache;
  store: CacheStore;
  snapshots: SnapshotsRepository;
  ttlMs: number;
  sourceTimeoutMs: number;
  logger: Logger;
  now?: () => Date;
  /** A forced refresh (?refresh=true) within this long of the last build is served the last build instead. */
  refreshMinIntervalMs?: number;
  /**
   * Asks the cluster whether this instance may run a forced refresh now (cluster-jobs.ts): with several instances,
   * at most one forced refresh per refreshMinIntervalMs in all of them, not one in each.
   */
  claimRefresh?: (minIntervalMs: number) => Promise<boolean>;
  /** At most one history snapshot per pool per this interval, however often the list is rebuilt. */
  snapshotIntervalMs?: number;
  /** Logs a source that stops or starts answering, once per change. */
  states?: SourceStates;
  /** Mainnet applies the freshness rule (domain/yields/freshness.ts); the devnet's capture is its market. */
  profile?: FreshnessProfile;
};

const shareColumns = (p: SharePriceReading | undefined) =>
  p ? { sharePrice: p.sharePrice, chainTime: new Date(p.chainTime * 1000) } : {};

export class YieldsService {
  #statuses: SourceStatus[] = [];

  constructor(private readonly opts: YieldsServiceOptions) {
    this.#statuses = opts.sources.map((s) => ({
      name: s.name,
      ok: false,
      count: 0,
      lastSuccess: null,
      asOf: null,
      ...(s.host ? { host: s.host } : {}),
      error: 'not fetched yet',
    }));
  }

  /**
   * `refresh` asks the sources again, but at most once per refreshMinIntervalMs: ?refresh=true is one URL away
   * for anyone, and each build reads six chains and the outside sources. Concurrent refreshes share one build.
   */
  async getAll(refresh: boolean): Promise<SwrResult<YieldsList>> {
    let force = refresh;
    if (force && (this.opts.refreshMinIntervalMs ?? 0) > 0) {
      const last = await this.opts.cache.peek<YieldsList>(LIST_KEY);
      const now = (this.opts.now?.() ?? new Date()).getTime();
      if (last && now - last.storedAt < (this.opts.refreshMinIntervalMs ?? 0)) force = false;
      else if (this.opts.claimRefresh)
        force = await this.opts.claimRefresh(this.opts.refreshMinIntervalMs ?? 0).catch(() => true);
    }
    const result = await this.opts.cache.get(LIST_KEY, () => this.#build(), {
      ttlMs: this.opts.ttlMs,
      force,
    });
    // The list may have been built by another instance: its source report travels with it.
    this.#statuses = result.value.sources;
    return result;
  }

  /** The cached list without triggering any source call (portfolio APYs, history lookups). */
  async peek(): Promise<YieldOpportunity[] | undefined> {
    return (await this.opts.cache.peek<YieldsList>(LIST_KEY))?.value.data;
  }

  /** Each source's state after the last refresh, for the readiness report. */
  sourceStatuses(): SourceStatus[] {
    return this.#statuses;
  }

  async #fetchSource(source: YieldSource): Promise<SourceData> {
    return withDeadline(this.opts.sourceTimeoutMs, source.name, (signal) => source.fetch(signal));
  }

  /** One source's outcome of this build: its data (fresh, or its last good), its status, and the one log line. */
  async #outcome(
    source: YieldSource,
    outcome: PromiseSettledResult<SourceData> | undefined,
    now: Date,
  ): Promise<{ data: LastGood | undefined; status: SourceStatus }> {
    const name = `yields: ${source.name}`;
    const host = source.host ?? source.name;
    let data: LastGood | undefined;
    let error: string | undefined;
    if (outcome?.status === 'fulfilled') {
      data = { ...outcome.value, fetchedAt: now.toISOString() };
      await this.opts.store.set(sourceKey(source.name), { value: data, storedAt: now.getTime() });
      this.opts.states?.answered(name, host, `${data.drafts.length} pools`);
    } else {
      error = (outcome?.reason as Error)?.message?.split('\n')[0] ?? 'failed';
      data = (await this.opts.store.get<LastGood>(sourceKey(source.name)))?.value;
      const fallback = data
        ? `its last good data, from ${data.fetchedAt}`
        : 'nothing from it (no earlier data): its pools are left out';
      this.opts.states?.failed(name, host, error, fallback);
    }
    const observedAt = data?.asOf ?? data?.fetchedAt;
    const stale = data ? isStaleFigure(observedAt, now, this.opts.profile ?? 'devnet') : false;
    const status: SourceStatus = {
      name: source.name,
      ok: !error,
      count: data?.drafts.length ?? 0,
      lastSuccess: data?.fetchedAt ?? null,
      asOf: data?.asOf ?? null,
      ...(source.host ? { host: source.host } : {}),
      ...(stale ? { stale } : {}),
      ...(error ? { error } : {}),
    };
    return { data, status };
  }

  async #build(): Promise<YieldsList> {
    const now = this.opts.now?.() ?? new Date();
    const settled = await Promise.allSettled(this.opts.sources.map((s) => this.#fetchSource(s)));
    const used: SourceDrafts[] = [];
    const fresh = new Set<string>();
    const sharePrices = new Map<string, SharePriceReading>();
    const statuses: SourceStatus[] = [];
    const asOfs: string[] = [];
    for (const [i, source] of this.opts.sources.entries()) {
      const outcome = settled[i];
      const { data, status } = await this.#outcome(source, outcome, now);
      statuses.push(status);
      if (outcome?.status === 'fulfilled') {
        fresh.add(source.dataSource);
        for (const p of outcome.value.sharePrices ?? []) sharePrices.set(p.market, p);
      }
      if (data) {
        used.push({ source: source.dataSource, drafts: data.drafts });
        if (data.asOf) asOfs.push(data.asOf);
      }
    }
    this.#statuses = statuses;
    if (used.length === 0) {
      throw new UnavailableError(
        'No yield data is available yet: every source failed',
        'YIELDS_UNAVAILABLE',
        {
          sources: statuses,
        },
      );
    }
    const merged = mergeYieldSources(used, now);
    await this.#record(merged, fresh, sharePrices, now);
    const realized = await withRealizedApy(merged, this.opts.snapshots, now).catch((err) => {
      this.opts.logger.error({ err }, 'could not compute realized APYs');
      return merged;
    });
    const data = withFreshness(realized, now, this.opts.profile ?? 'devnet');
    const asOf = asOfs.sort()[0];
    // One line per build: with several instances, the count across their logs is how often the sources were asked.
    this.opts.logger.info({ pools: data.length }, 'yields list built');
    return { data, lastUpdated: now.toISOString(), ...(asOf ? { asOf } : {}), sources: statuses };
  }

  /**
   * Rows a live source produced in this build become history points; captured rows already have theirs, and a
   * failed source's last good rows are old numbers, not new observations. A failed write never fails the list.
   */
  async #record(
    data: YieldOpportunity[],
    fresh: Set<string>,
    sharePrices: Map<string, SharePriceReading>,
    now: Date,
  ): Promise<void> {
    const startedAt = now.getTime() - 1000;
    const last = await this.#lastSnapshots();
    const interval = this.opts.snapshotIntervalMs ?? 0;
    const rows: SnapshotRow[] = data
      .filter(
        (o) =>
          o.dataSource !== 'defillama-capture' &&
          fresh.has(o.dataSource) &&
          Date.parse(o.lastUpdated) >= startedAt &&
          // One point per pool per interval: the chart gains nothing from more, the table grows from them.
          now.getTime() - (last.get(o.id) ?? Number.NEGATIVE_INFINITY) >= interval,
      )
      .map((o) => ({
        ...shareColumns(sharePrices.get(marketOf(o))),
        poolId: o.id,
        takenAt: now,
        apy: o.apy,
        apyBase: o.apyComponents.base,
        apyReward: o.apyComponents.rewards,
        tvlUsd: o.tvl,
        utilization: o.utilization,
        source: o.dataSource,
      }));
    await this.opts.snapshots.insertMany(rows, interval).then(
      () => {
        for (const r of rows) last.set(r.poolId, now.getTime());
      },
      (err) => {
        this.opts.logger.error({ err }, 'could not record yield snapshots');
      },
    );
  }

  #lastSnapshotTimes: Promise<Map<string, number>> | undefined;

  /** Each pool's last snapshot time, read from the database once, then kept up to date here. */
  #lastSnapshots(): Promise<Map<string, number>> {
    this.#lastSnapshotTimes ??= this.opts.snapshots.latestTakenAt().catch(() => new Map<string, number>());
    return this.#lastSnapshotTimes;
  }
}
