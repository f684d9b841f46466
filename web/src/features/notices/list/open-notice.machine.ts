// Opening a notice's link from the bell. A notice whose screen shows the active company's data
// (format.ts, noticeCompany) enters the company it names first (loginCompany), so "Компания
// верифицирована" opens that company's home and a vacancy answer that company's list, whichever
// company was active, or none. The page then opens the link and, after an entry, re-reads the user.
import { assign, setup } from 'xstate';
import { notProvided } from '../../../shared/machines/not-provided';

export type OpenNoticeEvent = { type: 'OPEN'; link: string; companyId: string | null };

export const openNoticeMachine = setup({
  types: {
    context: {} as { link: string; companyId: string | null },
    events: {} as OpenNoticeEvent,
  },
  actors: {
    enterCompany: notProvided<void, { companyId: string }>('openNoticeMachine', 'enterCompany'),
  },
  actions: {
    /** The page opens `link`; `entered`: another company is active now, the app re-reads the user. */
    open: (_, _params: { link: string; entered: boolean }) => {},
  },
}).createMachine({
  id: 'openNotice',
  context: { link: '', companyId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        OPEN: [
          {
            guard: ({ event }) => event.companyId !== null,
            target: 'entering',
            actions: assign(({ event }) => ({ link: event.link, companyId: event.companyId })),
          },
          { actions: { type: 'open', params: ({ event }) => ({ link: event.link, entered: false }) } },
        ],
      },
    },
    entering: {
      invoke: {
        src: 'enterCompany',
        input: ({ context }) => ({ companyId: context.companyId! }),
        onDone: { target: 'idle', actions: { type: 'open', params: ({ context }) => ({ link: context.link, entered: true }) } },
        // No longer a member, or the company is gone: the screen opens as it is.
        onError: { target: 'idle', actions: { type: 'open', params: ({ context }) => ({ link: context.link, entered: false }) } },
      },
    },
  },
});
