// The Express application, built from its dependencies and never listening by itself: tests call it in-process,
// main.ts puts it on a port.
import express, { type Express } from 'express';
import type { AppDeps } from './deps';
import { BAD_TARGET_PATH } from './http/client-errors';
import { badTargetHandler, errorHandler, notFoundHandler } from './http/error-handler';
import { compress, corsForOrigins, rateLimiter, securityHeaders } from './http/middleware';
import { DatabaseRateLimitStore } from './http/rate-limit-store';
import { requestLogger } from './logger';
import { agentkitRouter } from './modules/agentkit/router';
import { alertsRouter } from './modules/alerts/router';
import { makeProvenWallet } from './modules/auth/require-wallet';
import { authRouter } from './modules/auth/router';
import { autopilotRouter } from './modules/autopilot/router';
import { blockchainRouter } from './modules/blockchain/router';
import { chatRouter } from './modules/chat/router';
import { ChatService } from './modules/chat/service';
import { ChatTools } from './modules/chat/tools';
import { earningsRouter } from './modules/earnings/router';
import { grantsRouter } from './modules/grants/router';
import { healthRouter } from './modules/health/router';
import { morphoVaultsRouter } from './modules/morpho-vaults/router';
import { notificationsRouter } from './modules/notifications/router';
import { optimizerRouter } from './modules/optimizer/router';
import { portfolioRouter } from './modules/portfolio/router';
import { transfersRouter } from './modules/transfers/router';
import { x402Router } from './modules/x402/router';
import { yieldsRouter } from './modules/yields/router';

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('query parser', 'simple');

  const instance = deps.config.instanceName;
  if (instance)
    app.use((_req, res, next) => {
      res.set('X-Fin-Instance', instance);
      next();
    });
  app.use(requestLogger(deps.logger));
  // Targets that are not plain paths were rerouted here by answerClientErrors (http/client-errors.ts).
  app.use(BAD_TARGET_PATH, badTargetHandler);
  app.use(securityHeaders());
  app.use(corsForOrigins(deps.config.corsOrigins));
  app.use(compress());
  // Several instances share one PostgreSQL and must share the counts; one PGlite process counts in its memory.
  const limitStore = (prefix: string) =>
    deps.database.kind === 'postgres' ? new DatabaseRateLimitStore(deps.database.db, prefix) : undefined;
  app.use('/api', rateLimiter(deps.config, limitStore('api')));
  app.use(express.json({ limit: deps.config.bodyLimitBytes, strict: true }));

  app.use('/api', healthRouter(deps.health));
  app.use('/api/blockchain', blockchainRouter(deps.balances));
  app.use('/api/portfolio', portfolioRouter(deps.portfolio));
  app.use('/api/earnings', earningsRouter(deps.earnings));
  app.use('/api/defi', yieldsRouter(deps.yields, deps.history));
  app.use('/api/morpho-vaults', morphoVaultsRouter(deps.morphoVaults));
  app.use('/api/auth', authRouter(deps.auth));
  app.use('/api/notifications', notificationsRouter(deps.notifications, deps.requireWallet));
  app.use('/api/transfers', transfersRouter(deps.transfers, deps.requireWallet));
  app.use('/api/alerts', alertsRouter(deps.alerts, deps.requireWallet));
  app.use('/api/x402', x402Router(deps.x402.seller, deps.x402.reports));
  app.use('/api/agentkit', agentkitRouter(deps.agentWallet, deps.requireWallet));
  app.use('/api/grants', grantsRouter(deps.grants, deps.requireWallet));
  app.use('/api/autopilot', autopilotRouter(deps.autopilot.agent, deps.requireWallet));
  const chatStore = limitStore('chat');
  const provenWallet = makeProvenWallet(deps.auth);
  // A chat question can fan out to every chain: a twentieth of the API-wide allowance per client (30/min by default).
  app.use(
    '/api/chat',
    chatRouter(new ChatService(new ChatTools(deps)), {
      perMinute: Math.max(1, Math.floor(deps.config.rateLimitPerMinute / 20)),
      ...(chatStore ? { store: chatStore } : {}),
      provenWallet,
    }),
  );
  // The optimizer's endpoints; /api/agent is the spec's name for them, kept working for what already calls it.
  const optimizer = optimizerRouter(deps.optimizer, deps.requireWallet, provenWallet);
  app.use('/api/optimizer', optimizer);
  app.use('/api/agent', optimizer);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
