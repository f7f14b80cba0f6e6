import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { periodicRuns } from '../db/schema';

/** Work done once per period by whichever process on the database claims the period first. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** period: the one claimed (whole intervals since the epoch). */
  run(period: number): Promise<unknown>;
}

/**
 * Claims a period (the work's interval counted from the epoch) for the work: true in
 * the one process whose claim lands first, false in the others and for a period already claimed.
 * One conditional upsert, atomic on PostgreSQL as on PGlite. An advisory lock alone would not do: it
 * keeps two processes from running at the same moment, not the second from running after the first.
 */
export async function claimPeriod(db: Db, name: string, period: number): Promise<boolean> {
  const claimed = await db
    .insert(periodicRuns)
    .values({ name, period })
    .onConflictDoUpdate({ target: periodicRuns.name, set: { period, ranAt: sql`now()` }, setWhere: sql`${periodicRuns.period} < ${period}` })
    .returning({ name: periodicRuns.name });
  return claimed.length === 1;
}

/**
 * Runs each job once per period across the processes: every process wakes at each period's start
 * (plus a few milliseconds so that the clocks' small differences land in the same period) and the
 * claim picks the one that runs it. A run still going at the next wake of its process is not doubled
 * there. On PGlite (one process) the same path runs every period. A failure is logged; the next
 * period tries again.
 */
export function startPeriodic(db: Db, jobs: PeriodicJob[], log: { warn(m: string): void }): { stop(): void } {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  for (const job of jobs) {
    let running = false;
    const wake = () => {
      if (stopped) return;
      const now = Date.now();
      const timer = setTimeout(wake, job.everyMs - (now % job.everyMs) + 10);
      timer.unref();
      timers.set(job.name, timer);
      if (running) return;
      running = true;
      const period = Math.floor(now / job.everyMs);
      void claimPeriod(db, job.name, period)
        .then((mine) => (mine ? job.run(period) : undefined))
        .catch((e) => log.warn(`${job.name} failed: ${(e as Error).message}`))
        .finally(() => {
          running = false;
        });
    };
    const first = setTimeout(wake, job.everyMs - (Date.now() % job.everyMs) + 10);
    first.unref();
    timers.set(job.name, first);
  }
  return {
    stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
    },
  };
}
