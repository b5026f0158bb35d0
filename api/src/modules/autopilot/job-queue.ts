// The cluster's job queue: pg-boss 10 (the last line for Node 20) over the API's own database, through a plain
// `executeSql` adapter, so it runs on PostgreSQL (every instance shares the queue; SKIP LOCKED hands each job to one
// of them) and on embedded PGlite (one process) alike. Its tables live in their own schema, `pgboss`, which it
// creates and migrates itself at start.
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobsSql } from '../../db/client';

export type JobQueue = PgBoss;

export async function startJobQueue(jobsSql: JobsSql, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => jobsSql.executeSql(text, values) },
    schema: 'pgboss',
    // Cron schedules are not used (rounds chain themselves, see agent-rounds.ts): no clock polling.
    schedule: false,
    // Finished jobs are history nobody reads: dropped after a day.
    deleteAfterDays: 1,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', (err) => logger.warn({ err }, 'job queue error'));
  await boss.start();
  return boss;
}
