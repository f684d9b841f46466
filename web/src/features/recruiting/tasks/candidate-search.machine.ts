// The task dialog's candidate picker: the company's candidates found by what is typed (name,
// e-mail, phone, tag or CV text: get_candidates' query), asked PAUSE_MS after the last keystroke,
// the newest first while nothing is typed. A newer text cancels the older call; a failed one says
// so and lists nobody. The text of the candidate just picked asks nothing. The call is provided (live.ts).
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import type { CandidateCard } from '../model';

export const PAUSE_MS = 300;

export interface CandidateSearchContext {
  companyId: string;
  /** The text the shown results answer (trimmed). */
  text: string;
  results: CandidateCard[];
  /** The last search failed: its message. */
  failed: string | null;
}

/** What was typed, and the name of the candidate picked now (typing it again asks nothing). */
export type CandidateSearchEvent = { type: 'TYPE'; value: string; picked: string | null };

export const candidateSearchMachine = setup({
  types: {
    context: {} as CandidateSearchContext,
    input: {} as { companyId: string },
    events: {} as CandidateSearchEvent,
  },
  actors: {
    search: notProvided<CandidateCard[], { companyId: string; text: string }>('candidateSearchMachine', 'search'),
  },
  guards: {
    worthAsking: ({ context, event }) => event.value.trim() !== context.text && event.value.trim() !== event.picked,
  },
  delays: { pause: PAUSE_MS },
}).createMachine({
  id: 'candidateSearch',
  context: ({ input }) => ({ companyId: input.companyId, text: '', results: [], failed: null }),
  // The newest candidates at once: the list the picker opens with.
  initial: 'searching',
  on: {
    TYPE: { guard: 'worthAsking', target: '.waiting', reenter: true, actions: assign({ text: ({ event }) => event.value.trim() }) },
  },
  states: {
    idle: {},
    waiting: { after: { pause: 'searching' } },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ companyId: context.companyId, text: context.text }),
        onDone: { target: 'idle', actions: assign({ results: ({ event }) => event.output, failed: null }) },
        onError: { target: 'idle', actions: assign({ results: [], failed: ({ event }) => failureOf(event.error).message }) },
      },
    },
  },
});
