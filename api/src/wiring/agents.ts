// The paid reports (x402 seller), each wallet's own agent that buys them, and the optimizer with its rebalance check.
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AgentLedger } from '../modules/agentkit/ledger';
import { AgentWalletService } from '../modules/agentkit/service';
import { AgentRounds } from '../modules/autopilot/agent-rounds';
import { ServerAgentService } from '../modules/autopilot/agent-service';
import { ChainBridge } from '../modules/autopilot/bridge-leg';
import { Autopilot, type MoveNews } from '../modules/autopilot/moves';
import { MovesStore } from '../modules/autopilot/moves-store';
import { RoundsStore } from '../modules/autopilot/rounds-store';
import type { GrantPort } from '../modules/grants/port';
import { RebalanceDecisionsRepository } from '../modules/optimizer/adapter';
import { ChainMoveMeasurer } from '../modules/optimizer/measure/move-measurer';
import { OptimizerService } from '../modules/optimizer/service';
import { WeighedRepository } from '../modules/optimizer/weighed';
import type { PortfolioService } from '../modules/portfolio/service';
import { IN_PROCESS_ORIGIN, inProcessSellerFetch } from '../modules/x402/in-process';
import { PaymentsRepository } from '../modules/x402/payments-repository';
import { ReportsService } from '../modules/x402/reports';
import { X402Seller } from '../modules/x402/service';
import { sellerSetup } from '../modules/x402/setup';
import type { YieldsService } from '../modules/yields/service';
import type { Core } from './core';
import type { DepsOverrides } from './overrides';

export function createAgentDeps(
  config: Config,
  logger: Logger,
  database: Database,
  core: Core,
  reads: {
    portfolio: PortfolioService;
    yields: YieldsService;
    grantPort: GrantPort;
    /** A move's news into the notification centre and the wallet's alert channels. */
    moveNews: (wallet: string, news: MoveNews) => Promise<void>;
  },
  overrides: DepsOverrides,
) {
  const { portfolio, yields, grantPort } = reads;
  const { rpc } = core;
  const reports = new ReportsService(yields, portfolio, overrides.now);
  const setup = sellerSetup(config, rpc, core.clients);
  const seller = new X402Seller(setup, new PaymentsRepository(database.db), logger, overrides.now);
  const weighed = new WeighedRepository(database.db);
  const ledger = new AgentLedger(database.db);
  const store = new RoundsStore(database.db);
  // The rounds need the agent and the agent tells the rounds when it is turned on: joined through this holder.
  const joined: { rounds?: AgentRounds } = {};
  const agentWallet = new AgentWalletService({
    config,
    rpc,
    clients: core.clients,
    ledger,
    onTurnedOn: async (wallet) => joined.rounds?.kick(wallet),
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
  const optimizer = new OptimizerService({
    portfolio,
    yields,
    measurer:
      overrides.moveMeasurer ??
      new ChainMoveMeasurer(rpc, core.clients, core.fetch, Math.max(config.rpcTimeoutMs * 2, 20_000)),
    decisions: new RebalanceDecisionsRepository(database.db),
    retentionDays: config.notificationsRetentionDays,
    weighed,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const moves = new MovesStore(database.db);
  const autopilot = new Autopilot({
    moves,
    rounds: store,
    grants: grantPort,
    bridge: new ChainBridge(rpc, core.clients, Math.max(config.rpcTimeoutMs, 10_000), core.fetch),
    ledger,
    optimizer,
    planEveryMs: config.agentRounds.planEveryMs,
    // The move goes on whatever becomes of its news: the agent's log has it either way.
    notify: (wallet, news) =>
      reads
        .moveNews(wallet, news)
        .catch((err: Error) =>
          logger.warn(
            { wallet, subject: news.subject, err: err.message },
            'autopilot: news of a move not posted',
          ),
        ),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const rounds = new AgentRounds({
    store,
    agent: agentWallet,
    autopilot,
    ...config.agentRounds,
    logger,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  joined.rounds = rounds;
  const serverAgent = new ServerAgentService({
    db: database.db,
    store,
    autopilot,
    moves,
    rounds,
    ledger,
    agent: agentWallet,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  return {
    x402: { seller, reports },
    agentWallet,
    optimizer,
    autopilot: { rounds, agent: serverAgent, moves: autopilot },
  };
}
