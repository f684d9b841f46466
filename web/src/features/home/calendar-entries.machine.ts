// What home's month calendar shows on its days: the member's meetings and the due days of their
// tasks, brought by the recruiting area through the route table (CalendarSource). The visible six
// weeks are read when they change (RANGE) or when something was added on the page (RELOAD); a
// failure keeps the days empty and says so, with a retry.
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/machines/not-provided';

/** One thing on a day (the recruiting area's shape, repeated here as a plain type). */
export interface CalendarEntry {
  id: string;
  kind: 'meeting' | 'task';
  /** YYYY-MM-DD. */
  day: string;
  /** HH:MM–HH:MM of a meeting; null for a task. */
  time: string | null;
  title: string;
  href: string | null;
}

/** Where the entries come from: days [from, to) as YYYY-MM-DD; `subscribe` tells of additions on the page. */
export interface CalendarSource {
  load: (from: string, to: string, signal: AbortSignal) => Promise<CalendarEntry[]>;
  subscribe: (listener: () => void) => () => void;
}

/** The entries by day (YYYY-MM-DD). */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return days;
}

interface Range {
  from: string;
  to: string;
}

export const calendarEntriesMachine = setup({
  types: {
    context: {} as Range & { entries: CalendarEntry[] },
    input: {} as Range,
    events: {} as ({ type: 'RANGE' } & Range) | { type: 'RELOAD' },
  },
  actors: { load: notProvided<CalendarEntry[], Range>('calendarEntriesMachine', 'load') },
}).createMachine({
  id: 'calendarEntries',
  context: ({ input }) => ({ ...input, entries: [] }),
  initial: 'loading',
  on: {
    RANGE: { target: '.loading', actions: assign(({ event }) => ({ from: event.from, to: event.to })), reenter: true },
    RELOAD: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ from: context.from, to: context.to }),
        onDone: { target: 'ready', actions: assign({ entries: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ entries: [] }) },
      },
    },
    ready: {},
    failed: {},
  },
});
