import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { calendarEntriesMachine, entriesByDay, type CalendarEntry } from './calendar-entries.machine';

const meeting: CalendarEntry = { id: 'm', kind: 'meeting', day: '2026-12-09', time: '10:00–11:00', title: 'Интервью', href: null };
const task: CalendarEntry = { id: 't', kind: 'task', day: '2026-12-09', time: null, title: 'Позвонить', href: null };

describe('home calendar: its entries', () => {
  it('reads the visible weeks, again for another range, and keeps the days empty after a failure', async () => {
    const asked: string[] = [];
    let fail = false;
    const actor = createActor(
      calendarEntriesMachine.provide({
        actors: {
          load: fromPromise<CalendarEntry[], { from: string; to: string }>(async ({ input }) => {
            asked.push(`${input.from}/${input.to}`);
            if (fail) throw new Error('down');
            return [meeting, task];
          }),
        },
      }),
      { input: { from: '2026-11-30', to: '2027-01-11' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(entriesByDay(actor.getSnapshot().context.entries).get('2026-12-09')).toEqual([meeting, task]);
    fail = true;
    actor.send({ type: 'RANGE', from: '2026-12-28', to: '2027-02-08' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.entries).toEqual([]);
    expect(asked).toEqual(['2026-11-30/2027-01-11', '2026-12-28/2027-02-08']);
  });
});
