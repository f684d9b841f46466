import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import type { CompanyList, ListRequest } from '../../../shared/api/verification';
import type { LiveInput } from '../../../shared/live';
import {
  companiesListMachine,
  LIVE_SETTLE_MS,
  nextQuery,
  DEFAULT_QUERY,
  pageAfterResize,
  pageSizeForHeight,
} from './companies-list.machine';

const COUNTERS = {
  companiesAll: 3,
  companiesUnderConsideration: 1,
  companiesActive: 1,
  companiesReject: 1,
  companiesDeleted: 0,
  companiesOverdue: 0,
};
const list = (total: number, rows = total): CompanyList => ({
  ok: true,
  companies: Array.from({ length: rows }, (_, i) => ({
    id: `c${i}`,
    number: i + 1,
    name: `C${i}`,
    activity: null,
    code: '12345678',
    update_date: '',
    files: 0,
    status: { id: 2, name: 'x' },
    is_del: 0,
    due_at: null,
    overdue: false,
    assignee: null,
  })),
  total,
  page: 1,
  page_size: 9,
  ...COUNTERS,
});

function start(answer: (request: ListRequest) => CompanyList = () => list(3)) {
  const clock = new SimulatedClock();
  const requests: ListRequest[] = [];
  let push: ((event: EventObject) => void) | null = null;
  const actor = createActor(
    companiesListMachine.provide({
      actors: {
        load: fromPromise<CompanyList, ListRequest>(async ({ input }) => {
          requests.push(input);
          return answer(input);
        }),
        live: fromCallback<EventObject, LiveInput>(({ sendBack }) => {
          push = sendBack;
          return () => undefined;
        }),
      },
    }),
    { clock, input: { query: { type: 'UnderConsideration' } } },
  ).start();
  return { actor, clock, requests, live: (event: EventObject) => push!(event) };
}

describe('the back-office company list', () => {
  it('loads the tab with page size 9 and shows the counters', async () => {
    const { actor, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toEqual([{ type: 'UnderConsideration', sort: 'update_date', order: 'desc', page: 1, page_size: 9 }]);
    expect(actor.getSnapshot().context.list).toMatchObject(COUNTERS);
  });

  it('starts from page 1 when the sort or the filter changes, keeps the rest on a page change', () => {
    const at3 = { ...DEFAULT_QUERY, page: 3 };
    expect(nextQuery(at3, { sort: 'name', order: 'asc' })).toEqual({ ...DEFAULT_QUERY, sort: 'name', order: 'asc', page: 1 });
    expect(nextQuery({ ...DEFAULT_QUERY, assigned: 'mine' }, { page: 2 })).toEqual({ ...DEFAULT_QUERY, assigned: 'mine', page: 2 });
  });

  it('reloads once after a burst of live events, without polling', async () => {
    const { actor, clock, requests, live } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    live({ type: 'LIVE' });
    live({ type: 'LIVE' });
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(LIVE_SETTLE_MS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toHaveLength(2);
  });

  it('loads again when an event came during a load, and goes to the last page when its page emptied', async () => {
    const { actor, requests, live } = start((request) => (request.page === 2 ? list(9, 0) : list(9)));
    live({ type: 'LIVE' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toHaveLength(2);
    actor.send({ type: 'QUERY', query: { page: 2 } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.map((r) => r.page)).toEqual([1, 1, 2, 1]);
  });

  it('offers a retry after a failure', async () => {
    let fail = true;
    const { actor } = start(() => {
      if (fail) throw new Error('offline');
      return list(1);
    });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('fits the page size to the window: (height - 128) / 55 rows, keeping the first row in view', async () => {
    expect(pageSizeForHeight(800)).toBe(12);
    expect(pageSizeForHeight(622)).toBe(8);
    expect(pageSizeForHeight(100)).toBe(1);
    expect(pageSizeForHeight(100_000)).toBe(100);
    expect(pageAfterResize(3, 9, 12)).toBe(2);
    expect(pageAfterResize(1, 9, 4)).toBe(1);
    const { actor, requests } = start(() => list(40, 9));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'QUERY', query: { page: 3 } });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 2);
    actor.send({ type: 'RESIZE', pageSize: 12 });
    await waitFor(actor, (s) => s.matches('ready') && requests.length === 3);
    expect(requests[2]).toMatchObject({ page: 2, page_size: 12 });
    // The same size again reloads nothing.
    actor.send({ type: 'RESIZE', pageSize: 12 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toHaveLength(3);
  });
});
