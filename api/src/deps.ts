// Composition root: builds every service from Config, section by section (wiring/*). Tests replace single parts
// (a chain reader, a fetch, a database) through `overrides` and keep the rest real.
import type { Logger } from 'pino';
import type { SwrCache } from './cache/swr';
import type { ChainClients } from './chains/chain-clients';
import type { ChainReader } from './chains/chain-reader';
import type { RpcDirectory } from './chains/rpc-directory';
import type { ClusterJobs } from './cluster/cluster-jobs';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AgentWalletService } from './modules/agentkit/service';
import type { AlertsService } from './modules/alerts/service';
import { AuthStore } from './modules/auth/auth-store';
import { makeRequireWallet, type RequireWallet } from './modules/auth/require-wallet';
import { AuthService } from './modules/auth/service';
import type { AgentRounds } from './modules/autopilot/agent-rounds';
import type { ServerAgentService } from './modules/autopilot/agent-service';
import type { Autopilot } from './modules/autopilot/moves';
import { BalancesService } from './modules/blockchain/service';
import { HistoryRunner } from './modules/earnings/history-runner';
import { HistoryStore } from './modules/earnings/history-store';
import { type EarningsOptions, EarningsService } from './modules/earnings/service';
import type { GrantPort } from './modules/grants/port';
import type { GrantsService } from './modules/grants/service';
import { HealthService } from './modules/health/service';
import type { MorphoVaultsService } from './modules/morpho-vaults/service';
import { NotificationsRepository } from './modules/notifications/adapter';
import { NotificationsService } from './modules/notifications/service';
import type { OptimizerService } from './modules/optimizer/service';
import { PortfolioService } from './modules/portfolio/service';
import { TransfersRepository } from './modules/transfers/adapter';
import { ChainBurnOwnership } from './modules/transfers/burn-owner';
import { TransfersService } from './modules/transfers/service';
import type { ReportsService } from './modules/x402/reports';
import type { X402Seller } from './modules/x402/service';
import type { PoolHistoryService } from './modules/yields/history-service';
import type { YieldsService } from './modules/yields/service';
import { createAgentDeps } from './wiring/agents';
import { createAlerts } from './wiring/alerts';
import { type Core, createCore } from './wiring/core';
import { createGrants } from './wiring/grants';
import type { DepsOverrides } from './wiring/overrides';
import { createYieldsDeps } from './wiring/yields';

export type AppDeps = {
  config: Config;
  /** Wallet sign-in (EIP-4361) and its session tokens. */
  auth: AuthService;
  /** `deps.requireWallet('address')`: the route's records belong to that wallet; see modules/auth. */
  requireWallet: RequireWallet;
  logger: Logger;
  database: Database;
  rpc: RpcDirectory;
  /** viem clients for every module, through the chains' breaker (chains/chain-clients.ts). */
  clients: ChainClients;
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
  /** The portfolio optimizer and the rebalance check (deps.optimizer.optimizePortfolio(...)). */
  optimizer: OptimizerService;
  /** Each wallet's agent run on the server: its queued rounds (start them with a job queue) and the panel's view. */
  autopilot: { rounds: AgentRounds; agent: ServerAgentService; moves: Autopilot };
  /** Timed work claimed once per cluster (all instances sharing the database). */
  jobs: ClusterJobs;
  /** Each wallet's alert rules, the alerts they fire and where those go. */
  alerts: AlertsService;
  /** Each wallet's on-chain grants to its agent (delegations), as the page reads and adds them. */
  grants: GrantsService;
  /** The server's agent acts through a wallet's grant here (deps.grantPort.redeemThroughGrant(...)). */
  grantPort: GrantPort;
};

