// Top Morpho vaults on Ethereum, largest first, cached stale-while-revalidate like the yields list. A failed read is
// cached too, for the same time as a good one: Morpho's host is asked once per MORPHO_VAULTS_TTL_SECONDS however
// many pages are viewed, the failure is logged once per change (SourceStates), and the answer carries the last
// good vaults with their own time, marked stale past the freshness limit (domain/yields/freshness.ts).
import { type FreshnessProfile, isStaleFigure } from '@fin/shared/domain/yields/freshness';
import type { DependencyCheck } from '@fin/shared/schemas/health';
import type { MorphoVault, MorphoVaultsResponse } from '@fin/shared/schemas/morpho-vaults';
import type { CacheStore } from '../../cache/cache-store';
import type { SwrCache } from '../../cache/swr';
import { UnavailableError } from '../../http/errors';
import type { SourceStates } from '../health/source-states';
import type { MorphoVaultsAdapter } from './adapter';

const TOP_VAULTS = 10;
// v2: the record holds the vaults with their time and the last error (v1 held the vaults alone).
const KEY = 'morpho-vaults:ethereum:v2';
const LAST_GOOD_KEY = 'morpho-vaults:ethereum:last-good';
const NAME = 'morpho vaults';

/** What one read of the source left: the vaults to show, when they were read, and why the last read failed. */
type VaultsRecord = { vaults: MorphoVault[]; fetchedAt: string | null; error?: string };

export type MorphoVaultsOptions = {
  adapter: MorphoVaultsAdapter;
  cache: SwrCache;
  store: CacheStore;
  ttlMs: number;
  timeoutMs: number;
  profile: FreshnessProfile;
  states?: SourceStates;
  now?: () => Date;
};

export class MorphoVaultsService {
  constructor(private readonly opts: MorphoVaultsOptions) {}

  async topVaults(): Promise<MorphoVaultsResponse> {
    const { adapter } = this.opts;
    const result = await this.opts.cache.get(KEY, () => this.#read(), { ttlMs: this.opts.ttlMs });
    const { vaults, fetchedAt, error } = result.value;
    if (!fetchedAt)
      throw new UnavailableError('Unable to load Morpho vault data', 'MORPHO_UNAVAILABLE', {
        source: adapter.source,
        host: adapter.host,
        reason: error ?? 'not read yet',
      });
    const stale = isStaleFigure(fetchedAt, this.#now(), this.opts.profile);
    return {
      success: true,
      vaults,
      source: adapter.source,
      host: adapter.host,
      cached: result.cached,
      lastUpdated: fetchedAt,
      ...(stale ? { stale } : {}),
      ...(error ? { unavailable: error } : {}),
    };
  }

  /** Readiness: how the last read went, without asking Morpho. */
  async check(): Promise<DependencyCheck> {
    const name = `${NAME} (${this.opts.adapter.host})`;
    const record = (await this.opts.cache.peek<VaultsRecord>(KEY).catch(() => undefined))?.value;
    if (!record) return { name, ok: true, detail: 'not asked yet' };
    if (!record.error) return { name, ok: true, detail: `${record.vaults.length} vaults` };
    const shown = record.fetchedAt ? `its vaults from ${record.fetchedAt}` : 'no vaults';
    return { name, ok: false, detail: `${record.error}; showing ${shown}` };
  }

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  async #read(): Promise<VaultsRecord> {
    const { adapter, store, states } = this.opts;
    try {
      const all = await adapter.topVaults(AbortSignal.timeout(this.opts.timeoutMs));
      const vaults = all.sort((a, b) => b.tvl - a.tvl).slice(0, TOP_VAULTS);
      const record = { vaults, fetchedAt: this.#now().toISOString() };
      await store.set(LAST_GOOD_KEY, { value: record, storedAt: Date.now() });
      states?.answered(NAME, adapter.host, `${vaults.length} vaults`);
      return record;
    } catch (err) {
      const error = (err as Error).message.split('\n')[0] ?? 'failed';
      const lastGood = (await store.get<VaultsRecord>(LAST_GOOD_KEY).catch(() => undefined))?.value;
      const shown = lastGood?.fetchedAt
        ? `its vaults from ${lastGood.fetchedAt}`
        : "the page's built-in list, marked old";
      states?.failed(NAME, adapter.host, error, shown);
      return { vaults: lastGood?.vaults ?? [], fetchedAt: lastGood?.fetchedAt ?? null, error };
    }
  }
}
