// The API's timed work, run once per cluster (see cluster-jobs.ts): every instance asks each minute, the one whose
// claim succeeds does the hourly retention sweep (wallet records past retention, spent sign-in state, ended
// rate-limit windows).
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { sweepRateLimitHits } from '../http/rate-limit-store';
import type { AuthService } from '../modules/auth/service';
import type { NotificationsService } from '../modules/notifications/service';
import type { ClusterJobs } from './cluster-jobs';

const SWEEP_EVERY_MS = 3_600_000;
const ASK_EVERY_MS = 60_000;

export type TimedWorkDeps = {
  jobs: ClusterJobs;
  db: Db;
  auth: AuthService;
  notifications: NotificationsService;
  logger: Logger;
};

async function retentionSweep(deps: TimedWorkDeps): Promise<void> {
  if (!(await deps.jobs.claim('retention-sweep', SWEEP_EVERY_MS))) return;
  const now = new Date();
  const dropped = await deps.notifications.sweep();
  await deps.auth.sweep(now);
  await sweepRateLimitHits(deps.db, now);
  deps.logger.info({ job: 'retention-sweep', notificationsDropped: dropped }, 'retention sweep ran');
}

/** Starts asking at once and every minute after; returns the stop. */
export function startTimedWork(deps: TimedWorkDeps): () => void {
  const run = () => retentionSweep(deps).catch((err) => deps.logger.warn({ err }, 'retention sweep failed'));
  void run();
  const timer = setInterval(run, ASK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