export function createDeps(
  config: Config,
  logger: Logger,
  database: Database,
  overrides: DepsOverrides = {},
): AppDeps {
  const core = createCore(config, logger, database, overrides);
  const { rpc, chains, cache, jobs } = core;
  const auth = authService(config, database, core.clients, overrides);
  const { yields, history, morphoVaults } = createYieldsDeps(config, logger, database, core, overrides);
  const portfolio = new PortfolioService({
    chains,
    cachedPools: () => yields.peek(),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const grantDeps = createGrants(config, database, core);
  // The alerts read the agent's wallet, and the agent's moves are told through the alerts: joined by this holder.
  const joined: { alerts?: AlertsService } = {};
  const agents = createAgentDeps(
    config,
    logger,
    database,
    core,
    {
      portfolio,
      yields,
      grantPort: grantDeps.grantPort,
      moveNews: async (wallet, news) => joined.alerts?.post(wallet, { kind: 'autopilot-move', ...news }),
    },
    overrides,
  );
  const transfersRepo = new TransfersRepository(database.db);
  const reads = { portfolio, yields, transfers: transfersRepo, agentWallet: agents.agentWallet };
  const alerts = createAlerts(config, logger, database, reads, overrides);
  joined.alerts = alerts;
  return {
    config,
    logger,
    database,
    rpc,
    clients: core.clients,
    chains,
    cache,
    auth,
    jobs,
    requireWallet: makeRequireWallet(auth),
    yields,
    history,
    morphoVaults,
    portfolio,
    ...agents,
    ...grantDeps,
    alerts,
    balances: new BalancesService(chains),
    earnings: earningsService(
      config,
      logger,
      database,
      { portfolio, chains: core.clients, cache },
      overrides,
    ),
    transfers: new TransfersService(
      transfersRepo,
      overrides.burns ?? new ChainBurnOwnership(core.clients, config.rpcTimeoutMs),
      overrides.now ? () => (overrides.now as () => Date)().getTime() : Date.now,
    ),
    notifications: new NotificationsService(new NotificationsRepository(database.db), {
      retentionDays: config.notificationsRetentionDays,
      ...(overrides.now ? { now: overrides.now } : {}),
    }),
    health: healthService(config, database, core, yields, morphoVaults),
  };
}

/** What readiness says of a yields source: its pools, or why it failed and what stands in for it. */
function sourceDetail(s: ReturnType<YieldsService['sourceStatuses']>[number]): string {
  const age = s.stale ? ', past the freshness limit: shown stale' : '';
  if (!s.error) return `${s.count} pools${age}`;
  if (s.lastSuccess) return `${s.error}; showing its last good data from ${s.lastSuccess}${age}`;
  return `${s.error}; no earlier data: its pools are left out`;
}

/** Earnings from each position's whole history, kept in the database every instance shares. */
function earningsService(
  config: Config,
  logger: Logger,
  database: Database,
  core: Pick<EarningsOptions, 'portfolio' | 'chains' | 'cache'>,
  overrides: DepsOverrides,
) {
  const store = new HistoryStore(database.db);
  const { earnings } = config;
  return new EarningsService({
    ...core,
    store,
    runner: new HistoryRunner({
      store,
      chains: core.chains,
      chunkBlocks: earnings.chunkBlocks,
      rpcPerSecond: earnings.rpcPerSecond,
      leaseMs: earnings.leaseMs,
      requestTimeoutMs: Math.max(config.rpcTimeoutMs * 2, 10_000),
      logger,
    }),
    samplePoints: 8,
    firstReadWaitMs: earnings.firstReadWaitMs,
    ttlMs: earnings.ttlMs,
    chainTimeoutMs: Math.max(config.rpcTimeoutMs * 4, 20_000),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
}

/** Wallet sign-in: nonces and sessions in the database every instance shares. */
function authService(config: Config, database: Database, chains: ChainClients, overrides: DepsOverrides) {
  return new AuthService({
    domains: config.authDomains,
    origins: config.corsOrigins.map((o) => new URL(o).origin),
    store: new AuthStore(database.db),
    secret: config.authSecret,
    chains,
    rpcTimeoutMs: config.rpcTimeoutMs,
    ...(overrides.now ? { now: () => (overrides.now as () => Date)().getTime() } : {}),
  });
}

/** Readiness: the database, the chains, each yield source, the Morpho vaults and the attestation service. */
function healthService(
  config: Config,
  database: Database,
  core: Core,
  yields: YieldsService,
  morphoVaults: MorphoVaultsService,
): HealthService {
  return new HealthService({
    profile: config.profile,
    database,
    chains: core.chains,
    rpc: core.rpc,
    fetch: core.fetch,
    checkTimeoutMs: config.rpcTimeoutMs,
    sourceChecks: [
      async () =>
        yields.sourceStatuses().map((s) => ({
          name: `yields: ${s.name}${s.host ? ` (${s.host})` : ''}`,
          ok: s.ok,
          detail: sourceDetail(s),
        })),
      async () => [await morphoVaults.check()],
    ],
  });
}
