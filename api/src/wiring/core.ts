// What every section of the API is built on: where the chains are (RPC directory), the chain reader behind its
// circuit breaker, the caches shared by every instance on the database, and timed work claimed once per cluster.
import type { Logger } from 'pino';
import type { CacheStore } from '../cache/cache-store';
import { SharedCacheStore } from '../cache/shared-cache-store';
import { SwrCache } from '../cache/swr';
import { ChainBreaker } from '../chains/chain-breaker';
import { ChainClients } from '../chains/chain-clients';
import { type ChainReader, RpcChainReader } from '../chains/chain-reader';
import { RpcDirectory } from '../chains/rpc-directory';
import { ClusterJobs } from '../cluster/cluster-jobs';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DepsOverrides } from './overrides';

/**
 * How long an instance serves its in-memory copy of a cached value before checking the shared version: the most
 * two instances can differ after a refresh, and (per key) the rate of the cheap check each instance sends.
 */
const SHARED_CACHE_CHECK_MS = 250;

export type Core = {
  rpc: RpcDirectory;
  chains: ChainReader;
  /** viem clients for every module, through the same breaker as `chains`. */
  clients: ChainClients;
  store: CacheStore;
  cache: SwrCache;
  jobs: ClusterJobs;
  fetch: typeof fetch;
};

export function createCore(
  config: Config,
  logger: Logger,
  database: Database,
  overrides: DepsOverrides,
): Core {
  const rpc = new RpcDirectory({
    profile: config.profile,
    manifestPath: config.devnetManifestPath,
    overrides: config.rpcUrlOverrides,
    attestationUrl: config.attestationUrl,
  });
  const breaker = overrides.chains
    ? undefined
    : new ChainBreaker(new RpcChainReader(rpc, config.rpcTimeoutMs), {
        cooldownMs: config.chainBreakerCooldownMs,
        onChange: (chainId, state, reason) =>
          logger.warn({ chainId, state, reason }, `chain circuit breaker ${state}`),
      });
  const chains = overrides.chains ?? (breaker as ChainBreaker);
  const clients = new ChainClients(rpc, breaker);
  // Shared by every instance on this database; each reads another's write within SHARED_CACHE_CHECK_MS.
  const store = overrides.cacheStore ?? new SharedCacheStore(database.db, { checkMs: SHARED_CACHE_CHECK_MS });
  const cache = new SwrCache(
    store,
    Date.now,
    (key, err) => logger.warn({ key, err }, 'background refresh failed'),
    // A build waits at most sourceTimeoutMs per source (all in parallel) plus its database writes.
    { rebuildLeaseMs: Math.max(config.sourceTimeoutMs * 3, 30_000) },
  );
  const jobs = new ClusterJobs(database.db, overrides.now);
  return { rpc, chains, clients, store, cache, jobs, fetch: overrides.fetch ?? fetch };
}
