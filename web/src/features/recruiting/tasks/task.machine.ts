// The task dialog (home's "Добавить задачу" and the candidate's page): a title, a due date, an
// assignee (the member by default) and optionally a candidate. The colleagues to assign are read
// when it opens (a failure leaves the member alone as assignee); where no candidate is given, the
// candidate is picked from a search of the company's candidates (candidate-search.machine.ts, its
// own actor in the picker). add_task saves it.
import { assign, setup } from 'xstate';
import { failureOf, fieldProblems } from '../../../shared/forms/failure';
import { invalid, without, type FieldProblems } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';
import { readOnceFor } from '../../../shared/machines/read-once';
import type { Colleague } from '../model';

export const TITLE_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TaskForm {
  title: string;
  dueDate: string;
  assigneeId: string;
  candidateId: string;
}

export type TaskField = 'title' | 'dueDate' | 'assigneeId';

export interface TaskRequest {
  company_id: string;
  title: string;
  due_date: string;
  assignee_id: string;
  candidate_id?: string;
}

export function taskProblems(form: TaskForm, today: string): FieldProblems<TaskField> {
  const problems: FieldProblems<TaskField> = {};
  if (!form.title.trim()) problems.title = invalid('required');
  else if (form.title.trim().length > TITLE_MAX) problems.title = invalid('tooLong');
  if (!form.dueDate) problems.dueDate = invalid('required');
  else if (!DAY.test(form.dueDate) || Number.isNaN(Date.parse(form.dueDate)) || form.dueDate < today) problems.dueDate = invalid('date');
  if (!form.assigneeId) problems.assigneeId = invalid('required');
  return problems;
}

interface TaskContext {
  companyId: string;
  today: string;
  /** A candidate given by the page that opened the dialog: not a choice then. */
  fixedCandidate: boolean;
  form: TaskForm;
  colleagues: Colleague[];
  problems: FieldProblems<TaskField>;
  message: string | null;
}

export type TaskEvent = { type: 'CHANGE'; field: keyof TaskForm; value: string } | { type: 'SUBMIT' };

const readOnce = readOnceFor<TaskContext, TaskEvent>();

export const taskMachine = setup({
  types: {
    context: {} as TaskContext,
    input: {} as { companyId: string; selfId: string; today: string; candidateId?: string },
    events: {} as TaskEvent,
  },
  actors: {
    colleagues: notProvided<Colleague[], { companyId: string }>('taskMachine', 'colleagues'),
    add: notProvided<unknown, TaskRequest>('taskMachine', 'add'),
  },
}).createMachine({
  id: 'task',
  context: ({ input }) => ({
    companyId: input.companyId,
    today: input.today,
    fixedCandidate: Boolean(input.candidateId),
    form: { title: '', dueDate: input.today, assigneeId: input.selfId, candidateId: input.candidateId ?? '' },
    colleagues: [],
    problems: {},
    message: null,
  }),
  type: 'parallel',
  states: {
    // Read once when the dialog opens, whatever the form does meanwhile.
    options: readOnce('colleagues', 'colleagues'),
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign(({ context, event }) => ({
                form: { ...context.form, [event.field]: event.value },
                problems: without(context.problems, event.field as TaskField),
              })),
            },
            SUBMIT: [
              {
                guard: ({ context }) => Object.keys(taskProblems(context.form, context.today)).length > 0,
                actions: assign({ problems: ({ context }) => taskProblems(context.form, context.today) }),
              },
              { target: 'saving', actions: assign({ problems: {}, message: null }) },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'add',
            input: ({ context }) => ({
              company_id: context.companyId,
              title: context.form.title.trim(),
              due_date: context.form.dueDate,
              assignee_id: context.form.assigneeId,
              ...(context.form.candidateId ? { candidate_id: context.form.candidateId } : {}),
            }),
            onDone: 'done',
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const failure = failureOf(event.error);
                return {
                  problems: fieldProblems<TaskField>(failure.fields, { due_date: 'dueDate', assignee_id: 'assigneeId' }),
                  message: failure.message,
                };
              }),
            },
          },
        },
        done: {},
      },
    },
  },
});
