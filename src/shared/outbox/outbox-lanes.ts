/** What the relay needs of an outbox row to order it: its id (bigint, as pg gives it) and aggregate. */
export interface LaneRow {
  id: string;
  aggregate_id: string | null;
}

export interface Lanes<T extends LaneRow> {
  /** Rows to run: each lane in id order, one after the other; lanes independent of each other. */
  lanes: T[][];
  /** Claimed rows that must not run in this batch: an earlier event of their aggregate is not ours. */
  held: T[];
}

/**
 * Splits the rows one claim locked into lanes that may run side by side. `claimed` and `pending`
 * come in id order; `pending` holds every undelivered row (claimed or not, due or not) of the
 * claimed aggregates up to the last claimed id, as a statement after the claim saw them. An
 * aggregate's lane is the run of its claimed rows from its oldest undelivered event on, up to the
 * first undelivered event this claim did not lock (another replica has it, or it is waiting for
 * its backoff): what follows such a gap is held back, so no event starts before an earlier event
 * of its aggregate has finished. Rows without an aggregate are ordered with nothing: a lane each.
 */
export function planLanes<T extends LaneRow>(claimed: T[], pending: LaneRow[]): Lanes<T> {
  const byAggregate = new Map<string, T[]>();
  const lanes: T[][] = [];
  for (const row of claimed) {
    if (row.aggregate_id === null) {
      lanes.push([row]);
      continue;
    }
    const lane = byAggregate.get(row.aggregate_id);
    if (lane) lane.push(row);
    else byAggregate.set(row.aggregate_id, [row]);
  }
  const undelivered = new Map<string, string[]>();
  for (const row of pending) {
    if (row.aggregate_id === null) continue;
    const ids = undelivered.get(row.aggregate_id);
    if (ids) ids.push(row.id);
    else undelivered.set(row.aggregate_id, [row.id]);
  }
  const held: T[] = [];
  for (const [aggregate, rows] of byAggregate) {
    const ids = undelivered.get(aggregate) ?? [];
    let runnable = 0;
    // Both lists are in id order: the lane is their common start.
    while (runnable < rows.length && ids[runnable] === rows[runnable]!.id) runnable += 1;
    if (runnable > 0) lanes.push(rows.slice(0, runnable));
    held.push(...rows.slice(runnable));
  }
  return { lanes, held };
}

/**
 * Runs `work` on every item, at most `limit` at a time, taking items in their order. A failure
 * stops only its runner; it is thrown once every started item has finished, so nothing still runs
 * on the caller's transaction when the caller rolls it back.
 */
export async function eachWithLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, runner));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * At most `limit` pieces of work at once, the others waiting in the order they asked: the relay's
 * handler transactions, each of which holds a pooled connection while it runs.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    else await new Promise<void>((turn) => this.waiting.push(turn)); // the finishing one hands over its place
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * Gathers what is submitted within one turn of the event loop, or while the previous run is still
 * going, and runs it together, one run at a time. The lanes of a batch reach a handler in the same
 * turn when what came before was the same for all of them; those that come later join the next
 * run, which grows with the load. `run` answers the failures by position; every other item
 * succeeded.
 */
export class Coalescer<T> {
  private pending: Array<{ item: T; done: () => void; fail: (error: unknown) => void }> = [];
  private scheduled = false;
  private running = false;

  constructor(private readonly run: (items: T[]) => Promise<ReadonlyMap<number, unknown>>) {}

  submit(item: T): Promise<void> {
    return new Promise<void>((done, fail) => {
      this.pending.push({ item, done, fail });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    const entries = this.pending;
    this.pending = [];
    this.running = true;
    this.run(entries.map((entry) => entry.item))
      .then(
        (failures) => {
          for (const [index, entry] of entries.entries()) {
            if (failures.has(index)) entry.fail(failures.get(index));
            else entry.done();
          }
        },
        (error: unknown) => {
          for (const entry of entries) entry.fail(error);
        },
      )
      .finally(() => {
        this.running = false;
        this.schedule();
      });
  }
}
