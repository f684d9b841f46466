import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { Notification } from '../../../shared/api/verification';
import type { LiveInput } from '../../../shared/live';
import { notificationsMachine } from './notifications.machine';

describe('the verifier notifications', () => {
  it('load when opened, reload on a live event while open, and stop listening when closed', async () => {
    let loads = 0;
    let listening = 0;
    let push: ((event: EventObject) => void) | null = null;
    const item: Notification = { id: 'c1', name: 'ТОВ', update_date: '2026-01-01T00:00:00Z', kind: 'submitted' };
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          load: fromPromise(async () => {
            loads += 1;
            return [item];
          }),
          live: fromCallback<EventObject, LiveInput>(({ sendBack }) => {
            listening += 1;
            push = sendBack;
            return () => (listening -= 1);
          }),
        },
      }),
    ).start();
    expect(loads).toBe(0);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'shown' }));
    expect(actor.getSnapshot().context.list).toEqual([item]);
    push!({ type: 'LIVE' });
    await waitFor(actor, (s) => s.matches({ open: 'shown' }) && loads === 2);
    actor.send({ type: 'CLOSE' });
    expect(listening).toBe(0);
  });
});
