// The preview drawer of the short wizard: the vacancy document, Print, Download of
// the server PDF, a colleague picker titled "vacancy approval", and the primary button — "Send for
// approval" with colleagues chosen, otherwise "Accept and publish" (both send_vacancy, the second
// with no approvers). Two regions: the main flow, and the download, which may run while the user
// keeps reading or choosing. The calls are provided (live.ts, or a spec's fakes).
import { assign, setup } from 'xstate';
import { notProvided } from '../../../shared/machines/not-provided';
import type { SendRequest, VacancyView, ApproverOption } from '../../../shared/api/positions';
import { failureOf } from '../../../shared/forms/failure';

export interface PreviewInput {
  companyId: string;
  vacancy: VacancyView;
}

export interface PreviewContext {
  companyId: string;
  vacancy: VacancyView;
  /** The members who may be asked; null until the picker first loads them. */
  members: ApproverOption[] | null;
  /** The colleagues confirmed in the picker. */
  chosen: string[];
  /** The picker's ticks until Apply. */
  draft: string[];
  /** A failed send, load of members or download. */
  error: string | null;
  downloadError: string | null;
}

export type PreviewEvent =
  | { type: 'OPEN_PICKER' }
  | { type: 'TOGGLE'; userId: string }
  | { type: 'APPLY' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'SEND' }
  | { type: 'DOWNLOAD' };

export type PreviewNotice = { kind: 'sent'; published: boolean } | { kind: 'failed'; message: string };

export const previewMachine = setup({
  types: {
    context: {} as PreviewContext,
    events: {} as PreviewEvent,
    input: {} as PreviewInput,
  },
  actors: {
    members: notProvided<ApproverOption[], { companyId: string }>('previewMachine', 'members'),
    send: notProvided<VacancyView, SendRequest>('previewMachine', 'send'),
    download: notProvided<void, { companyId: string; vacancy: VacancyView }>('previewMachine', 'download'),
  },
  actions: {
    notify: (_, _notice: PreviewNotice) => {},
  },
  guards: {
    membersLoaded: ({ context }) => context.members !== null,
    /** Publishing at once needs the right "vacancy-approval" (the server says so in can_publish); otherwise colleagues approve. */
    maySend: ({ context }) => context.chosen.length > 0 || context.vacancy.can_publish,
  },
}).createMachine({
  id: 'preview',
  context: ({ input }) => ({
    companyId: input.companyId,
    vacancy: input.vacancy,
    members: null,
    chosen: [],
    draft: [],
    error: null,
    downloadError: null,
  }),
  type: 'parallel',
  states: {
    main: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            OPEN_PICKER: { target: 'picker', actions: assign(({ context }) => ({ draft: context.chosen, error: null })) },
            SEND: { guard: 'maySend', target: 'sending', actions: assign({ error: null }) },
          },
        },
        picker: {
          initial: 'choose',
          on: { CANCEL: 'viewing' },
          states: {
            choose: { always: [{ guard: 'membersLoaded', target: 'ready' }, { target: 'loading' }] },
            loading: {
              invoke: {
                src: 'members',
                input: ({ context }) => ({ companyId: context.companyId }),
                onDone: { target: 'ready', actions: assign({ members: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
              },
            },
            failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
            ready: {
              on: {
                TOGGLE: {
                  actions: assign(({ context, event }) => ({
                    draft: context.draft.includes(event.userId)
                      ? context.draft.filter((id) => id !== event.userId)
                      : [...context.draft, event.userId],
                  })),
                },
                APPLY: { target: '#preview.main.viewing', actions: assign(({ context }) => ({ chosen: context.draft })) },
              },
            },
          },
        },
        sending: {
          invoke: {
            src: 'send',
            input: ({ context }) => ({ company_id: context.companyId, vacancy_id: context.vacancy.id, approvers: context.chosen }),
            onDone: {
              target: 'sent',
              actions: [
                assign({ vacancy: ({ event }) => event.output }),
                { type: 'notify', params: ({ context }) => ({ kind: 'sent', published: context.chosen.length === 0 }) },
              ],
            },
            onError: {
              target: 'viewing',
              actions: [
                assign({ error: ({ event }) => failureOf(event.error).message }),
                {
                  type: 'notify',
                  params: ({ event }: { event: { error: unknown } }): PreviewNotice => ({
                    kind: 'failed',
                    message: failureOf(event.error).message,
                  }),
                },
              ],
            },
          },
        },
        sent: { type: 'final' },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: { on: { DOWNLOAD: { target: 'downloading', actions: assign({ downloadError: null }) } } },
        downloading: {
          invoke: {
            src: 'download',
            input: ({ context }) => ({ companyId: context.companyId, vacancy: context.vacancy }),
            onDone: 'idle',
            onError: { target: 'idle', actions: assign({ downloadError: ({ event }) => failureOf(event.error).message }) },
          },
        },
      },
    },
  },
});

/** The names of the chosen colleagues, in the picker's order. */
export function chosenNames(context: Pick<PreviewContext, 'members' | 'chosen'>): string[] {
  return (context.members ?? []).filter((member) => context.chosen.includes(member.user_id)).map((member) => member.name);
}
