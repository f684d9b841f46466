import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { quickSearchMachine, type QuickSearchScope } from './quick-search.machine';
import { SEARCH_DEBOUNCE_MS, searchEntries, type SearchResult } from './search';

const ENTRIES = [
  { id: '1', label: 'Главная', href: '/' },
  { id: '2', label: 'Тестирование', href: '/testing' },
];

function start(search: (query: string) => Promise<SearchResult[]> = async (query) => searchEntries(ENTRIES, query)) {
  const clock = new SimulatedClock();
  const queries: string[] = [];
  const actor = createActor(
    quickSearchMachine.provide({
      actors: {
        search: fromPromise<SearchResult[], { query: string; scope: QuickSearchScope }>(async ({ input }) => {
          queries.push(input.query);
          return search(input.query);
        }),
      },
    }),
    { clock, input: {} },
  ).start();
  return { actor, clock, queries };
}

describe('quick search', () => {
  it('waits 400 ms after the last keystroke, then searches once', async () => {
    const { actor, clock, queries } = start();
    actor.send({ type: 'TYPE', value: 'г' });
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', value: 'гл' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(queries).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('searching');
    await waitFor(actor, (s) => s.matches('showing'));
    expect(queries).toEqual(['гл']);
    expect(actor.getSnapshot().context.results.map((r) => r.href)).toEqual(['/']);
    expect(actor.getSnapshot().context.searched).toBe('гл');
  });

  it('starts after the first character; clearing or blanking the box goes back to idle', async () => {
    const { actor, clock, queries } = start();
    actor.send({ type: 'TYPE', value: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'TYPE', value: 'т' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'TYPE', value: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.results).toEqual([]);
    actor.send({ type: 'TYPE', value: 'т' });
    actor.send({ type: 'CLEAR' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(queries).toEqual(['т']);
  });

  it('shows the honest empty state for no match and for a failed search', async () => {
    const { actor, clock } = start();
    actor.send({ type: 'TYPE', value: 'вакансия' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.results).toEqual([]);

    const failing = start(async () => Promise.reject(new Error('boom')));
    failing.actor.send({ type: 'TYPE', value: 'x' });
    failing.clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(failing.actor, (s) => s.matches('showing'));
    expect(failing.actor.getSnapshot().context.results).toEqual([]);
  });

  it('typing during a search starts over and keeps only the newest answer', async () => {
    const { actor, clock, queries } = start();
    actor.send({ type: 'TYPE', value: 'г' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', value: 'те' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(queries).toEqual(['г', 'те']);
    expect(actor.getSnapshot().context.results.map((r) => r.href)).toEqual(['/testing']);
  });
});
