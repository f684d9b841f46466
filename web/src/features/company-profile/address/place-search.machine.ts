// One address combobox's search: nothing is asked below 3 characters
// (fewer reset the choice and show 'Введите более 2 символов'), typing waits DEBOUNCE_MS before the
// call, a newer text cancels the older call, an empty answer shows 'Нет данных'. The call itself is
// the provided actor `search` (live.ts), asked for the machine's source: cities, or streets of the chosen city.
// A street the directory lacks is added from the field itself (ADD, the provided actor `add`: a
// local item of the company, docs/catalogue.md) and chosen at once; cities are never added.
import { assign, setup } from 'xstate';
import { notProvided } from '../../../shared/machines/not-provided';

export const SEARCH_MIN = 3;
export const DEBOUNCE_MS = 300;

export interface Place {
  id: number;
  name: string;
  description?: string;
}

/** What one combobox searches: cities, or the streets of one city. */
export type PlaceSource = { kind: 'cities' } | { kind: 'streets'; cityId: number | null };

export interface PlaceSearchContext {
  source: PlaceSource;
  text: string;
  results: Place[];
  /** The chosen place; typing anything other than its name drops it. */
  chosen: Place | null;
  error: string | null;
}

export type PlaceSearchEvent =
  | { type: 'TYPE'; value: string }
  | { type: 'CHOOSE'; place: Place }
  | { type: 'RESET'; chosen: Place | null }
  | { type: 'ADD' };

/** Names compared as the server's duplicate rule compares them: any letter case, trimmed, one space. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether the field offers to add what is typed: a street of a chosen city, 3 characters or more,
 * once the search answered without that very name (nothing is chosen then).
 */
export function offersAdding(context: PlaceSearchContext): boolean {
  return (
    context.source.kind === 'streets' &&
    context.source.cityId !== null &&
    context.chosen === null &&
    context.text.trim().length >= SEARCH_MIN &&
    !context.results.some((place) => sameName(place.name, context.text))
  );
}

export const placeSearchMachine = setup({
  types: { context: {} as PlaceSearchContext, events: {} as PlaceSearchEvent, input: {} as { chosen: Place | null; source?: PlaceSource } },
  actors: {
    search: notProvided<Place[], { text: string; source: PlaceSource }>('place-search.machine', 'search'),
    add: notProvided<Place, { text: string; source: PlaceSource }>('place-search.machine', 'add'),
  },
  actions: {
    /** The choice changed (a place, or null when typing dropped it): the form stores it. */
    chosenChanged: (_, _params: { chosen: Place | null }) => {},
  },
  guards: {
    longEnough: ({ event }) => event.type === 'TYPE' && event.value.trim().length >= SEARCH_MIN,
    mayAdd: ({ context }) => offersAdding(context),
  },
  delays: { debounce: DEBOUNCE_MS },
}).createMachine({
  id: 'placeSearch',
  context: ({ input }) => ({
    source: input.source ?? { kind: 'cities' },
    text: input.chosen?.name ?? '',
    results: [],
    chosen: input.chosen,
    error: null,
  }),
  initial: 'idle',
  on: {
    TYPE: [
      // Typing the chosen name again (react-aria echoes it after a choice) keeps the choice.
      {
        guard: ({ context, event }) => context.chosen !== null && event.value === context.chosen.name,
        actions: assign({ text: ({ event }) => event.value }),
      },
      {
        guard: 'longEnough',
        target: '.waiting',
        reenter: true,
        actions: [
          assign(({ context, event }) => ({ text: event.value, error: null, chosen: null, results: context.results })),
          { type: 'chosenChanged', params: { chosen: null } },
        ],
      },
      {
        target: '.short',
        actions: [
          assign(({ event }) => ({ text: event.value, results: [], chosen: null, error: null })),
          { type: 'chosenChanged', params: { chosen: null } },
        ],
      },
    ],
    CHOOSE: {
      target: '.idle',
      actions: [
        assign(({ event }) => ({ chosen: event.place, text: event.place.name, error: null })),
        { type: 'chosenChanged', params: ({ event }) => ({ chosen: event.place }) },
      ],
    },
    // The form replaced the value (a parent field changed, or a saved address was loaded).
    RESET: {
      target: '.idle',
      actions: assign(({ event }) => ({ chosen: event.chosen, text: event.chosen?.name ?? '', results: [], error: null })),
    },
  },
  states: {
    idle: {},
    short: {},
    waiting: { after: { debounce: 'searching' } },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.text.trim(), source: context.source }),
        onDone: { target: 'shown', actions: assign({ results: ({ event }) => event.output }) },
        onError: {
          target: 'shown',
          actions: assign({
            results: [],
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    shown: { on: { ADD: { guard: 'mayAdd', target: 'adding' } } },
    adding: {
      invoke: {
        src: 'add',
        input: ({ context }) => ({ text: context.text.trim(), source: context.source }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              chosen: event.output,
              text: event.output.name,
              results: [...context.results, event.output],
              error: null,
            })),
            { type: 'chosenChanged', params: ({ event }) => ({ chosen: event.output }) },
          ],
        },
        onError: {
          target: 'shown',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
  },
});
