// The header bell of every user (docs/notices.md): the newest notifications and the unread count,
// loaded at start, again whenever the live stream says one was written (`notice.created`) or
// reconnects, and when the popover opens. Reading one or all is shown at once and then confirmed
// by a reload, so a failed call never leaves the bell lying.
import { assign, setup } from 'xstate';
import type { NoticeList } from '../../../shared/api/notices';
import { noLiveEvents } from '../../../shared/live';
import { notProvided } from '../../../shared/machines/not-provided';

export interface NoticesContext {
  list: NoticeList['list'];
  unread: number;
  loaded: boolean;
  failed: boolean;
  /** Notices shown read whose call is still to be made or answered: the first one's is under way. */
  toMark: string[];
}

export type NoticesEvent = { type: 'RELOAD' } | { type: 'LIVE' } | { type: 'READ'; id: string } | { type: 'READ_ALL' };

export const noticesMachine = setup({
  types: { context: {} as NoticesContext, events: {} as NoticesEvent },
  actors: {
    load: notProvided<NoticeList>('noticesMachine', 'load'),
    markRead: notProvided<void, { id: string }>('noticesMachine', 'markRead'),
    markAllRead: notProvided<void>('noticesMachine', 'markAllRead'),
    live: noLiveEvents,
  },
  actions: {
    /** Shown read at once; the server is told in turn (toMark). */
    showRead: assign(({ context }, params: { id: string }) => {
      const toMark = [...context.toMark, params.id];
      const target = context.list.find((item) => item.id === params.id);
      if (!target || target.isRead) return { toMark };
      return {
        list: context.list.map((item) => (item.id === params.id ? { ...item, isRead: true } : item)),
        unread: Math.max(0, context.unread - 1),
        toMark,
      };
    }),
    showAllRead: assign(({ context }) => ({ list: context.list.map((item) => ({ ...item, isRead: true })), unread: 0, toMark: [] })),
    nextToMark: assign({ toMark: ({ context }) => context.toMark.slice(1) }),
  },
  guards: {
    moreToMark: ({ context }) => context.toMark.length > 1,
  },
}).createMachine({
  id: 'notices',
  context: { list: [], unread: 0, loaded: false, failed: false, toMark: [] },
  invoke: { src: 'live', input: { names: ['notice.created'] } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ list: event.output.list, unread: event.output.unread, loaded: true, failed: false })),
        },
        onError: { target: 'ready', actions: assign({ failed: true }) },
      },
      on: {
        // Something new while a load runs: load again, so the answer is not older than the news.
        LIVE: { target: 'loading', reenter: true },
        // Each opening reloads while the last list stays on screen with its buttons: a read (or
        // "read all") pressed meanwhile is done, not dropped; the reload follows it.
        READ: { target: 'marking', actions: { type: 'showRead', params: ({ event }) => ({ id: event.id }) } },
        READ_ALL: { target: 'markingAll', actions: 'showAllRead' },
      },
    },
    ready: {
      on: {
        RELOAD: 'loading',
        LIVE: 'loading',
        READ: { target: 'marking', actions: { type: 'showRead', params: ({ event }) => ({ id: event.id }) } },
        READ_ALL: { target: 'markingAll', actions: 'showAllRead' },
      },
    },
    marking: {
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ id: context.toMark[0]! }),
        // Answered or failed alike: the next one is told, then the list reloads.
        onDone: 'told',
        onError: 'told',
      },
      on: {
        // Another one pressed while a read is told: shown read at once and told next, not dropped.
        READ: {
          guard: ({ context, event }) => !context.toMark.includes(event.id),
          actions: { type: 'showRead', params: ({ event }) => ({ id: event.id }) },
        },
        // "Read all" covers the one under way.
        READ_ALL: { target: 'markingAll', actions: 'showAllRead' },
      },
    },
    told: {
      always: [
        { guard: 'moreToMark', target: 'marking', actions: 'nextToMark' },
        { target: 'loading', actions: assign({ toMark: [] }) },
      ],
    },
    markingAll: {
      invoke: { src: 'markAllRead', onDone: 'loading', onError: 'loading' },
    },
  },
});
