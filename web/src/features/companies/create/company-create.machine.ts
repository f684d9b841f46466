// /company-create, the onboarding wizard of spec 001 §2: step 1 "General" (the registration form),
// step 2 "Administrator" (admin-form.ts), then done (the app opens the verification step). Calls are
// actors provided in live.ts; the machine only decides. The code is checked while typing (spec §5:
// 8 digits, the EDRPOU control digit), the rest on submit; the server's field messages land on the
// same fields. Step 2 opens only once the company exists; saving step 1 again then updates it
// (spec §4: "if the company already exists, the form updates it"). Leaving asks first and removes
// a company that was already made (a draft needs no SMS code).
import { assign, setup } from 'xstate';
import type { CompanyRequest } from '../../../shared/api/company';
import type { OptionItem } from '../../../shared/api/catalogue';
import { serverProblems } from '../../../shared/forms/failure';
import { CLIENT_CODES, isApiError } from '../../../shared/api/client';
import { refusedSave } from '../../../shared/machines/form-edit';
import { checkOptionalText, checkRequiredText, compact, type FieldProblems } from '../../../shared/forms/validation';
import { codeProblem, type CodeProblem } from '../edrpou';
import { changedCompanyField, COMPANY_RENAME, companyFormValid } from '../company-fields';
import {
  checkAdmin,
  EMPTY_ADMIN,
  toAdminRequest,
  type AdminProblems,
  type AdminValues,
  type Assignee,
  type ADMIN_FIELDS,
} from './admin-form';
import type { AddAdminRequest } from '../../../shared/api/company-setup';
import { notProvided } from '../../../shared/machines/not-provided';
import { COMPANY_LIMITS } from '../../../../../src/shared/contract/company';

