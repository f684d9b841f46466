import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { Notice, NoticeList } from '../../../shared/api/notices';
import type { LiveInput } from '../../../shared/live';
import { noticesMachine } from './notices.machine';

const notice = (id: string, isRead = false): Notice => ({
  id,
  kind: 'rights_changed',
  params: { company: 'ТОВ' },
  link: '/companies',
  updateDate: '2026-11-27T10:00:00Z',
  isRead,
});

/** A server whose list the test changes; every call is counted. */
function server(initial: Notice[]) {
  const state = { list: initial, loads: 0, reads: [] as string[], readAll: 0, fail: false };
  const answer = (): NoticeList => ({ list: state.list, unread: state.list.filter((item) => !item.isRead).length });
  let push: ((event: EventObject) => void) | null = null;
  let names: readonly string[] = [];
  const machine = noticesMachine.provide({
    actors: {
      load: fromPromise(async () => {
        state.loads += 1;
        return answer();
      }),
      markRead: fromPromise<void, { id: string }>(async ({ input }) => {
        if (state.fail) throw new Error('offline');
        state.reads.push(input.id);
        state.list = state.list.map((item) => (item.id === input.id ? { ...item, isRead: true } : item));
      }),
      markAllRead: fromPromise<void>(async () => {
        state.readAll += 1;
        state.list = state.list.map((item) => ({ ...item, isRead: true }));
      }),
      live: fromCallback<EventObject, LiveInput>(({ sendBack, input }) => {
        names = input.names;
        push = sendBack;
        return () => (push = null);
      }),
    },
  });
  return { state, machine, ring: () => push!({ type: 'LIVE' }), names: () => names };
}

describe('the notification bell', () => {
  it('loads at start and again when the live stream says a notice was written', async () => {
    const s = server([notice('1')]);
    const actor = createActor(s.machine).start();
    await waitFor(actor, (snap) => snap.matches('ready'));
    expect(s.names()).toEqual(['notice.created']);
    expect(actor.getSnapshot().context).toMatchObject({ unread: 1, loaded: true });
    s.state.list = [notice('2'), notice('1')];
    s.ring();
    await waitFor(actor, (snap) => snap.matches('ready') && snap.context.list.length === 2);
    expect(actor.getSnapshot().context.unread).toBe(2);
    expect(s.state.loads).toBe(2);
  });

  it('marks one read at once, tells the server, and reloads', async () => {
    const s = server([notice('2'), notice('1')]);
    const actor = createActor(s.machine).start();
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'READ', id: '1' });
    // Shown read before the server answered.
    expect(actor.getSnapshot().context.unread).toBe(1);
    expect(actor.getSnapshot().context.list.find((item) => item.id === '1')?.isRead).toBe(true);
    await waitFor(actor, (snap) => snap.matches('ready') && s.state.loads === 2);
    expect(s.state.reads).toEqual(['1']);
    expect(actor.getSnapshot().context.unread).toBe(1);
  });

  it('a failed read is undone by the reload: the bell never lies', async () => {
    const s = server([notice('1')]);
    s.state.fail = true;
    const actor = createActor(s.machine).start();
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'READ', id: '1' });
    await waitFor(actor, (snap) => snap.matches('ready') && s.state.loads === 2);
    expect(actor.getSnapshot().context.unread).toBe(1);
  });

  it('a read pressed while the popover reloads the list is told, not dropped, and the reload follows it', async () => {
    const s = server([notice('2'), notice('1')]);
    const actor = createActor(s.machine).start();
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'READ', id: '1' });
    expect(actor.getSnapshot().context.unread).toBe(1);
    await waitFor(actor, (snap) => snap.matches('ready') && s.state.reads.length === 1);
    expect(s.state.reads).toEqual(['1']);
    expect(actor.getSnapshot().context.list.find((item) => item.id === '1')?.isRead).toBe(true);
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'READ_ALL' });
    await waitFor(actor, (snap) => snap.matches('ready') && s.state.readAll === 1);
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('a second read pressed while the first is told is told next, not dropped', async () => {
    const s = server([notice('3'), notice('2'), notice('1')]);
    const actor = createActor(s.machine).start();
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'READ', id: '1' });
    actor.send({ type: 'READ', id: '2' });
    actor.send({ type: 'READ', id: '2' });
    expect(actor.getSnapshot().context.unread).toBe(1);
    await waitFor(actor, (snap) => snap.matches('ready') && s.state.loads === 2);
    expect(s.state.reads).toEqual(['1', '2']);
    expect(actor.getSnapshot().context.unread).toBe(1);
  });

  it('marks all read', async () => {
    const s = server([notice('2'), notice('1'), notice('0', true)]);
    const actor = createActor(s.machine).start();
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'READ_ALL' });
    expect(actor.getSnapshot().context.unread).toBe(0);
    await waitFor(actor, (snap) => snap.matches('ready') && s.state.loads === 2);
    expect(s.state.readAll).toBe(1);
    expect(actor.getSnapshot().context.list.every((item) => item.isRead)).toBe(true);
  });
});
