// "Объединить с…" on the candidate's page (merge_candidates): the recruiter finds the other record
// of the same person by name, e-mail, phone or tag (get_candidates, asked once typing pauses), picks
// it, chooses which of the two stays (this one unless told), sees what the kept candidate will hold
// (mergePreview: both records' contacts, tags, applications, notes, tasks and CVs, nothing dropped),
// and confirms. The server folds the other in and answers the kept one; a refusal (409 MERGE_CONFLICT:
// both have an open application to one vacancy) keeps the dialog open with its message.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import type { CandidateCard, CandidateDetail } from '../model';

/** How long typing pauses before the search is asked (as the candidates list does). */
export const MERGE_SEARCH_DELAY_MS = 350;

export type Keep = 'this' | 'other';

export interface MergeRequest {
  company_id: string;
  keep_id: string;
  merge_id: string;
}

/** What the kept candidate holds after the merge: its own name, everything else of both. */
export interface MergePreview {
  name: string;
  lname: string;
  emails: string[];
  phones: string[];
  tags: string[];
  /** Vacancy names of both records' applications. */
  applications: string[];
  /** Vacancies both records applied to while both applications are open: the server refuses the merge. */
  conflicts: string[];
  notes: number;
  tasks: number;
  files: number;
}

const union = (first: readonly string[], second: readonly string[]) => [...new Set([...first, ...second])];

export function mergePreview(kept: CandidateDetail, merged: CandidateDetail): MergePreview {
  const openOf = (candidate: CandidateDetail) =>
    new Map(candidate.applications.filter((a) => a.status === 'open').map((a) => [a.vacancy.id, a.vacancy.name]));
  const keptOpen = openOf(kept);
  const conflicts = [...openOf(merged)].filter(([id]) => keptOpen.has(id)).map(([, name]) => name);
  return {
    name: kept.name,
    lname: kept.lname,
    emails: union(kept.emails, merged.emails),
    phones: union(kept.phones, merged.phones),
    tags: union(kept.tags, merged.tags),
    applications: [...kept.applications, ...merged.applications].map((a) => a.vacancy.name),
    conflicts,
    notes: kept.notes.length + merged.notes.length,
    tasks: kept.tasks.length + merged.tasks.length,
    files: kept.files.length + merged.files.length,
  };
}

interface MergeContext {
  companyId: string;
  current: CandidateDetail;
  query: string;
  results: CandidateCard[];
  searched: boolean;
  otherId: string;
  other: CandidateDetail | null;
  keep: Keep;
  message: string | null;
  /** The candidate that stayed (the page goes there when it is the other one). */
  keptId: string | null;
}

export type MergeEvent =
  | { type: 'QUERY'; query: string }
  | { type: 'CHOOSE'; candidateId: string }
  | { type: 'KEEP'; keep: Keep }
  | { type: 'SUBMIT' };

export const mergeMachine = setup({
  types: {
    context: {} as MergeContext,
    input: {} as { companyId: string; current: CandidateDetail },
    events: {} as MergeEvent,
  },
  actors: {
    search: notProvided<CandidateCard[], { companyId: string; query: string }>('mergeMachine', 'search'),
    load: notProvided<CandidateDetail, { companyId: string; candidateId: string }>('mergeMachine', 'load'),
    merge: notProvided<CandidateDetail, MergeRequest>('mergeMachine', 'merge'),
  },
  guards: {
    blankQuery: ({ context }) => context.query.trim() === '',
  },
}).createMachine({
  id: 'merge',
  context: ({ input }) => ({
    companyId: input.companyId,
    current: input.current,
    query: '',
    results: [],
    searched: false,
    otherId: '',
    other: null,
    keep: 'this',
    message: null,
    keptId: null,
  }),
  type: 'parallel',
  states: {
    search: {
      initial: 'idle',
      on: { QUERY: { target: '.waiting', actions: assign({ query: ({ event }) => event.query }) } },
      states: {
        idle: {},
        waiting: {
          always: { guard: 'blankQuery', target: 'idle', actions: assign({ results: [], searched: false }) },
          after: { [MERGE_SEARCH_DELAY_MS]: 'searching' },
        },
        searching: {
          invoke: {
            src: 'search',
            input: ({ context }) => ({ companyId: context.companyId, query: context.query.trim() }),
            onDone: {
              target: 'idle',
              // The page's own candidate is no one to merge with.
              actions: assign({
                results: ({ context, event }) => event.output.filter((card) => card.id !== context.current.id),
                searched: true,
              }),
            },
            onError: { target: 'idle', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
      },
    },
    choice: {
      initial: 'none',
      on: {
        CHOOSE: { target: '.loading', actions: assign({ otherId: ({ event }) => event.candidateId, other: null, message: null }) },
      },
      states: {
        none: {},
        loading: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ companyId: context.companyId, candidateId: context.otherId }),
            onDone: { target: 'chosen', actions: assign({ other: ({ event }) => event.output }) },
            onError: { target: 'none', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
        chosen: {
          on: {
            KEEP: { actions: assign({ keep: ({ event }) => event.keep }) },
            SUBMIT: { target: 'merging', actions: assign({ message: null }) },
          },
        },
        merging: {
          invoke: {
            src: 'merge',
            input: ({ context }) => {
              const [keep, merge] = context.keep === 'this' ? [context.current.id, context.otherId] : [context.otherId, context.current.id];
              return { company_id: context.companyId, keep_id: keep, merge_id: merge };
            },
            onDone: { target: 'done', actions: assign({ keptId: ({ event }) => event.output.id }) },
            onError: { target: 'chosen', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
