import { Coalescer, eachWithLimit, Limiter, planLanes, type LaneRow } from './outbox-lanes.js';

const row = (id: number, aggregate: string | null): LaneRow => ({ id: String(id), aggregate_id: aggregate });
const ids = (rows: LaneRow[]) => rows.map((r) => Number(r.id));

describe('planLanes', () => {
  it('gives each aggregate one lane in id order, and each row without an aggregate its own', () => {
    const claimed = [row(1, 'A'), row(2, 'B'), row(3, 'A'), row(4, null), row(5, null), row(6, 'B')];
    const { lanes, held } = planLanes(
      claimed,
      claimed.filter((r) => r.aggregate_id !== null),
    );
    expect(lanes.map(ids).sort((a, b) => a[0]! - b[0]!)).toEqual([[1, 3], [2, 6], [4], [5]]);
    expect(held).toEqual([]);
  });

  it('holds back an aggregate whose oldest undelivered event another replica has', () => {
    // 1 is locked elsewhere (skipped by the claim) but still undelivered.
    const claimed = [row(2, 'A'), row(3, 'B')];
    const { lanes, held } = planLanes(claimed, [row(1, 'A'), row(2, 'A'), row(3, 'B')]);
    expect(lanes.map(ids)).toEqual([[3]]);
    expect(ids(held)).toEqual([2]);
  });

  it('stops a lane at the first gap: what follows an event it did not claim waits', () => {
    const claimed = [row(1, 'A'), row(3, 'A'), row(4, 'A')];
    const { lanes, held } = planLanes(claimed, [row(1, 'A'), row(2, 'A'), row(3, 'A'), row(4, 'A')]);
    expect(lanes.map(ids)).toEqual([[1]]);
    expect(ids(held)).toEqual([3, 4]);
  });

  it('runs an aggregate whose earlier events were delivered meanwhile', () => {
    const { lanes, held } = planLanes([row(7, 'A'), row(8, 'A')], [row(7, 'A'), row(8, 'A')]);
    expect(lanes.map(ids)).toEqual([[7, 8]]);
    expect(held).toEqual([]);
  });
});

describe('eachWithLimit', () => {
  it('never runs more than the limit at once and takes items in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = new Map<number, () => void>();
    const work = eachWithLimit([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((done) => gates.set(item, done));
      running -= 1;
    });
    const open = async (item: number) => {
      while (!gates.has(item)) await Promise.resolve();
      gates.get(item)!();
    };
    await open(2);
    await open(1);
    await open(3);
    await open(4);
    await open(5);
    await work;
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('throws a failure only once every started item has finished', async () => {
    const finished: number[] = [];
    let release!: () => void;
    const slow = new Promise<void>((done) => (release = done));
    const work = eachWithLimit([1, 2], 2, async (item) => {
      if (item === 1) throw new Error('item 1 failed');
      await slow;
      finished.push(item);
    });
    let settled = false;
    void work.catch(() => (settled = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await expect(work).rejects.toThrow('item 1 failed');
    expect(finished).toEqual([2]);
  });
});

describe('Limiter', () => {
  it('runs at most the limit at once, the others in the order they asked', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = new Map<number, () => void>();
    const works = [1, 2, 3, 4].map((n) =>
      limiter.use(async () => {
        order.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((done) => gates.set(n, done));
        running -= 1;
        return n * 10;
      }),
    );
    const open = async (n: number) => {
      while (!gates.has(n)) await Promise.resolve();
      gates.get(n)!();
    };
    await open(2);
    await open(3);
    await open(1);
    await open(4);
    expect(await Promise.all(works)).toEqual([10, 20, 30, 40]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('gives the place back when the work fails', async () => {
    const limiter = new Limiter(1);
    await expect(limiter.use(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limiter.use(async () => 'next')).resolves.toBe('next');
  });
});

describe('Coalescer', () => {
  it('runs what was submitted in one turn as one batch, and answers each item its own outcome', async () => {
    const batches: string[][] = [];
    const coalescer = new Coalescer<string>(async (items) => {
      batches.push(items);
      return new Map(items.flatMap((item, index) => (item.startsWith('bad') ? [[index, new Error(item)] as const] : [])));
    });
    const first = ['a', 'bad-b', 'c'].map((item) =>
      coalescer.submit(item).then(
        () => 'ok',
        (error: Error) => error.message,
      ),
    );
    expect(await Promise.all(first)).toEqual(['ok', 'bad-b', 'ok']);
    expect(await coalescer.submit('d').then(() => 'ok')).toBe('ok');
    expect(batches).toEqual([['a', 'bad-b', 'c'], ['d']]);
  });

  it('gathers what comes while a run is going into the next run', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((done) => (release = done));
    const coalescer = new Coalescer<number>(async (items) => {
      batches.push(items);
      if (items.includes(1)) await first;
      return new Map();
    });
    const one = coalescer.submit(1);
    await new Promise((done) => setImmediate(done));
    const later = [coalescer.submit(2), coalescer.submit(3)];
    await new Promise((done) => setImmediate(done));
    await new Promise((done) => setImmediate(done));
    expect(batches).toEqual([[1]]);
    release();
    await Promise.all([one, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('fails every item of a batch whose run throws', async () => {
    const coalescer = new Coalescer<number>(async () => Promise.reject(new Error('down')));
    const outcomes = await Promise.allSettled([coalescer.submit(1), coalescer.submit(2)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
