// Each wallet's alert rules: where alerts go (webhook, email, the notification centre), the engine that checks the
// rules against what the wallet holds, and the limits on both.
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AgentWalletService } from '../modules/agentkit/service';
import { AlertsRepository } from '../modules/alerts/adapter';
import { AlertDeliveries } from '../modules/alerts/delivery';
import { AlertDeliveriesRepository } from '../modules/alerts/delivery-adapter';
import { AlertEngine } from '../modules/alerts/engine';
import { LiveAlertFacts } from '../modules/alerts/facts';
import { AlertsService } from '../modules/alerts/service';
import type { PortfolioService } from '../modules/portfolio/service';
import type { TransfersRepository } from '../modules/transfers/adapter';
import type { YieldsService } from '../modules/yields/service';
import type { DepsOverrides } from './overrides';

export function createAlerts(
  config: Config,
  logger: Logger,
  database: Database,
  reads: {
    portfolio: PortfolioService;
    yields: YieldsService;
    transfers: TransfersRepository;
    agentWallet: AgentWalletService;
  },
  overrides: DepsOverrides,
): AlertsService {
  const now = overrides.now ?? (() => new Date());
  const alertsRepo = new AlertsRepository(database.db);
  const deliveriesRepo = new AlertDeliveriesRepository(database.db);
  const deliveries = new AlertDeliveries({
    repo: deliveriesRepo,
    now,
    webhookCa: config.alerts.webhookCaFile
      ? [...rootCertificates, readFileSync(config.alerts.webhookCaFile, 'utf8')]
      : undefined,
    // Bounded, so an email attempt ends well within its claim (ATTEMPT_LEASE_MS in delivery.ts).
    mailer: config.alerts.smtpUrl
      ? nodemailer.createTransport({
          url: config.alerts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined,
    emailFrom: config.alerts.emailFrom,
    deliveriesPerHour: config.alerts.deliveriesPerHour,
    publicWebhooksOnly: config.profile === 'mainnet',
    resolveWebhookHost: overrides.webhookResolver,
    logger,
  });
  return new AlertsService({
    repo: alertsRepo,
    channels: deliveriesRepo,
    deliveries,
    engine: new AlertEngine({
      repo: alertsRepo,
      deliveries,
      now,
      logger,
      facts: overrides.alertFacts ?? new LiveAlertFacts({ db: database.db, ...reads }),
    }),
    limits: config.alerts,
    publicWebhooksOnly: config.profile === 'mainnet',
    resolveWebhookHost: overrides.webhookResolver,
    now,
  });
}
