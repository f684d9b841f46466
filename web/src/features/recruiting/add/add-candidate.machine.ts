// The "add candidate" dialog (home's "Добавить кандидата" and the candidates list): name, surname,
// e-mail, phone, source, tags, consent, an optional CV and an optional vacancy. The company's
// published vacancies are read for the vacancy choice (a failure leaves it without, never the
// form). Saving checks the form, then sends add_candidate and, with a CV, add_candidate_file (its
// progress reported). The server finds duplicates by normalized e-mail or phone: the answer's
// `duplicate` says the data went to the existing candidate, and the done state says so. A CV the
// server refuses after the candidate was added leaves the candidate added, and says so.
import { assign, setup } from 'xstate';
import { fieldProblems, failureOf } from '../../../shared/forms/failure';
import type { FieldProblems } from '../../../shared/forms/validation';
import { notProvided, notProvidedCallback } from '../../../shared/machines/not-provided';
import type { AddCandidateAnswer } from '../../../shared/api/recruiting';
import { candidateBody, candidateProblems, EMPTY_CANDIDATE, type CandidateField, type CandidateForm, type VacancyOption } from '../model';

export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

export type AddBody = ReturnType<typeof candidateBody>;

export interface AddInput {
  body: AddBody;
  file: File | null;
}

/** What the `add` actor reports: the upload's progress, then the answer or the failure. */
export type AddReport =
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'ADDED'; answer: AddCandidateAnswer; cvError?: string | null }
  | { type: 'FAILED'; error: unknown };

export type CvProblem = 'format' | 'size' | null;

/** Whether a chosen file can be a CV: PDF, DOC or DOCX, at most CV_MAX_BYTES. */
export function cvProblem(file: Pick<File, 'name' | 'size'>): CvProblem {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CV_EXTENSIONS as readonly string[]).includes(extension)) return 'format';
  return file.size > CV_MAX_BYTES ? 'size' : null;
}

interface AddContext {
  companyId: string;
  form: CandidateForm;
  file: File | null;
  cvProblem: CvProblem;
  vacancies: VacancyOption[];
  problems: FieldProblems<CandidateField>;
  progress: { loaded: number; total: number } | null;
  message: string | null;
  result: AddCandidateAnswer | null;
  /** Why the CV was not kept, when the candidate was added without it. */
  cvError: string | null;
}

export type AddEvent =
  | { type: 'CHANGE'; field: Exclude<keyof CandidateForm, 'consent' | 'source'>; value: string }
  | { type: 'SOURCE'; value: CandidateForm['source'] }
  | { type: 'CONSENT'; value: boolean }
  | { type: 'FILE'; file: File | null }
  | { type: 'SUBMIT' }
  | { type: 'AGAIN' }
  | AddReport;

export const addCandidateMachine = setup({
  types: {
    context: {} as AddContext,
    input: {} as { companyId: string; vacancyId?: string },
    events: {} as AddEvent,
  },
  actors: {
    vacancies: notProvided<VacancyOption[], { companyId: string }>('addCandidateMachine', 'vacancies'),
    add: notProvidedCallback<AddReport, AddInput>('addCandidateMachine', 'add'),
  },
  guards: {
    invalid: ({ context }) => Object.keys(candidateProblems(context.form)).length > 0 || context.cvProblem !== null,
  },
}).createMachine({
  id: 'addCandidate',
  context: ({ input }) => ({
    companyId: input.companyId,
    form: { ...EMPTY_CANDIDATE, vacancyId: input.vacancyId ?? '' },
    file: null,
    cvProblem: null,
    vacancies: [],
    problems: {},
    progress: null,
    message: null,
    result: null,
    cvError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      invoke: {
        src: 'vacancies',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { actions: assign({ vacancies: ({ event }) => event.output }) },
        // Without the list the candidate can still be added; the vacancy comes later from the board.
        onError: {},
      },
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const problems = { ...context.problems };
            delete problems[event.field as CandidateField];
            if (event.field === 'email' || event.field === 'phone') delete problems.contact;
            return { form: { ...context.form, [event.field]: event.value }, problems };
          }),
        },
        SOURCE: { actions: assign({ form: ({ context, event }) => ({ ...context.form, source: event.value }) }) },
        CONSENT: { actions: assign({ form: ({ context, event }) => ({ ...context.form, consent: event.value }) }) },
        FILE: {
          actions: assign({ file: ({ event }) => event.file, cvProblem: ({ event }) => (event.file ? cvProblem(event.file) : null) }),
        },
        SUBMIT: [
          { guard: 'invalid', actions: assign({ problems: ({ context }) => candidateProblems(context.form) }) },
          { target: 'saving', actions: assign({ problems: {}, message: null, progress: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'add',
        input: ({ context }) => ({ body: candidateBody(context.companyId, context.form), file: context.file }),
      },
      on: {
        PROGRESS: { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) },
        ADDED: { target: 'done', actions: assign({ result: ({ event }) => event.answer, cvError: ({ event }) => event.cvError ?? null }) },
        FAILED: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error);
            return {
              problems: fieldProblems<CandidateField>(failure.fields),
              message: failure.message,
              progress: null,
            };
          }),
        },
      },
    },
    done: {
      on: {
        AGAIN: {
          target: 'editing',
          actions: assign({
            form: { ...EMPTY_CANDIDATE },
            file: null,
            cvProblem: null,
            result: null,
            cvError: null,
            problems: {},
            progress: null,
          }),
        },
      },
    },
  },
});
