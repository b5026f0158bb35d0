// Timed work done once per cluster, however many instances share the database: an instance runs a job only when
// its one conditional upsert moves the job's row forward. Two instances racing for the same run both send it;
// the database lets exactly one through. Works the same on PGlite (one process) and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clusterJobs } from '../db/schema';

export class ClusterJobs {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** True for the one caller in the cluster that may run `name` now: it last ran `intervalMs` ago or never. */
  async claim(name: string, intervalMs: number): Promise<boolean> {
    const now = this.now();
    const due = new Date(now.getTime() - intervalMs);
    const rows = await this.db
      .insert(clusterJobs)
      .values({ name, lastRunAt: now })
      .onConflictDoUpdate({
        target: clusterJobs.name,
        set: { lastRunAt: now },
        setWhere: sql`${clusterJobs.lastRunAt} <= ${due}`,
      })
      .returning({ name: clusterJobs.name });
    return rows.length === 1;
  }
}