export const COMPANY_FIELDS = ['name', 'companyBrand', 'employees', 'code', 'activity', 'services', 'website'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;
export interface CompanyOptions {
  employees: OptionItem[];
  activities: OptionItem[];
}

/** The registration form's state, which the company settings form shares. */
export interface CompanyFormContext {
  values: CompanyValues;
  /** Problems of the fields; the code's own rule is `codeProblem` (the server's text, if any, is here). */
  problems: FieldProblems<CompanyField>;
  codeProblem: CodeProblem | null;
  options: CompanyOptions;
  optionsFailed: boolean;
  error: string | null;
  submitted: boolean;
}

export interface CompanyCreateContext extends CompanyFormContext {
  /** The company made by step 1 (then also the session's active one); null until then. */
  companyId: string | null;
  admin: AdminValues;
  adminProblems: AdminProblems;
  adminError: string | null;
  /**
   * The last save of either step never reached the server: the screen says spec 001 §8's "check the
   * connection" text instead of the browser's own words ("Failed to fetch").
   */
  offline: boolean;
  /** Why removing the half-made company failed (the user stays in the wizard). */
  abortError: string | null;
}

export interface SaveCompanyInput {
  companyId: string | null;
  request: CompanyRequest;
}

export type CompanyCreateEvent =
  | { type: 'CHANGE'; field: CompanyField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'ADMIN_CHANGE'; field: (typeof ADMIN_FIELDS)[number]; value: string }
  | { type: 'ASSIGN'; assignee: Assignee }
  | { type: 'AGREE'; value: boolean }
  | { type: 'ADMIN_SUBMIT' }
  | { type: 'GO_GENERAL' }
  | { type: 'GO_ADMIN' }
  | { type: 'CLOSE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM_ABORT' };

/** A call that never reached the server (no network, the server down): the client's own code. */
export const isNetworkFailure = (error: unknown): boolean => isApiError(error) && error.code === CLIENT_CODES.network;

export const EMPTY_VALUES: CompanyValues = { name: '', companyBrand: '', employees: '', code: '', activity: '', services: '', website: '' };

/** Problems of the whole form (submit). The code's problem keys are refined by `codeProblem` on screen. */
export function checkCompany(values: CompanyValues): FieldProblems<CompanyField> {
  return compact({
    name: checkRequiredText(values.name, 255),
    companyBrand: checkOptionalText(values.companyBrand, 255),
    employees: null,
    code: null,
    activity: null,
    services: checkOptionalText(values.services, COMPANY_LIMITS.servicesMax),
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

const ADMIN_RENAME = { is_admin: 'agreement' } as const;

/** A reload on step 2 resumes with the company already made: its id comes in. */
export interface CompanyCreateInput {
  companyId?: string | null;
}

/** The form's values of a saved company (resuming on step 2, step 1 shows what was saved). */
export function valuesOf(company: {
  name: string;
  companyBrand: string | null;
  employees: number | null;
  code: string;
  activity: number | null;
  services: string | null;
  website: string | null;
}): CompanyValues {
  const option = (id: number | null) => (id === null ? '' : String(id));
  return {
    name: company.name,
    companyBrand: company.companyBrand ?? '',
    employees: option(company.employees),
    code: company.code,
    activity: option(company.activity),
    services: company.services ?? '',
    website: company.website ?? '',
  };
}

export const companyCreateMachine = setup({
  types: {
    context: {} as CompanyCreateContext,
    events: {} as CompanyCreateEvent,
    input: {} as CompanyCreateInput | undefined,
  },
  actors: {
    loadOptions: notProvided<CompanyOptions>('company-create.machine', 'loadOptions'),
    /** The saved company's registration values (resuming on step 2). */
    loadCompany: notProvided<CompanyValues, { companyId: string }>('company-create.machine', 'loadCompany'),
    /** Creates the company (and makes it the active one) or, once it exists, updates it. */
    saveCompany: notProvided<{ id: string }, SaveCompanyInput>('company-create.machine', 'saveCompany'),
    addAdmin: notProvided<void, AddAdminRequest>('company-create.machine', 'addAdmin'),
    removeCompany: notProvided<void, { companyId: string }>('company-create.machine', 'removeCompany'),
  },
  actions: {
    /** Success toasts of spec 001 §8 ('Данные о компании успешно сохранены!', '… об Администраторе …'). */
    notifyCompanySaved: () => {},
    notifyAdminSaved: () => {},
  },
  guards: {
    formValid: ({ context }) => companyFormValid(checkCompany(context.values), context.values.code),
    adminValid: ({ context }) => Object.keys(checkAdmin(context.admin)).length === 0,
    hasCompany: ({ context }) => context.companyId !== null,
  },
}).createMachine({
  id: 'companyCreate',
  context: ({ input }) => ({
    values: EMPTY_VALUES,
    problems: {},
    codeProblem: null,
    options: { employees: [], activities: [] },
    optionsFailed: false,
    error: null,
    submitted: false,
    companyId: input?.companyId ?? null,
    admin: EMPTY_ADMIN,
    adminProblems: {},
    adminError: null,
    offline: false,
    abortError: null,
  }),
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
    company: {
      initial: 'check',
      states: {
        check: { always: [{ guard: 'hasCompany', target: 'loading' }, { target: 'ready' }] },
        loading: {
          invoke: {
            src: 'loadCompany',
            input: ({ context }) => ({ companyId: context.companyId! }),
            // What was typed meanwhile wins over the saved values.
            onDone: {
              target: 'ready',
              actions: assign({ values: ({ context, event }) => (context.values === EMPTY_VALUES ? event.output : context.values) }),
            },
            // Step 2 still works; step 1 then shows an empty form, which a submit checks as usual.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    form: {
      initial: 'wizard',
      states: {
        wizard: {
          initial: 'start',
          states: {
            // A company that exists already (a reload on step 2) resumes on the Administrator step.
            start: { always: [{ guard: 'hasCompany', target: 'administrator' }, { target: 'general' }] },
            general: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    CHANGE: { actions: assign(({ context, event }) => changedCompanyField(context, event.field, event.value)) },
                    SUBMIT: [
                      { guard: 'formValid', target: 'saving', actions: assign({ submitted: true, error: null, offline: false }) },
                      {
                        actions: assign(({ context }) => ({
                          submitted: true,
                          problems: checkCompany(context.values),
                          codeProblem: codeProblem(context.values.code),
                        })),
                      },
                    ],
                    // Spec §2: step 2 can be opened only once the company exists.
                    GO_ADMIN: { guard: 'hasCompany', target: '#companyCreate.form.wizard.administrator' },
                    // Not while saving: the answer could make a company the abort would not know of.
                    CLOSE: { target: '#companyCreate.form.confirmingAbort', actions: assign({ abortError: null }) },
                  },
                },
                saving: {
                  invoke: {
                    src: 'saveCompany',
                    input: ({ context }) => ({ companyId: context.companyId, request: toRequest(context.values) }),
                    onDone: {
                      target: '#companyCreate.form.wizard.administrator',
                      actions: [assign({ companyId: ({ event }) => event.output.id, error: null }), 'notifyCompanySaved'],
                    },
                    onError: {
                      target: 'editing',
                      actions: assign(({ event }) =>
                        isNetworkFailure(event.error)
                          ? { error: null, offline: true }
                          : { ...refusedSave<CompanyField>(event.error, COMPANY_RENAME), offline: false },
                      ),
                    },
                  },
                },
              },
            },
            administrator: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    ADMIN_CHANGE: {
                      actions: assign(({ context, event }) => {
                        const adminProblems = { ...context.adminProblems };
                        delete adminProblems[event.field];
                        return { admin: { ...context.admin, [event.field]: event.value }, adminProblems, adminError: null };
                      }),
                    },
                    ASSIGN: {
                      actions: assign(({ context, event }) => ({
                        admin: { ...context.admin, assignee: event.assignee },
                        adminProblems: {},
                        adminError: null,
                      })),
                    },
                    AGREE: {
                      actions: assign(({ context, event }) => {
                        const adminProblems = { ...context.adminProblems };
                        delete adminProblems.agreement;
                        return { admin: { ...context.admin, agreement: event.value }, adminProblems };
                      }),
                    },
                    ADMIN_SUBMIT: [
                      { guard: 'adminValid', target: 'saving', actions: assign({ adminError: null, offline: false }) },
                      { actions: assign(({ context }) => ({ adminProblems: checkAdmin(context.admin) })) },
                    ],
                    GO_GENERAL: '#companyCreate.form.wizard.general',
                    CLOSE: { target: '#companyCreate.form.confirmingAbort', actions: assign({ abortError: null }) },
                  },
                },
                saving: {
                  invoke: {
                    src: 'addAdmin',
                    input: ({ context }) => toAdminRequest(context.companyId!, context.admin),
                    onDone: { target: '#companyCreate.form.done', actions: 'notifyAdminSaved' },
                    onError: {
                      target: 'editing',
                      actions: assign(({ event }) => {
                        if (isNetworkFailure(event.error)) return { adminError: null, offline: true };
                        const { problems, error } = refusedSave<keyof AdminProblems>(event.error, ADMIN_RENAME);
                        return { adminProblems: problems, adminError: error, offline: false };
                      }),
                    },
                  },
                },
              },
            },
            // Cancel in the abort question returns to the very step and state the user left.
            back: { type: 'history', history: 'deep' },
          },
        },
        confirmingAbort: {
          on: {
            CANCEL: 'wizard.back',
            CONFIRM_ABORT: [{ guard: 'hasCompany', target: 'removingCompany' }, { target: 'left' }],
          },
        },
        removingCompany: {
          invoke: {
            src: 'removeCompany',
            input: ({ context }) => ({ companyId: context.companyId! }),
            onDone: 'removed',
            onError: { target: 'wizard.back', actions: assign({ abortError: ({ event }) => serverProblems(event.error).message }) },
          },
        },
        /** The administrator is saved: the app shows "company created" (pass verification / go to companies). */
        done: { type: 'final' },
        /** The half-made company is gone (it was the active one): the app re-reads the user. */
        removed: { type: 'final' },
        /** Nothing was stored: back to the company list. */
        left: { type: 'final' },
      },
    },
  },
});
