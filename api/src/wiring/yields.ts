// The yields list (on-chain reads, DefiLlama, the bundled capture, best first), its history and the Morpho vaults.
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { SourceStates } from '../modules/health/source-states';
import { MorphoApiVaults, OnchainMorphoVaults } from '../modules/morpho-vaults/adapter';
import { MorphoVaultsService } from '../modules/morpho-vaults/service';
import { CaptureYieldSource } from '../modules/yields/capture-adapter';
import { DefiLlamaYieldSource } from '../modules/yields/defillama-adapter';
import { HistoryFiles, SnapshotsRepository } from '../modules/yields/history-adapter';
import { PoolHistoryService } from '../modules/yields/history-service';
import { OnchainYieldSource } from '../modules/yields/onchain-adapter';
import { YieldsService } from '../modules/yields/service';
import type { YieldSource } from '../modules/yields/source';
import type { Core } from './core';
import type { DepsOverrides } from './overrides';

function yieldSources(
  config: Config,
  core: Core,
  history: HistoryFiles,
  overrides: DepsOverrides,
): YieldSource[] {
  return (
    overrides.yieldSources ?? [
      new OnchainYieldSource(core.chains, history, undefined, overrides.now),
      ...(config.defillamaBaseUrl
        ? [
            new DefiLlamaYieldSource({
              baseUrl: config.defillamaBaseUrl,
              fetch: core.fetch,
              ...(overrides.now ? { now: overrides.now } : {}),
            }),
          ]
        : []),
      ...(config.bundledCapture ? [new CaptureYieldSource()] : []),
    ]
  );
}

export function createYieldsDeps(
  config: Config,
  logger: Logger,
  database: Database,
  core: Core,
  overrides: DepsOverrides,
) {
  const states = new SourceStates(logger);
  const historyFiles = new HistoryFiles();
  const snapshots = new SnapshotsRepository(database.db);
  const yields = new YieldsService({
    sources: yieldSources(config, core, historyFiles, overrides),
    cache: core.cache,
    store: core.store,
    snapshots,
    ttlMs: config.yieldsTtlMs,
    sourceTimeoutMs: config.sourceTimeoutMs,
    refreshMinIntervalMs: config.yieldsRefreshMinIntervalMs,
    claimRefresh: (minIntervalMs) => core.jobs.claim('yields-forced-refresh', minIntervalMs),
    snapshotIntervalMs: config.snapshotIntervalMs,
    logger,
    states,
    profile: config.profile,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const morphoAdapter =
    overrides.morphoVaultsAdapter ??
    (config.morphoApiUrl
      ? new MorphoApiVaults(config.morphoApiUrl, core.fetch)
      : new OnchainMorphoVaults(core.chains));
  return {
    yields,
    history: new PoolHistoryService(historyFiles, snapshots, yields),
    morphoVaults: new MorphoVaultsService({
      adapter: morphoAdapter,
      cache: core.cache,
      store: core.store,
      ttlMs: config.morphoVaultsTtlMs,
      timeoutMs: config.sourceTimeoutMs,
      profile: config.profile,
      states,
      ...(overrides.now ? { now: overrides.now } : {}),
    }),
  };
}
