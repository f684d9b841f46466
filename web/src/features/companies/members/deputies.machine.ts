// /add-deputy: a form for a deputy, a modal to add more, the
// list with edit and remove, one send for all of them, then the success modal that moves on by
// itself after 2.5 s. Calls are actors provided in live.ts; the machine only decides. The
// server's field errors (`deputies.N.email`) go back to the N-th person of the list.
import { assign, setup } from 'xstate';
import type { AddDeputiesRequest } from '../../../shared/api/company-members';
import type { OptionItem } from '../../../shared/api/catalogue';
import { serverProblems } from '../../../shared/forms/failure';
import { SUCCESS_ACTION_DELAY_MS } from '../../../shared/machines/success-action.machine';
import {
  checkDeputy,
  deputyFieldOf,
  EMPTY_DEPUTY,
  toDeputyRequest,
  type Deputy,
  type DeputyField,
  type DeputyProblems,
  type DeputyValues,
} from './deputy-form';
import { notProvided } from '../../../shared/machines/not-provided';

export interface DeputiesInput {
  /** The active company; null when the session has none (the page says so and sends nothing). */
  companyId: string | null;
}

export interface DeputiesContext {
  companyId: string | null;
  /** The `s_access_z` list: id, name and the code the server takes. */
  rights: OptionItem[];
  rightsFailed: boolean;
  deputies: Deputy[];
  draft: DeputyValues;
  /** The list entry being edited, or null for a new deputy. */
  draftId: string | null;
  draftProblems: DeputyProblems;
  /** A failure the fields do not say (network, rights, rate limit). */
  error: string | null;
  nextId: number;
}

export type DeputiesEvent =
  | { type: 'CHANGE'; field: DeputyField; value: string }
  | { type: 'TOGGLE_RIGHT'; code: string; selected: boolean }
  | { type: 'SAVE_DEPUTY' }
  | { type: 'CANCEL' }
  | { type: 'ADD_MORE' }
  | { type: 'EDIT'; id: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'SEND' }
  | { type: 'STAY' }
  | { type: 'GO' };

const othersThan = (context: DeputiesContext) => context.deputies.filter((deputy) => deputy.id !== context.draftId);

/** The server's answer to a send, spread over the list: each person's fields, and what no field says. */
export function spreadFailure(deputies: readonly Deputy[], error: unknown): { deputies: Deputy[]; error: string | null } {
  const { fields, message } = serverProblems(error);
  const next = deputies.map((deputy) => ({ ...deputy, problems: {} as DeputyProblems }));
  let placed = false;
  for (const [name, problem] of Object.entries(fields)) {
    const target = deputyFieldOf(name);
    const deputy = target ? next[target[0]] : undefined;
    if (!target || !deputy || !problem) continue;
    deputy.problems[target[1]] = problem;
    placed = true;
  }
  return { deputies: next, error: placed ? null : message };
}

export const deputiesMachine = setup({
  types: {
    context: {} as DeputiesContext,
    events: {} as DeputiesEvent,
    input: {} as DeputiesInput,
  },
  actors: {
    loadRights: notProvided<OptionItem[]>('deputies.machine', 'loadRights'),
    addDeputies: notProvided<unknown, AddDeputiesRequest>('deputies.machine', 'addDeputies'),
  },
  guards: {
    draftValid: ({ context }) => Object.keys(checkDeputy(context.draft, othersThan(context))).length === 0,
    hasDeputies: ({ context }) => context.deputies.length > 0,
    canSend: ({ context }) => context.companyId !== null && context.deputies.length > 0,
  },
  delays: { successDelay: SUCCESS_ACTION_DELAY_MS },
}).createMachine({
  id: 'deputies',
  context: ({ input }) => ({
    companyId: input.companyId,
    rights: [],
    rightsFailed: false,
    deputies: [],
    draft: EMPTY_DEPUTY,
    draftId: null,
    draftProblems: {},
    error: null,
    nextId: 1,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRights',
        onDone: { target: 'form', actions: assign({ rights: ({ event }) => event.output.filter((item) => item.code) }) },
        // Rights are optional (a deputy may start with none): the form still works and says the list is missing.
        onError: { target: 'form', actions: assign({ rightsFailed: true }) },
      },
    },
    /** The deputy form: inline for the first deputy, in the "add more" modal after that (the page decides). */
    form: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const problems = { ...context.draftProblems };
            delete problems[event.field];
            return { draft: { ...context.draft, [event.field]: event.value }, draftProblems: problems };
          }),
        },
        TOGGLE_RIGHT: {
          actions: assign(({ context, event }) => {
            const rest = context.draft.s_access_z.filter((code) => code !== event.code);
            return { draft: { ...context.draft, s_access_z: event.selected ? [...rest, event.code] : rest } };
          }),
        },
        SAVE_DEPUTY: [
          {
            guard: 'draftValid',
            target: 'list',
            actions: assign(({ context }) => {
              if (context.draftId === null) {
                return {
                  deputies: [...context.deputies, { id: `deputy-${context.nextId}`, values: context.draft, problems: {} }],
                  nextId: context.nextId + 1,
                  error: null,
                };
              }
              return {
                deputies: context.deputies.map((deputy) =>
                  deputy.id === context.draftId ? { ...deputy, values: context.draft, problems: {} } : deputy,
                ),
                error: null,
              };
            }),
          },
          { actions: assign(({ context }) => ({ draftProblems: checkDeputy(context.draft, othersThan(context)) })) },
        ],
        CANCEL: { guard: 'hasDeputies', target: 'list' },
      },
    },
    list: {
      on: {
        ADD_MORE: { target: 'form', actions: assign({ draft: EMPTY_DEPUTY, draftId: null, draftProblems: {} }) },
        EDIT: {
          target: 'form',
          actions: assign(({ context, event }) => {
            const deputy = context.deputies.find((item) => item.id === event.id);
            return deputy ? { draft: deputy.values, draftId: deputy.id, draftProblems: deputy.problems } : {};
          }),
        },
        REMOVE: {
          actions: assign(({ context, event }) => ({ deputies: context.deputies.filter((deputy) => deputy.id !== event.id), error: null })),
        },
        SEND: { guard: 'canSend', target: 'sending' },
      },
      // The last one removed: back to the first deputy's form.
      always: {
        guard: ({ context }) => context.deputies.length === 0,
        target: 'form',
        actions: assign({ draft: EMPTY_DEPUTY, draftId: null, draftProblems: {} }),
      },
    },
    sending: {
      invoke: {
        src: 'addDeputies',
        input: ({ context }) => ({
          company_id: context.companyId ?? '',
          deputies: context.deputies.map((deputy) => toDeputyRequest(deputy.values)),
        }),
        onDone: { target: 'done', actions: assign({ error: null }) },
        onError: { target: 'list', actions: assign(({ context, event }) => spreadFailure(context.deputies, event.error)) },
      },
    },
    /** The success modal: it moves on by itself after 2.5 s unless the reader asks to stay (WCAG 2.2.1). */
    done: {
      after: { successDelay: 'finished' },
      on: { STAY: 'staying', GO: 'finished' },
    },
    staying: { on: { GO: 'finished' } },
    finished: { type: 'final' },
  },
});

export type DeputiesMachine = typeof deputiesMachine;
