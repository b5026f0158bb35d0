// Starts the API: config (fails fast), database and migrations, then listen. SIGTERM/SIGINT close the server
// (in-flight requests finish), then the database; a timer forces the exit if that takes too long.
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';
import { createDeps } from './deps';
import { answerClientErrors } from './http/client-errors';
import { createLogger } from './logger';
import { startupRefusals } from './startup-refusals';

async function main() {
  let config: ReturnType<typeof loadConfig>;
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

  // Warm the yields cache so the first page load is served from it and readiness reports every source.
  deps.yields.getAll(false).catch((err) => logger.warn({ err }, 'initial yields load failed'));

  // Wallet records past their retention are dropped at start and every hour after.
  const sweep = () =>
    deps.notifications.sweep().catch((err) => logger.warn({ err }, 'notifications retention sweep failed'));
  void sweep();
  setInterval(sweep, 3_600_000).unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      await deps.cache.settle();
      await database.close().catch((err) => logger.error({ err }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

main().catch((err) => {
  process.stderr.write(`Fin API failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
