// The vacancy list's city filter: the city search asks PAUSE_MS after the last keystroke, from
// MIN_LETTERS letters, never for the name of the city already picked; a newer text cancels the
// older call, a failed one shows no cities. The call is provided (live.ts).
import { assign, setup } from 'xstate';
import type { City } from '../../../shared/api/places';
import { notProvided } from '../../../shared/machines/not-provided';

export const PAUSE_MS = 300;
export const MIN_LETTERS = 2;

export interface CityFilterContext {
  text: string;
  cities: City[];
}

/** What was typed, and the name of the city picked now (typing it again asks nothing). */
export type CityFilterEvent = { type: 'TYPE'; value: string; picked: string | null };

export const cityFilterMachine = setup({
  types: { context: {} as CityFilterContext, events: {} as CityFilterEvent },
  actors: {
    search: notProvided<City[], { text: string }>('cityFilterMachine', 'search'),
  },
  guards: {
    worthAsking: ({ event }) => event.value.trim().length >= MIN_LETTERS && event.value.trim() !== event.picked,
  },
  delays: { pause: PAUSE_MS },
}).createMachine({
  id: 'cityFilter',
  context: { text: '', cities: [] },
  initial: 'idle',
  on: {
    TYPE: [
      { guard: 'worthAsking', target: '.waiting', reenter: true, actions: assign({ text: ({ event }) => event.value.trim() }) },
      { target: '.idle', actions: assign({ text: ({ event }) => event.value.trim() }) },
    ],
  },
  states: {
    idle: {},
    waiting: { after: { pause: 'searching' } },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'idle', actions: assign({ cities: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ cities: [] }) },
      },
    },
  },
});
