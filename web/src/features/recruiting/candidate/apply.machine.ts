// "Add to a vacancy" on the candidate's page (add_application): the company's published vacancies
// the candidate has no application to yet (one per candidate and vacancy), one chosen, then sent.
// A failure to read the vacancies says so and offers to try again; the server's refusal (the
// vacancy closed meanwhile, an application made by a colleague) shows its message.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import type { AddApplicationBody } from '../../../shared/api/recruiting';
import type { VacancyOption } from '../model';

/** The vacancies offered: the published ones the candidate has not applied to. */
export function vacanciesToOffer(vacancies: readonly VacancyOption[], appliedTo: readonly string[]): VacancyOption[] {
  const taken = new Set(appliedTo);
  return vacancies.filter((vacancy) => !taken.has(vacancy.id));
}

interface ApplyContext {
  companyId: string;
  candidateId: string;
  appliedTo: string[];
  vacancies: VacancyOption[];
  vacancyId: string;
  problem: 'required' | null;
  message: string | null;
}

export type ApplyEvent = { type: 'CHOOSE'; vacancyId: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export const applyMachine = setup({
  types: {
    context: {} as ApplyContext,
    input: {} as { companyId: string; candidateId: string; appliedTo: string[] },
    events: {} as ApplyEvent,
  },
  actors: {
    vacancies: notProvided<VacancyOption[], { companyId: string }>('applyMachine', 'vacancies'),
    apply: notProvided<unknown, AddApplicationBody>('applyMachine', 'apply'),
  },
}).createMachine({
  id: 'apply',
  context: ({ input }) => ({
    companyId: input.companyId,
    candidateId: input.candidateId,
    appliedTo: input.appliedTo,
    vacancies: [],
    vacancyId: '',
    problem: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'vacancies',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'choosing',
          actions: assign({ vacancies: ({ context, event }) => vacanciesToOffer(event.output, context.appliedTo), message: null }),
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    choosing: {
      on: {
        CHOOSE: { actions: assign({ vacancyId: ({ event }) => event.vacancyId, problem: null }) },
        SUBMIT: [
          { guard: ({ context }) => context.vacancyId === '', actions: assign({ problem: 'required' }) },
          { target: 'saving', actions: assign({ message: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'apply',
        input: ({ context }) => ({ company_id: context.companyId, candidate_id: context.candidateId, vacancy_id: context.vacancyId }),
        onDone: 'done',
        onError: { target: 'choosing', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    done: { type: 'final' },
  },
});
