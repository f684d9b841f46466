// The scorecards of one application on the candidate's page (get_scorecards): loaded when the part
// shows, again after the reader submits their own (colleagues' ones then become visible).
import { assign, setup } from 'xstate';
import type { ScorecardsAnswer } from '../../../shared/api/recruiting';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface ScorecardsInput {
  companyId: string;
  applicationId: string;
}

interface ScorecardsContext extends ScorecardsInput {
  answer: ScorecardsAnswer | null;
  message: string | null;
}

export const scorecardsMachine = setup({
  types: {
    context: {} as ScorecardsContext,
    input: {} as ScorecardsInput,
    events: {} as { type: 'RELOAD' },
  },
  actors: {
    load: notProvided<ScorecardsAnswer, ScorecardsInput>('scorecardsMachine', 'load'),
  },
}).createMachine({
  id: 'scorecards',
  context: ({ input }) => ({ ...input, answer: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, applicationId: context.applicationId }),
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output, message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    failed: { on: { RELOAD: 'loading' } },
  },
});
