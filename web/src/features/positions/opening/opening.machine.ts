// The opening of a published vacancy (docs/careers.md, "Opening a vacancy"), on the vacancy's
// screen: load it (get_opening; null: never opened), open it for applications until a day at most
// 90 days ahead, listed on the public /jobs or not (OPEN; again: new dates), and close
// applications (CLOSE) with what to tell the open applicants (blank: the usual letter). The day is
// checked here so a wrong one never leaves the form; the server decides again in Kyiv's day and its
// refusal (a field message or a general one) is shown in place.
import { assign, setup } from 'xstate';
import type { OpeningView } from '../../../shared/api/openings';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

/** How far ahead the last day may be (open_vacancy's rule). */
export const OPENING_DAYS_MAX = 90;
/** The longest letter to the applicants the server takes. */
export const OPENING_CLOSE_MESSAGE_MAX = 5000;

export interface OpeningInput {
  companyId: string;
  vacancyId: string;
  /** Today as YYYY-MM-DD (the screen passes the local day; the server checks Kyiv's). */
  today: string;
}

export interface OpenInput {
  companyId: string;
  vacancyId: string;
  validThrough: string;
  public: boolean;
}

export interface CloseOpeningInput {
  companyId: string;
  vacancyId: string;
  message?: string;
}

export interface OpeningContext extends OpeningInput {
  opening: OpeningView | null;
  form: { validThrough: string; public: boolean };
  /** The day's problem: the rule here (no real day, out of range) or the server's valid_through message. */
  problem: DayProblem | null;
  /** The last failure's general text. */
  message: string | null;
  closeMessage: string;
}

export type OpeningEvent =
  | { type: 'SET_DATE'; value: string }
  | { type: 'SET_PUBLIC'; value: boolean }
  | { type: 'OPEN' }
  | { type: 'CLOSE'; message?: string }
  | { type: 'RETRY' };

/** The user's day as YYYY-MM-DD (their clock's date, not UTC's). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** YYYY-MM-DD `days` after `day` (calendar arithmetic in UTC, so no zone shifts the day). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type DayProblem = 'date' | 'range' | { text: string };

/** The rule of open_vacancy's valid_through: a real day from today to 90 days ahead. */
export function dayProblem(day: string, today: string): DayProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return 'date';
  if (day < today || day > addDays(today, OPENING_DAYS_MAX)) return 'range';
  return null;
}

const formOf = (opening: OpeningView | null, today: string) => ({
  // An open opening's day is the form's start (extending it is opening again); else 30 days ahead.
  validThrough: opening?.open ? opening.valid_through : addDays(today, 30),
  public: opening?.public ?? true,
});

/** A refusal in place: the server's valid_through message on the day, any other as the panel's message. */
const refusal = (error: unknown): Pick<OpeningContext, 'problem' | 'message'> => {
  const failure = failureOf(error);
  const field = failure.fields.valid_through;
  return { problem: field ? { text: field } : null, message: field ? null : failure.message };
};

export const openingMachine = setup({
  types: {
    context: {} as OpeningContext,
    input: {} as OpeningInput,
    events: {} as OpeningEvent,
  },
  actors: {
    load: notProvided<OpeningView | null, { companyId: string; vacancyId: string }>('opening.machine', 'load'),
    open: notProvided<OpeningView, OpenInput>('opening.machine', 'open'),
    close: notProvided<OpeningView, CloseOpeningInput>('opening.machine', 'close'),
  },
  actions: {
    /** The opening changed: the screen says so (a toast). */
    notifyOpened: () => {},
    notifyClosed: () => {},
  },
  guards: {
    dayValid: ({ context }) => dayProblem(context.form.validThrough, context.today) === null,
    isOpen: ({ context }) => context.opening?.open === true,
  },
}).createMachine({
  id: 'vacancyOpening',
  context: ({ input }) => ({
    ...input,
    opening: null,
    form: formOf(null, input.today),
    problem: null,
    message: null,
    closeMessage: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ opening: event.output, form: formOf(event.output, context.today), message: null })),
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    idle: {
      on: {
        SET_DATE: { actions: assign(({ context, event }) => ({ form: { ...context.form, validThrough: event.value }, problem: null })) },
        SET_PUBLIC: { actions: assign(({ context, event }) => ({ form: { ...context.form, public: event.value } })) },
        OPEN: [
          { guard: 'dayValid', target: 'opening', actions: assign({ problem: null, message: null }) },
          { actions: assign({ problem: ({ context }) => dayProblem(context.form.validThrough, context.today) }) },
        ],
        CLOSE: {
          guard: 'isOpen',
          target: 'closing',
          actions: assign(({ event }) => ({
            message: null,
            closeMessage: (event.message ?? '').trim().slice(0, OPENING_CLOSE_MESSAGE_MAX),
          })),
        },
      },
    },
    opening: {
      invoke: {
        src: 'open',
        input: ({ context }) => ({
          companyId: context.companyId,
          vacancyId: context.vacancyId,
          validThrough: context.form.validThrough,
          public: context.form.public,
        }),
        onDone: {
          target: 'idle',
          actions: [assign(({ context, event }) => ({ opening: event.output, form: formOf(event.output, context.today) })), 'notifyOpened'],
        },
        onError: { target: 'idle', actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    closing: {
      invoke: {
        src: 'close',
        input: ({ context }) => ({
          companyId: context.companyId,
          vacancyId: context.vacancyId,
          ...(context.closeMessage ? { message: context.closeMessage } : {}),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({ opening: event.output, form: formOf(event.output, context.today), closeMessage: '' })),
            'notifyClosed',
          ],
        },
        onError: { target: 'idle', actions: assign(({ event }) => refusal(event.error)) },
      },
    },
  },
});
