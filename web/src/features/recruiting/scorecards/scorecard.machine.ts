// The scorecard form (docs/recruiting.md, Scorecards): an interviewer rates the candidate 1–5 on each
// competency of the vacancy's own template, gives an overall recommendation and, optionally, a
// comment. The template comes with the page (get_scorecards), so the machine only checks and sends:
// every competency rated and a recommendation chosen before submit_scorecard is called; a 409
// (already submitted, interview not over) is shown in the form as the server says it.
import { assign, setup } from 'xstate';
import type { SubmitScorecardBody } from '../../../shared/api/recruiting';
import { isApiError } from '../../../shared/api/client';
import { failureOf } from '../../../shared/forms/failure';
import { invalid, type FieldProblems } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';

export const SCORECARD_COMMENT_MAX = 5000;
export const SCORES = [1, 2, 3, 4, 5] as const;
export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export interface ScorecardForm {
  /** Competency key (`kpi:3`) → score 1–5. */
  ratings: Record<string, number>;
  recommendation: Recommendation | null;
  comment: string;
}

/** A field of the form: a competency's key, `recommendation` or `comment`. */
export type ScorecardField = string;

export function scorecardProblems(form: ScorecardForm, competencies: string[]): FieldProblems<ScorecardField> {
  const problems: FieldProblems<ScorecardField> = {};
  for (const competency of competencies) if (!form.ratings[competency]) problems[competency] = invalid('required');
  if (!form.recommendation) problems.recommendation = invalid('required');
  if (form.comment.trim().length > SCORECARD_COMMENT_MAX) problems.comment = invalid('tooLong');
  return problems;
}

export interface ScorecardInput {
  companyId: string;
  meetingId: string;
  /** The template's competency keys, in its order. */
  competencies: string[];
}

interface ScorecardContext extends ScorecardInput {
  form: ScorecardForm;
  problems: FieldProblems<ScorecardField>;
  /** The server's refusal (SCORECARD_SUBMITTED, INTERVIEW_NOT_ENDED, …) or a network failure. */
  message: string | null;
  /** The refusal's code, so the screen can stop offering to send again when it is final. */
  code: string | null;
}

export type ScorecardEvent =
  | { type: 'RATE'; competency: string; score: number }
  | { type: 'RECOMMEND'; value: Recommendation }
  | { type: 'COMMENT'; value: string }
  | { type: 'SUBMIT' };

export function scorecardBody(context: ScorecardContext): SubmitScorecardBody {
  const comment = context.form.comment.trim();
  return {
    company_id: context.companyId,
    meeting_id: context.meetingId,
    ratings: context.competencies.map((competency) => ({ competency, score: context.form.ratings[competency]! })),
    recommendation: context.form.recommendation!,
    ...(comment ? { comment } : {}),
  };
}

const without = (problems: FieldProblems<ScorecardField>, field: string) => {
  const rest = { ...problems };
  delete rest[field];
  return rest;
};

export const scorecardMachine = setup({
  types: {
    context: {} as ScorecardContext,
    input: {} as ScorecardInput,
    events: {} as ScorecardEvent,
  },
  actors: {
    submit: notProvided<string, SubmitScorecardBody>('scorecardMachine', 'submit'),
  },
}).createMachine({
  id: 'scorecard',
  context: ({ input }) => ({
    ...input,
    form: { ratings: {}, recommendation: null, comment: '' },
    problems: {},
    message: null,
    code: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        RATE: {
          guard: ({ event }) => SCORES.includes(event.score as (typeof SCORES)[number]),
          actions: assign(({ context, event }) => ({
            form: { ...context.form, ratings: { ...context.form.ratings, [event.competency]: event.score } },
            problems: without(context.problems, event.competency),
          })),
        },
        RECOMMEND: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, recommendation: event.value },
            problems: without(context.problems, 'recommendation'),
          })),
        },
        COMMENT: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, comment: event.value },
            problems: without(context.problems, 'comment'),
          })),
        },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(scorecardProblems(context.form, context.competencies)).length > 0,
            actions: assign({ problems: ({ context }) => scorecardProblems(context.form, context.competencies) }),
          },
          { target: 'saving', actions: assign({ problems: {}, message: null, code: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'submit',
        input: ({ context }) => scorecardBody(context),
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error);
            const problems: FieldProblems<ScorecardField> = {};
            for (const [name, text] of Object.entries(failure.fields)) problems[name] = { text };
            return { problems, message: failure.message, code: isApiError(event.error) ? event.error.code : null };
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

/** Whether the server's refusal is final: sending again cannot help. */
export const finalRefusal = (code: string | null) => code === 'SCORECARD_SUBMITTED' || code === 'INTERVIEW_NOT_ENDED';
