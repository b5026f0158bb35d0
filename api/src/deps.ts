// Composition root: builds every service from Config. Tests replace single parts (a chain reader, a fetch, a
// database) through `overrides` and keep the rest real.
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { CacheStore } from './cache/cache-store';
import { SharedCacheStore } from './cache/shared-cache-store';
import { SwrCache } from './cache/swr';
import { ChainBreaker } from './chains/chain-breaker';
import { type ChainReader, RpcChainReader } from './chains/chain-reader';
import { RpcDirectory } from './chains/rpc-directory';
import { ClusterJobs } from './cluster/cluster-jobs';
import type { Config } from './config';
import type { Database } from './db/client';
import { RebalanceDecisionsRepository } from './modules/agent/adapter';
import { ChainMoveMeasurer, type MoveMeasurer } from './modules/agent/measure/move-measurer';
import { AgentService } from './modules/agent/service';
import { WeighedRepository } from './modules/agent/weighed';
import { AgentLedger } from './modules/agentkit/ledger';
import { AgentWalletService } from './modules/agentkit/service';
import { AlertsRepository } from './modules/alerts/adapter';
import { AlertDeliveries } from './modules/alerts/delivery';
import { AlertDeliveriesRepository } from './modules/alerts/delivery-adapter';
import { AlertEngine } from './modules/alerts/engine';
import { type AlertFacts, LiveAlertFacts } from './modules/alerts/facts';
import { AlertsService } from './modules/alerts/service';
import { AuthStore } from './modules/auth/auth-store';
import { makeRequireWallet, type RequireWallet } from './modules/auth/require-wallet';
import { AuthService } from './modules/auth/service';
import { BalancesService } from './modules/blockchain/service';
import { EarningsService } from './modules/earnings/service';
import { HealthService } from './modules/health/service';
import {
  MorphoApiVaults,
  type MorphoVaultsAdapter,
  OnchainMorphoVaults,
} from './modules/morpho-vaults/adapter';
import { MorphoVaultsService } from './modules/morpho-vaults/service';
import { NotificationsRepository } from './modules/notifications/adapter';
import { NotificationsService } from './modules/notifications/service';
import { PortfolioService } from './modules/portfolio/service';
import { TransfersRepository } from './modules/transfers/adapter';
import { type BurnOwnership, ChainBurnOwnership } from './modules/transfers/burn-owner';
import { TransfersService } from './modules/transfers/service';
import { IN_PROCESS_ORIGIN, inProcessSellerFetch } from './modules/x402/in-process';
import { PaymentsRepository } from './modules/x402/payments-repository';
import { ReportsService } from './modules/x402/reports';
import { X402Seller } from './modules/x402/service';
import { sellerSetup } from './modules/x402/setup';
import { CaptureYieldSource } from './modules/yields/capture-adapter';
import { DefiLlamaYieldSource } from './modules/yields/defillama-adapter';
import { HistoryFiles, SnapshotsRepository } from './modules/yields/history-adapter';
import { PoolHistoryService } from './modules/yields/history-service';
import { OnchainYieldSource } from './modules/yields/onchain-adapter';
import { YieldsService } from './modules/yields/service';
import type { YieldSource } from './modules/yields/source';

export type AppDeps = {
  config: Config;
  /** Wallet sign-in (EIP-4361) and its session tokens. */
  auth: AuthService;
  /** `deps.requireWallet('address')`: the route's records belong to that wallet; see modules/auth. */
  requireWallet: RequireWallet;
  logger: Logger;
  database: Database;
  rpc: RpcDirectory;
  chains: ChainReader;
  cache: SwrCache;
  balances: BalancesService;
  portfolio: PortfolioService;
  /** What each position really earned, from the protocols' events (deps.earnings.earnings(address)). */
  earnings: EarningsService;
  yields: YieldsService;
  history: PoolHistoryService;
  morphoVaults: MorphoVaultsService;
  notifications: NotificationsService;
  /** Cross-chain transfer records per wallet (CCTP V2), written from the moment the burn is signed. */
  transfers: TransfersService;
  health: HealthService;
  /** Paid reports (x402 seller) and the report computations behind them. */
  x402: { seller: X402Seller; reports: ReportsService };
  /** Each wallet's own agent, buying reports within that wallet's budget (deps.agentWallet.purchase(wallet, …)). */
  agentWallet: AgentWalletService;
  /** The portfolio optimizer and the rebalance check (deps.agent.optimizePortfolio(...)). */
  agent: AgentService;
  /** Timed work claimed once per cluster (all instances sharing the database). */
  jobs: ClusterJobs;
  /** Each wallet's alert rules, the alerts they fire and where those go. */
  alerts: AlertsService;
};

