// The header bell of every user (issue 23 item 6): the newest notifications and the unread count,
// loaded at start, again whenever the live stream says one was written (`notice.created`) or
// reconnects, and when the popover opens. Reading one or all is shown at once and then confirmed
// by a reload, so a failed call never leaves the bell lying.
import { assign, fromPromise, setup } from 'xstate';
import type { NoticeList } from '../../../shared/api/notices';
import { noLiveEvents } from '../../../shared/live';

export interface NoticesContext {
  list: NoticeList['list'];
  unread: number;
  loaded: boolean;
  failed: boolean;
}

export type NoticesEvent = { type: 'RELOAD' } | { type: 'LIVE' } | { type: 'READ'; id: string } | { type: 'READ_ALL' };

export const noticesMachine = setup({
  types: { context: {} as NoticesContext, events: {} as NoticesEvent },
  actors: {
    load: fromPromise<NoticeList>(async () => {
      throw new Error('noticesMachine: "load" must be provided');
    }),
    markRead: fromPromise<void, { id: string }>(async () => {
      throw new Error('noticesMachine: "markRead" must be provided');
    }),
    markAllRead: fromPromise<void>(async () => {
      throw new Error('noticesMachine: "markAllRead" must be provided');
    }),
    live: noLiveEvents,
  },
  actions: {
    showRead: assign(({ context }, params: { id: string }) => {
      const target = context.list.find((item) => item.id === params.id);
      if (!target || target.isRead) return {};
      return { list: context.list.map((item) => (item.id === params.id ? { ...item, isRead: true } : item)), unread: Math.max(0, context.unread - 1) };
    }),
    showAllRead: assign(({ context }) => ({ list: context.list.map((item) => ({ ...item, isRead: true })), unread: 0 })),
  },
}).createMachine({
  id: 'notices',
  context: { list: [], unread: 0, loaded: false, failed: false },
  invoke: { src: 'live', input: { names: ['notice.created'] } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ list: event.output.list, unread: event.output.unread, loaded: true, failed: false })) },
        onError: { target: 'ready', actions: assign({ failed: true }) },
      },
      // Something new while a load runs: load again, so the answer is not older than the news.
      on: { LIVE: { target: 'loading', reenter: true } },
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
        input: ({ event }) => ({ id: (event as { id: string }).id }),
        onDone: 'loading',
        onError: 'loading',
      },
    },
    markingAll: {
      invoke: { src: 'markAllRead', onDone: 'loading', onError: 'loading' },
    },
  },
});
