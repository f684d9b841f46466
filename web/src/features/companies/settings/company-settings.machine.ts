// The company settings form: name, code, activity and
// services required, brand, employees and website optional. A name or code that differs from the
// registered one is warned about while typing; saving such a change of a company under
// consideration (2) or verified (4) first asks to send it for verification again and then sends
// confirm_reverification (the server answers 409 REVERIFICATION_REQUIRED otherwise, which also
// opens the question: the status may have changed since the page loaded). Members without the
// edit right see the data read-only. Calls are actors provided in live.ts.
import { and, assign, setup } from 'xstate';
import type { CompanyDetails, UpdateCompanyRequest } from '../../../shared/api/company-setup';
import { isApiError, CLIENT_CODES } from '../../../shared/api/client';
import { serverProblems } from '../../../shared/forms/failure';
import { checkOptionalText, checkRequiredText, compact, invalid, type FieldProblems } from '../../../shared/forms/validation';
import { refusedSave } from '../../../shared/machines/form-edit';
import { codeProblem } from '../edrpou';
import { changedCompanyField, COMPANY_RENAME, companyFormValid } from '../company-fields';
import {
  COMPANY_FIELDS,
  toRequest,
  valuesOf,
  type CompanyField,
  type CompanyFormContext,
  type CompanyOptions,
  type CompanyValues,
} from '../create/company-create.machine';
import { notProvided } from '../../../shared/machines/not-provided';
import { COMPANY_LIMITS, needsReverification as serverAsksReverification } from '../../../../../src/shared/contract/company';

/** Statuses whose name and code a verifier already looked at (or is looking at). */

export interface SettingsLoad {
  company: CompanyDetails;
  /** Null when the option lists failed: the form still works, the selects say so. */
  options: CompanyOptions | null;
}

export interface SettingsContext extends CompanyFormContext {
  company: CompanyDetails | null;
  /** What the last save did, for the screen (toast text, re-reading the user when the header changes). */
  lastSave: { reverification: boolean; renamed: boolean; at: number } | null;
}

