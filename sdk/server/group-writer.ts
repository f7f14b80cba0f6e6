/**
 * Group commit: rows added while a write is in flight go together in the next one, so concurrent
 * callers share one statement (one round trip, one commit) instead of one each. `add` resolves
 * once its row is written (with what `write` answers for it): nothing is left behind to flush at
 * close. A lone caller waits one turn of the event loop. When a batch fails its rows are written
 * one by one, so that a bad row fails only its own caller.
 */
export class GroupWriter<R, T> {
  private pending: { row: R; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  private writing = false;

  /** `write` answers one result per row, in order. */
  constructor(
    private readonly write: (rows: R[]) => Promise<T[]>,
    private readonly maxRows = 200,
  ) {}

  add(row: R): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      // One turn of the event loop: callers resumed by the same I/O (a batch of handlers started
      // together, one PGlite query after another) join this write instead of the next.
      await new Promise((r) => setImmediate(r));
      while (this.pending.length) {
        const batch = this.pending.splice(0, this.maxRows);
        try {
          const out = await this.write(batch.map((b) => b.row));
          batch.forEach((b, i) => b.resolve(out[i]));
        } catch (e) {
          if (batch.length === 1) batch[0].reject(e);
          else {
            for (const b of batch) await this.write([b.row]).then(([v]) => b.resolve(v), b.reject);
          }
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
