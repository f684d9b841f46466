// The stage editor (the company's template on the recruiting settings screen; a vacancy's own
// stages from its board): reads the columns, then sends each change at once (add, rename, move,
// remove) as the whole list of steps set_stages replaces them with, and shows what the server
// answered. A refused change (a step that still holds applications: 409 STAGE_NOT_EMPTY) leaves
// the list as it was, with the server's reason. Calls provided in live.ts.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import {
  stageName,
  stageNameProblem,
  wantedSteps,
  type StageChange,
  type StageNameProblem,
  type StageView,
  type WantedStep,
} from './stages';

export interface StagesInput {
  companyId: string;
  /** A vacancy's board; null: the company's template. */
  vacancyId: string | null;
  /** The cards on each of the board's columns (a vacancy's: the board holds them), by stage id. */
  occupied?: Readonly<Record<string, number>>;
}

/** What the status line says after a saved change. */
export type StagesNotice = { kind: StageChange['kind']; name: string } | null;

interface StagesContext extends StagesInput {
  stages: StageView[];
  /** The name field: a new step's, or the new name of step `renaming`. */
  name: string;
  renaming: string | null;
  problem: StageNameProblem | null;
  /** The change being sent (its status line once saved). */
  pending: StageChange | null;
  notice: StagesNotice;
  message: string | null;
  /** A step not removed because applications stand on it: which, and how many. */
  blocked: { name: string; count: number } | null;
}

export type StagesEvent =
  | { type: 'NAME'; value: string }
  | { type: 'SUBMIT_NAME' }
  | { type: 'RENAME'; id: string }
  | { type: 'CANCEL_RENAME' }
  | { type: 'MOVE'; id: string; to: number }
  | { type: 'REMOVE'; id: string }
  | { type: 'RETRY' };

export interface SaveStagesInput extends StagesInput {
  steps: WantedStep[];
}

const nameChange = (context: StagesContext): StageChange =>
  context.renaming ? { kind: 'rename', id: context.renaming, name: context.name } : { kind: 'add', name: context.name };

export const stagesMachine = setup({
  types: { context: {} as StagesContext, input: {} as StagesInput, events: {} as StagesEvent },
  actors: {
    load: notProvided<StageView[], StagesInput>('stagesMachine', 'load'),
    save: notProvided<StageView[], SaveStagesInput>('stagesMachine', 'save'),
  },
  guards: {
    nameRefused: ({ context }) => stageNameProblem(context.stages, context.name, context.renaming) !== null,
  },
}).createMachine({
  id: 'stages',
  context: ({ input }) => ({
    ...input,
    stages: [],
    name: '',
    renaming: null,
    problem: null,
    pending: null,
    notice: null,
    message: null,
    blocked: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: { target: 'ready', actions: assign({ stages: ({ event }) => event.output, message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        NAME: { actions: assign({ name: ({ event }) => event.value, problem: null }) },
        SUBMIT_NAME: [
          {
            guard: 'nameRefused',
            actions: assign({ problem: ({ context }) => stageNameProblem(context.stages, context.name, context.renaming) }),
          },
          { target: 'saving', actions: assign({ pending: ({ context }) => nameChange(context) }) },
        ],
        RENAME: {
          actions: assign({
            renaming: ({ event }) => event.id,
            name: ({ context, event }) => stageName(context.stages, event.id),
            problem: null,
          }),
        },
        CANCEL_RENAME: { actions: assign({ renaming: null, name: '', problem: null }) },
        MOVE: { target: 'saving', actions: assign({ pending: ({ event }) => ({ kind: 'move' as const, id: event.id, to: event.to }) }) },
        REMOVE: [
          {
            // Said here rather than sent: the server would refuse it (409 STAGE_NOT_EMPTY) for the same reason.
            guard: ({ context, event }) => (context.occupied?.[event.id] ?? 0) > 0,
            actions: assign({
              blocked: ({ context, event }) => ({ name: stageName(context.stages, event.id), count: context.occupied?.[event.id] ?? 0 }),
              notice: null,
              message: null,
            }),
          },
          { target: 'saving', actions: assign({ pending: ({ event }) => ({ kind: 'remove' as const, id: event.id }) }) },
        ],
      },
    },
    saving: {
      entry: assign({ message: null, notice: null, blocked: null }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          companyId: context.companyId,
          vacancyId: context.vacancyId,
          steps: context.pending ? wantedSteps(context.stages, context.pending) : [],
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const change = context.pending;
            const named = change && (change.kind === 'add' || change.kind === 'rename') ? change.name.trim() : '';
            const name = named || (change && 'id' in change ? stageName(context.stages, change.id) : '');
            const clearsField = change?.kind === 'add' || change?.kind === 'rename';
            return {
              stages: event.output,
              pending: null,
              notice: change ? { kind: change.kind, name } : null,
              ...(clearsField ? { name: '', renaming: null } : {}),
            };
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ pending: null, message: ({ event }) => failureOf(event.error).message }),
        },
      },
    },
  },
});
