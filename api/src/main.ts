// Starts the API: config (fails fast), database and migrations, then listen. SIGTERM/SIGINT drain the instance
// (see shutdown below), then close the database; a timer forces the exit if that takes too long.
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app';
import { startTimedWork } from './cluster/timed-work';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, databaseOptions, openDatabase } from './db/client';
import { type AppDeps, createDeps } from './deps';
import { answerClientErrors } from './http/client-errors';
import { createLogger } from './logger';
import { startJobQueue } from './modules/autopilot/job-queue';
import { startupRefusals } from './startup-refusals';
import { featureLine, featureStates } from './startup-summary';

/** The configuration, or the process stops with one line per reason (a bad variable, an unsafe mainnet). */
function configOrExit(): Config {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const refusals = startupRefusals(process.env, config);
  if (refusals.length > 0) {
    process.stderr.write(refusals.map((r) => `Refusing to start: ${r}\n`).join(''));
    process.exit(1);
  }
  return config;
}

/**
 * Draining: readiness turns false first (a load balancer that checks /api/ready stops sending), then after
 * DRAIN_DELAY_MS the listener closes (new connections are refused, so nginx passes them to another instance),
 * requests in flight finish, keep-alive connections close as they fall idle, and the process exits.
 */
function drainOnSignals(parts: {
  config: Config;
  logger: Logger;
  server: Server;
  deps: AppDeps;
  database: Database;
  stopTimedWork: () => void;
}): void {
  const { config, logger, server, deps, database } = parts;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining');
    deps.health.drain();
    // Every answer from now on closes its connection: a client (nginx, a browser) holding a keep-alive connection
    // opens its next request elsewhere instead of sending it on a connection this instance is about to close.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    parts.stopTimedWork();
    // Rounds in flight finish; queued ones wait for another instance (or this one, restarted).
    await deps.autopilot.rounds
      .stop()
      .catch((err) => logger.warn({ err }, 'stopping the agent rounds failed'));
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.drainDelayMs + config.shutdownTimeoutMs);
    force.unref();
    if (config.drainDelayMs > 0) await new Promise((r) => setTimeout(r, config.drainDelayMs));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idle);
      await deps.cache.settle();
      await database.close().catch((err) => logger.error({ err }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function main() {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(databaseOptions(config));
  const deps = createDeps(config, logger, database);
  const app = createApp(deps);

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  answerClientErrors(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, host: config.host, profile: config.profile, database: database.kind },
    `Fin API listening on http://${config.host}:${port}`,
  );

  for (const f of featureStates(config, deps.rpc, database, deps.x402.seller.availability()))
    logger[f.state === 'on' ? 'info' : 'warn']({ feature: f.feature, state: f.state }, featureLine(f));

  // Warm the caches so the first page load is served from them and readiness reports every source. A failing
  // source is logged once by the services themselves (SourceStates), with its host.
  deps.yields.getAll(false).catch(() => undefined);
  deps.morphoVaults.topVaults().catch(() => undefined);

  // Records past their retention are dropped hourly, and payments left without an answer are settled every 30 s,
  // by one instance of the cluster.
  const stopTimedWork = startTimedWork({
    jobs: deps.jobs,
    db: database.db,
    auth: deps.auth,
    notifications: deps.notifications,
    agentWallet: deps.agentWallet,
    seller: deps.x402.seller,
    alerts: deps.alerts,
    alertsEveryMs: config.alerts.everyMs,
    logger,
  });
  // Every wallet's agent runs here as queued rounds, whatever pages are open; each round goes to one instance.
  await deps.autopilot.rounds.start(await startJobQueue(database.jobsSql, logger));
  drainOnSignals({ config, logger, server, deps, database, stopTimedWork });
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

main().catch((err) => {
  process.stderr.write(`Fin API failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
