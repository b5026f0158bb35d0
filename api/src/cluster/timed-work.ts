// The API's timed work, run once per cluster (see cluster-jobs.ts): every instance asks every 15 s, and the one
// whose claim succeeds does the job: the hourly retention sweep (wallet records past retention, spent sign-in
// state, ended rate-limit windows, wallets' cached earnings a day old) and the payment settlement every 30 s (agents' reservations never signed go
// back to their budgets; payments and the seller's settlements left without an answer are read on chain), and the
// alerts round every ALERTS_EVERY_SECONDS (evaluate every rule, send the deliveries that are due).
import type { Logger } from 'pino';
import { sweepSharedCache } from '../cache/shared-cache-store';
import type { Db } from '../db/client';
import { sweepRateLimitHits } from '../http/rate-limit-store';
import type { AgentWalletService } from '../modules/agentkit/service';
import type { AlertsService } from '../modules/alerts/service';
import type { AuthService } from '../modules/auth/service';
import { EARNINGS_CACHE_PREFIX } from '../modules/earnings/service';
import type { NotificationsService } from '../modules/notifications/service';
import type { X402Seller } from '../modules/x402/service';
import type { ClusterJobs } from './cluster-jobs';

const SWEEP_EVERY_MS = 3_600_000;
export const SETTLE_EVERY_MS = 30_000;
const ASK_EVERY_MS = 15_000;
const ALERTS_EVERY_MS = 60_000;
/** A wallet's cached earnings older than this are read afresh anyway (their lifetime is a minute): drop the row. */
const EARNINGS_CACHE_KEPT_MS = 86_400_000;

export type TimedWorkDeps = {
  jobs: ClusterJobs;
  db: Db;
  auth: AuthService;
  notifications: NotificationsService;
  agentWallet: Pick<AgentWalletService, 'settleOutstanding'>;
  seller: Pick<X402Seller, 'resolveSettlements'>;
  /** Absent in tests of the other jobs. */
  alerts?: AlertsService;
  /** How often the alerts round runs in the cluster. */
  alertsEveryMs?: number;
  logger: Logger;
};

async function retentionSweep(deps: TimedWorkDeps): Promise<void> {
  if (!(await deps.jobs.claim('retention-sweep', SWEEP_EVERY_MS))) return;
  const now = new Date();
  const dropped = await deps.notifications.sweep();
  const alertsDropped = await deps.alerts?.sweep();
  await deps.auth.sweep(now);
  await sweepRateLimitHits(deps.db, now);
  const earningsDropped = await sweepSharedCache(
    deps.db,
    EARNINGS_CACHE_PREFIX,
    now.getTime() - EARNINGS_CACHE_KEPT_MS,
  );
  deps.logger.info(
    { job: 'retention-sweep', notificationsDropped: dropped, alertsDropped, earningsDropped },
    'retention sweep ran',
  );
}

/** The agents' and the seller's money left in between; true when this instance ran it. */
export async function paymentSettlement(deps: TimedWorkDeps): Promise<boolean> {
  if (!(await deps.jobs.claim('payment-settlement', SETTLE_EVERY_MS))) return false;
  const started = performance.now();
  const agents = await deps.agentWallet.settleOutstanding();
  const seller = await deps.seller.resolveSettlements();
  deps.logger.info(
    { job: 'payment-settlement', agents, seller, ms: Math.round(performance.now() - started) },
    'payment settlement ran',
  );
  return true;
}

/** The alerts round, if this instance is the one to run it now. */
export async function alertsRound(
  deps: Pick<TimedWorkDeps, 'jobs' | 'logger'> & { alerts: AlertsService; alertsEveryMs: number },
) {
  if (!(await deps.jobs.claim('alerts-round', deps.alertsEveryMs))) return undefined;
  const figures = await deps.alerts.round();
  deps.logger.info({ job: 'alerts-round', ...figures }, 'alerts round ran');
  return figures;
}

/** Starts asking at once and every 15 s after (sooner if the alerts round is more often); returns the stop. */
export function startTimedWork(deps: TimedWorkDeps): () => void {
  const run = () => {
    void retentionSweep(deps).catch((err) => deps.logger.warn({ err }, 'retention sweep failed'));
    void paymentSettlement(deps).catch((err) => deps.logger.warn({ err }, 'payment settlement failed'));
    const { alerts, alertsEveryMs = ALERTS_EVERY_MS } = deps;
    if (alerts)
      void alertsRound({ ...deps, alerts, alertsEveryMs }).catch((err) =>
        deps.logger.warn({ err }, 'alerts round failed'),
      );
  };
  run();
  const timer = setInterval(run, Math.min(ASK_EVERY_MS, deps.alertsEveryMs ?? ALERTS_EVERY_MS));
  timer.unref();
  return () => clearInterval(timer);
}
