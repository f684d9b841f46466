// /company-create step 1 "General": the registration form. Calls are actors provided in live.ts;
// the machine only decides. The code is checked while typing (spec §5: 8 digits, the EDRPOU
// control digit), the rest on submit; the server's field messages land on the same fields.
import { assign, fromPromise, setup } from 'xstate';
import type { CompanyRequest } from '../../../shared/api/company';
import type { OptionItem } from '../../../shared/api/catalogue';
import { serverProblems } from '../../../shared/forms/failure';
import { checkOptionalText, checkRequiredText, compact, hasProblems, type FieldProblems } from '../../../shared/forms/validation';
import { cleanCode, codeProblem, type CodeProblem } from '../edrpou';

export const COMPANY_FIELDS = ['name', 'companyBrand', 'employees', 'code', 'activity', 'services', 'website'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;
export interface CompanyOptions {
  employees: OptionItem[];
  activities: OptionItem[];
}

export interface CompanyCreateContext {
  values: CompanyValues;
  /** Problems of the fields; the code's own rule is `codeProblem` (the server's text, if any, is here). */
  problems: FieldProblems<CompanyField>;
  codeProblem: CodeProblem | null;
  options: CompanyOptions;
  optionsFailed: boolean;
  error: string | null;
  submitted: boolean;
}

export type CompanyCreateEvent =
  | { type: 'CHANGE'; field: CompanyField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM_ABORT' };

export const EMPTY_VALUES: CompanyValues = { name: '', companyBrand: '', employees: '', code: '', activity: '', services: '', website: '' };

const SERVICES_MAX = 2000;

/** The code's problem to show: the control digit as soon as eight digits are typed, the rest after a submit. */
export function visibleCodeProblem(code: string, submitted: boolean): CodeProblem | null {
  const problem = codeProblem(code);
  return problem === 'edrpou' || submitted ? problem : null;
}

/** Problems of the whole form (submit). The code's problem keys are refined by `codeProblem` on screen. */
export function checkCompany(values: CompanyValues): FieldProblems<CompanyField> {
  return compact({
    name: checkRequiredText(values.name, 255),
    companyBrand: checkOptionalText(values.companyBrand, 255),
    employees: null,
    code: null,
    activity: null,
    services: checkOptionalText(values.services, SERVICES_MAX),
    website: checkOptionalText(values.website, 255),
  });
}

export function toRequest(values: CompanyValues): CompanyRequest {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const option = (value: string) => (value === '' ? null : Number(value));
  return {
    name: values.name.trim(),
    companyBrand: text(values.companyBrand),
    employees: option(values.employees),
    code: values.code,
    activity: option(values.activity),
    services: text(values.services),
    website: text(values.website),
  };
}

function notProvided(name: string): never {
  throw new Error(`company-create.machine: "${name}" must be provided with .provide()`);
}

export const companyCreateMachine = setup({
  types: {
    context: {} as CompanyCreateContext,
    events: {} as CompanyCreateEvent,
  },
  actors: {
    loadOptions: fromPromise<CompanyOptions>(async () => notProvided('loadOptions')),
    createCompany: fromPromise<{ id: string }, CompanyRequest>(async () => notProvided('createCompany')),
  },
  guards: {
    formValid: ({ context }) => !hasProblems(checkCompany(context.values)) && codeProblem(context.values.code) === null,
  },
}).createMachine({
  id: 'companyCreate',
  context: { values: EMPTY_VALUES, problems: {}, codeProblem: null, options: { employees: [], activities: [] }, optionsFailed: false, error: null, submitted: false },
  // Two regions: the option lists load while the user already types (a slow list must not swallow input).
  type: 'parallel',
  states: {
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadOptions',
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            // The lists are optional fields: the form still works without them, and says so.
            onError: { target: 'ready', actions: assign({ optionsFailed: true }) },
          },
        },
        ready: {},
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign(({ context, event }) => {
                const value = event.field === 'code' ? cleanCode(event.value) : event.value;
                const problems = { ...context.problems };
                delete problems[event.field];
                const codeProblem = event.field === 'code' ? visibleCodeProblem(value, context.submitted) : context.codeProblem;
                return { values: { ...context.values, [event.field]: value }, problems, codeProblem, error: null };
              }),
            },
            SUBMIT: [
              { guard: 'formValid', target: 'saving', actions: assign({ submitted: true, error: null }) },
              { actions: assign(({ context }) => ({ submitted: true, problems: checkCompany(context.values), codeProblem: codeProblem(context.values.code) })) },
            ],
            CLOSE: 'confirmingAbort',
          },
        },
        confirmingAbort: {
          on: {
            CANCEL: 'editing',
            // Nothing is stored before the form is saved, so finishing here simply leaves.
            CONFIRM_ABORT: 'left',
          },
        },
        saving: {
          invoke: {
            src: 'createCompany',
            input: ({ context }) => toRequest(context.values),
            onDone: { target: 'saved', actions: assign({ error: null }) },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const { fields, message } = serverProblems<CompanyField>(event.error, { companyName: 'name', kod: 'code', s_workers: 'employees', s_activity: 'activity' });
                return { problems: fields, error: Object.keys(fields).length > 0 ? null : message };
              }),
            },
          },
        },
        saved: { type: 'final' },
        left: { type: 'final' },
      },
    },
  },
});
