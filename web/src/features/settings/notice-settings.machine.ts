// Settings → Notifications (docs/notices.md): every kind with its two channels (e-mail, in the app),
// loaded, changed by the user, saved in one call. A kind whose letter carries the only link that
// acts keeps its e-mail on (the server answers it so; the screen shows it fixed).
import { assign, setup } from 'xstate';
import type { NoticeKind, NoticeSetting } from '../../shared/api/notices';
import { notProvided } from '../../shared/machines/not-provided';

export interface NoticeSettingsContext {
  settings: NoticeSetting[];
  /** What the server holds: "Save" is offered only when something differs. */
  saved: NoticeSetting[];
}

export type NoticeSettingsEvent =
  | { type: 'TOGGLE'; kind: NoticeKind; channel: 'email' | 'inApp'; value: boolean }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

const same = (a: NoticeSetting[], b: NoticeSetting[]) =>
  a.length === b.length && a.every((item, i) => item.kind === b[i]?.kind && item.email === b[i]?.email && item.inApp === b[i]?.inApp);

export const noticeSettingsMachine = setup({
  types: { context: {} as NoticeSettingsContext, events: {} as NoticeSettingsEvent },
  actors: {
    load: notProvided<NoticeSetting[]>('noticeSettingsMachine', 'load'),
    save: notProvided<NoticeSetting[], NoticeSetting[]>('noticeSettingsMachine', 'save'),
  },
  actions: {
    saved: () => undefined,
    saveFailed: () => undefined,
  },
  guards: {
    changed: ({ context }) => !same(context.settings, context.saved),
    editable: ({ context, event }) =>
      event.type === 'TOGGLE' && !(event.channel === 'email' && context.settings.find((item) => item.kind === event.kind)?.emailFixed),
  },
}).createMachine({
  id: 'noticeSettings',
  context: { settings: [], saved: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ settings: event.output, saved: event.output })) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        TOGGLE: {
          guard: 'editable',
          actions: assign(({ context, event }) => ({
            settings: context.settings.map((item) => (item.kind === event.kind ? { ...item, [event.channel]: event.value } : item)),
          })),
        },
        SAVE: { guard: 'changed', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.settings,
        onDone: { target: 'editing', actions: [assign(({ event }) => ({ settings: event.output, saved: event.output })), 'saved'] },
        onError: { target: 'editing', actions: 'saveFailed' },
      },
    },
  },
});