export type SettingsEvent =
  | { type: 'CHANGE'; field: CompanyField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

/** The two warnings of spec §5: the value differs from the registered one. */
export function mismatches(company: CompanyDetails | null, values: CompanyValues): { name: boolean; code: boolean } {
  if (!company) return { name: false, code: false };
  return { name: values.name.trim() !== company.name, code: values.code !== company.code };
}

/** The server's rule (src/shared/contract/company.ts): a changed name or code of a submitted or verified company. */
export function needsReverification(company: CompanyDetails | null, values: CompanyValues): boolean {
  if (!company) return false;
  const differs = mismatches(company, values);
  return serverAsksReverification(
    company.status.id,
    (['name', 'code'] as const).filter((field) => differs[field]),
  );
}

export function checkSettings(values: CompanyValues): FieldProblems<CompanyField> {
  return compact({
    name: checkRequiredText(values.name, 255),
    companyBrand: checkOptionalText(values.companyBrand, 255),
    employees: null,
    code: null,
    activity: values.activity === '' ? invalid('required') : null,
    services: checkRequiredText(values.services, COMPANY_LIMITS.servicesMax),
    website: checkOptionalText(values.website, 255),
  });
}

export function toUpdate(companyId: string, values: CompanyValues, confirm: boolean): UpdateCompanyRequest {
  return { company_id: companyId, ...toRequest(values), ...(confirm ? { confirm_reverification: true } : {}) };
}

function loaded({ company, options }: SettingsLoad): Partial<SettingsContext> {
  return {
    company,
    values: valuesOf(company),
    options: options ?? { employees: [], activities: [] },
    optionsFailed: options === null,
    error: null,
  };
}

function saved(context: SettingsContext, company: CompanyDetails, reverification: boolean): Partial<SettingsContext> {
  const before = context.company;
  // The header shows the active company's name and status: when either changed, the app re-reads the user.
  const renamed = !before || before.name !== company.name || before.status.id !== company.status.id;
  return {
    company,
    values: valuesOf(company),
    problems: {},
    codeProblem: null,
    error: null,
    submitted: false,
    lastSave: { reverification, renamed, at: Date.now() },
  };
}

/** The error a failed save shows when the connection failed; the page says it in the reader's language. */
export const NETWORK_FAILURE = 'network';

function failure(error: unknown): Partial<SettingsContext> {
  if (isApiError(error) && error.code === CLIENT_CODES.network) return { problems: {}, error: NETWORK_FAILURE };
  return refusedSave<CompanyField>(error, COMPANY_RENAME);
}

const hasCode = (error: unknown, code: string) => isApiError(error) && error.code === code;

export const companySettingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    load: notProvided<SettingsLoad>('company-settings.machine', 'load'),
    save: notProvided<CompanyDetails, UpdateCompanyRequest>('company-settings.machine', 'save'),
  },
  actions: {
    notifySaved: (_, _params: { reverification: boolean }) => {},
  },
  guards: {
    formValid: ({ context }) => companyFormValid(checkSettings(context.values), context.values.code),
    asksReverification: ({ context }) => needsReverification(context.company, context.values),
  },
}).createMachine({
  id: 'companySettings',
  initial: 'loading',
  context: {
    company: null,
    values: Object.fromEntries(COMPANY_FIELDS.map((field) => [field, ''])) as CompanyValues,
    problems: {},
    codeProblem: null,
    options: { employees: [], activities: [] },
    optionsFailed: false,
    error: null,
    submitted: false,
    lastSave: null,
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: [
          {
            guard: ({ event }) => event.output.company.actions.includes('edit'),
            target: 'editing',
            actions: assign(({ event }) => loaded(event.output)),
          },
          { target: 'readOnly', actions: assign(({ event }) => loaded(event.output)) },
        ],
        onError: [
          { guard: ({ event }) => hasCode(event.error, 'COMPANY_NOT_FOUND'), target: 'noCompany' },
          { target: 'failed', actions: assign({ error: ({ event }) => serverProblems(event.error).message }) },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    /** No active company (or it was deleted meanwhile): the page sends the user to the list. */
    noCompany: {},
    readOnly: {},
    editing: {
      on: {
        CHANGE: { actions: assign(({ context, event }) => changedCompanyField(context, event.field, event.value)) },
        RESET: {
          actions: assign(({ context }) => ({
            values: valuesOf(context.company!),
            problems: {},
            codeProblem: null,
            error: null,
            submitted: false,
          })),
        },
        SUBMIT: [
          {
            guard: and(['formValid', 'asksReverification']),
            target: 'confirmingReverification',
            actions: assign({ submitted: true, error: null }),
          },
          { guard: 'formValid', target: 'saving', actions: assign({ submitted: true, error: null }) },
          {
            actions: assign(({ context }) => ({
              submitted: true,
              problems: checkSettings(context.values),
              codeProblem: codeProblem(context.values.code),
            })),
          },
        ],
      },
    },
    confirmingReverification: {
      on: {
        CANCEL: 'editing',
        CONFIRM: 'savingConfirmed',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => toUpdate(context.company!.id, context.values, false),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => saved(context, event.output, false)),
            { type: 'notifySaved', params: { reverification: false } },
          ],
        },
        onError: [
          { guard: ({ event }) => hasCode(event.error, 'REVERIFICATION_REQUIRED'), target: 'confirmingReverification' },
          { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
        ],
      },
    },
    savingConfirmed: {
      invoke: {
        src: 'save',
        input: ({ context }) => toUpdate(context.company!.id, context.values, true),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => saved(context, event.output, true)),
            { type: 'notifySaved', params: { reverification: true } },
          ],
        },
        onError: { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
      },
    },
  },
});