export type DepsOverrides = {
  /** Replaces the chain simulation of optimizer moves. */
  moveMeasurer?: MoveMeasurer;
  chains?: ChainReader;
  cacheStore?: CacheStore;
  /** Replaces the yield sources (best first). */
  yieldSources?: YieldSource[];
  morphoVaultsAdapter?: MorphoVaultsAdapter;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Replaces the source-chain check of who made a burn (transfer records). */
  burns?: BurnOwnership;
  /** Replaces what alert rules read about a wallet (benchmarks). */
  alertFacts?: AlertFacts;
};

/**
 * How long an instance serves its in-memory copy of a cached value before checking the shared version: the most
 * two instances can differ after a refresh, and (per key) the rate of the cheap check each instance sends.
 */
const SHARED_CACHE_CHECK_MS = 250;

export function createDeps(
  config: Config,
  logger: Logger,
  database: Database,
  overrides: DepsOverrides = {},
): AppDeps {
  const rpc = new RpcDirectory({
    profile: config.profile,
    manifestPath: config.devnetManifestPath,
    overrides: config.rpcUrlOverrides,
    attestationUrl: config.attestationUrl,
  });
  const chains =
    overrides.chains ??
    new ChainBreaker(new RpcChainReader(rpc, config.rpcTimeoutMs), {
      cooldownMs: config.chainBreakerCooldownMs,
      onChange: (chainId, state, reason) =>
        logger.warn({ chainId, state, reason }, `chain circuit breaker ${state}`),
    });
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
  const historyFiles = new HistoryFiles();
  const snapshots = new SnapshotsRepository(database.db);
  const doFetch = overrides.fetch ?? fetch;
  const auth = new AuthService({
    domains: config.authDomains,
    origins: config.corsOrigins.map((o) => new URL(o).origin),
    store: new AuthStore(database.db),
    secret: config.authSecret,
    rpc,
    rpcTimeoutMs: config.rpcTimeoutMs,
    ...(overrides.now ? { now: () => (overrides.now as () => Date)().getTime() } : {}),
  });

  const sources: YieldSource[] = overrides.yieldSources ?? [
    new OnchainYieldSource(chains, historyFiles, undefined, overrides.now),
    ...(config.defillamaBaseUrl
      ? [
          new DefiLlamaYieldSource({
            baseUrl: config.defillamaBaseUrl,
            fetch: doFetch,
            ...(overrides.now ? { now: overrides.now } : {}),
          }),
        ]
      : []),
    new CaptureYieldSource(),
  ];
  const yields = new YieldsService({
    sources,
    cache,
    store,
    snapshots,
    ttlMs: config.yieldsTtlMs,
    sourceTimeoutMs: config.sourceTimeoutMs,
    refreshMinIntervalMs: config.yieldsRefreshMinIntervalMs,
    claimRefresh: (minIntervalMs) => jobs.claim('yields-forced-refresh', minIntervalMs),
    snapshotIntervalMs: config.snapshotIntervalMs,
    logger,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const morphoAdapter =
    overrides.morphoVaultsAdapter ??
    (config.morphoApiUrl
      ? new MorphoApiVaults(config.morphoApiUrl, doFetch)
      : new OnchainMorphoVaults(chains));

  const portfolio = new PortfolioService({
    chains,
    cachedPools: () => yields.peek(),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const reports = new ReportsService(yields, portfolio, overrides.now);
  const setup = sellerSetup(config, rpc);
  const seller = new X402Seller(setup, new PaymentsRepository(database.db), logger, overrides.now);
  const weighed = new WeighedRepository(database.db);
  const agentWallet = new AgentWalletService({
    config,
    rpc,
    ledger: new AgentLedger(database.db),
    sellerFetch: inProcessSellerFetch(seller, reports),
    sellerOrigin: IN_PROCESS_ORIGIN,
    payTo: () => {
      const s = setup();
      return s.ok ? s.payTo : undefined;
    },
    portfolio,
    weighed,
    logger,
    ...(overrides.now ? { now: overrides.now } : {}),
  });

  const now = overrides.now ?? (() => new Date());
  const transfersRepo = new TransfersRepository(database.db);
  const alertsRepo = new AlertsRepository(database.db);
  const deliveriesRepo = new AlertDeliveriesRepository(database.db);
  const deliveries = new AlertDeliveries({
    repo: deliveriesRepo,
    now,
    webhookCa: config.alerts.webhookCaFile
      ? [...rootCertificates, readFileSync(config.alerts.webhookCaFile, 'utf8')]
      : undefined,
    mailer: config.alerts.smtpUrl ? nodemailer.createTransport(config.alerts.smtpUrl) : undefined,
    emailFrom: config.alerts.emailFrom,
    deliveriesPerHour: config.alerts.deliveriesPerHour,
    publicWebhooksOnly: config.profile === 'mainnet',
    logger,
  });
  const alerts = new AlertsService({
    repo: alertsRepo,
    channels: deliveriesRepo,
    deliveries,
    engine: new AlertEngine({
      repo: alertsRepo,
      deliveries,
      now,
      logger,
      facts:
        overrides.alertFacts ??
        new LiveAlertFacts({ db: database.db, portfolio, yields, transfers: transfersRepo, agentWallet }),
    }),
    limits: config.alerts,
    publicWebhooksOnly: config.profile === 'mainnet',
    now,
  });

  return {
    config,
    logger,
    database,
    alerts,
    rpc,
    chains,
    cache,
    balances: new BalancesService(chains),
    portfolio,
    earnings: new EarningsService({
      portfolio,
      rpc,
      cache,
      limits: { ...config.earnings, samplePoints: 8 },
      ttlMs: config.earnings.ttlMs,
      chainTimeoutMs: Math.max(config.rpcTimeoutMs * 4, 20_000),
      ...(overrides.now ? { now: overrides.now } : {}),
    }),
    yields,
    history: new PoolHistoryService(historyFiles, snapshots, yields),
    morphoVaults: new MorphoVaultsService(
      morphoAdapter,
      cache,
      config.morphoVaultsTtlMs,
      config.sourceTimeoutMs,
    ),
    x402: { seller, reports },
    agentWallet,
    agent: new AgentService({
      portfolio,
      yields,
      measurer:
        overrides.moveMeasurer ??
        new ChainMoveMeasurer(rpc, doFetch, Math.max(config.rpcTimeoutMs * 2, 20_000)),
      decisions: new RebalanceDecisionsRepository(database.db),
      retentionDays: config.notificationsRetentionDays,
      weighed,
      ...(overrides.now ? { now: overrides.now } : {}),
    }),
    auth,
    jobs,
    requireWallet: makeRequireWallet(auth),
    transfers: new TransfersService(
      transfersRepo,
      overrides.burns ?? new ChainBurnOwnership(rpc, config.rpcTimeoutMs),
      overrides.now ? () => (overrides.now as () => Date)().getTime() : Date.now,
    ),
    notifications: new NotificationsService(new NotificationsRepository(database.db), {
      retentionDays: config.notificationsRetentionDays,
      ...(overrides.now ? { now: overrides.now } : {}),
    }),
    health: new HealthService({
      profile: config.profile,
      database,
      chains,
      rpc,
      fetch: doFetch,
      checkTimeoutMs: config.rpcTimeoutMs,
      sourceChecks: [
        async () =>
          yields.sourceStatuses().map((s) => ({
            name: `yields: ${s.name}`,
            ok: s.ok,
            ...(s.error ? { detail: s.error } : { detail: `${s.count} pools` }),
          })),
      ],
    }),
  };
}
