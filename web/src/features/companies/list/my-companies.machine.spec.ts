import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyListSort } from '../../../shared/api/company';
import type { CompanyListEntry } from '../../../shared/api/company-list';
import { myCompaniesMachine } from './my-companies.machine';

const entry = (id: string): CompanyListEntry => ({ id, name: `Company ${id}` }) as CompanyListEntry;

function start(calls: { enter?: () => Promise<void>; cancelTransfer?: () => Promise<void> } = {}) {
  const loads: CompanyListSort[] = [];
  const said: string[] = [];
  const live: { push: ((event: EventObject) => void) | null; names: readonly string[] } = { push: null, names: [] };
  const actor = createActor(
    myCompaniesMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { sort: CompanyListSort } }) => {
          loads.push(input.sort);
          if (input.sort === 'archive') throw new Error('down');
          return [entry('a'), entry('b')];
        }),
        enter: fromPromise(async () => (calls.enter ?? (async () => undefined))()),
        cancelTransfer: fromPromise(async () => (calls.cancelTransfer ?? (async () => undefined))()),
        live: fromCallback<EventObject, { names: readonly string[] }>(({ sendBack, input }) => {
          live.push = sendBack;
          live.names = input.names;
          return () => {
            live.push = null;
          };
        }),
      },
      actions: {
        entered: () => said.push('entered'),
        cancelled: (_, params) => said.push(`cancelled ${params.name}`),
        failed: (_, params) => said.push(`failed ${params.message}`),
      },
    }),
    { input: { sort: 'my' } },
  ).start();
  return { actor, loads, said, live };
}

describe("the user's company list", () => {
  it("reads the tab again when a verifier's decision is heard live, keeping the rows shown meanwhile", async () => {
    const { actor, loads, live } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(live.names).toEqual(['company.changed']);
    live.push!({ type: 'LIVE', event: { type: 'company.changed', data: { company_id: 'a' } } } as EventObject);
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([entry('a'), entry('b')]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual(['my', 'my']);
    actor.stop();
  });

  it('loads the tab, loads another on SORT, and tells a failed load from an empty one', async () => {
    const { actor, loads } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ sort: 'my', items: [entry('a'), entry('b')], failed: false });
    actor.send({ type: 'SORT', sort: 'archive' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect([loads, actor.getSnapshot().context.items, actor.getSnapshot().context.failed]).toEqual([['my', 'archive'], [], true]);
  });

  it('enters a company (the row stays busy while the app reloads), or says why it could not', async () => {
    const ok = start();
    await waitFor(ok.actor, (s) => s.matches('ready'));
    ok.actor.send({ type: 'ENTER', company: entry('a') });
    await waitFor(ok.actor, (s) => s.matches('ready') && ok.said.length > 0);
    expect([ok.said, ok.actor.getSnapshot().context.busy]).toEqual([['entered'], 'a']);

    const refused = start({ enter: async () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Not a member')) });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'ENTER', company: entry('b') });
    await waitFor(refused.actor, (s) => s.matches('ready') && refused.said.length > 0);
    expect([refused.said, refused.actor.getSnapshot().context.busy]).toEqual([['failed Not a member'], null]);
  });

  it('takes back a transfer offer: the company leaves the tab; DROP removes one the modals finished with', async () => {
    const { actor, said } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CANCEL_TRANSFER', company: entry('a') });
    await waitFor(actor, (s) => s.matches('ready') && said.length > 0);
    expect([said, actor.getSnapshot().context.items, actor.getSnapshot().context.busy]).toEqual([
      ['cancelled Company a'],
      [entry('b')],
      null,
    ]);
    actor.send({ type: 'DROP', id: 'b' });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});
