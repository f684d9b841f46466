// The profiling wizard of spec 001 §2 and §4 "Wizards": the company stage (five steps General,
// Structure, Contacts, Personnel management, Mission), then the department stage, then the position
// stage. A step advances only when its save answers ok; Back goes to the previous step (and from the
// department stage back to Mission); the wizard resumes at the step the server keeps (so another
// device resumes too). The mission step calls the completion call, then opens the departments.
// Members who may not edit (ordinary users, unverified company) only read. Calls are actors
// provided in live.ts; the policy upload and the toasts too.
import { and, assign, raise, setup } from 'xstate';
import type { CompanyInfo, PolicyFile } from '../../../shared/api/profiling';
import type { ProfileLists } from '../../../shared/api/places';
import type { OptionItem } from '../../../shared/api/catalogue';
import { ApiError } from '../../../shared/api/client';
import { serverProblems } from '../../../shared/forms/failure';
import {
  checkStep,
  EMPTY_PROFILE,
  fieldOf,
  numberOf,
  requestOf,
  stepOf,
  STEPS,
  valuesOf,
  type Problems,
  type ProfileValues,
  type Step,
  type StepRequest,
} from './profile-form';
import { departmentMachine } from '../department/department.machine';
import { checkPolicyFile, uploadProblem, type PolicyProblem, type PolicyRow, type PolicyUploadReport } from './policy';
import { notProvided, notProvidedCallback } from '../../../shared/machines/not-provided';
import { needsReverification as serverAsksReverification } from '../../../../../src/shared/contract/company';

export interface ProfileLoad {
  info: CompanyInfo;
  lists: ProfileLists;
  /** The company registration lists of the General step (employees, activities). */
  options: { employees: OptionItem[]; activities: OptionItem[] };
}

export interface CompanyProfileContext {
  companyId: string;
  info: CompanyInfo | null;
  lists: ProfileLists | null;
  options: ProfileLoad['options'];
  step: Step;
  values: ProfileValues;
  problems: Problems;
  error: string | null;
  policy: PolicyRow[];
  policyError: PolicyProblem | null;
  /** The file whose removal is under way. */
  removing: string | null;
  /** The user agreed to send the company for verification again (General step, name changed). */
  reverify: boolean;
  /** Opened to continue a vacancy (/add-vacancy?vacancy=…): a completed company stage goes straight to the positions. */
  openPositions: boolean;
  /** Something was typed or chosen that no save has sent yet: leaving the page asks first. */
  dirty: boolean;
}

export type CompanyProfileEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE'; step: Step; field: string; value: unknown }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'BACK' }
  | { type: 'POSITIONS' }
  | { type: 'LIST_ITEM_ADDED'; list: keyof ProfileLists; item: { id: number; name: string; type: string } }
  | { type: 'UPLOAD'; file: File }
  | { type: 'REMOVE_FILE'; name: string }
  | PolicyUploadReport;

export interface SaveOutput {
  ok: boolean;
  info: CompanyInfo;
}

const next = (step: Step): Step | null => STEPS[STEPS.indexOf(step) + 1] ?? null;
const previous = (step: Step): Step | null => STEPS[STEPS.indexOf(step) - 1] ?? null;
const rowsOf = (files: PolicyFile[]): PolicyRow[] => files.map((file) => ({ ...file, status: 'done', progress: 100 }));

/**
 * Spec 001: renaming a submitted or verified company sends it for verification again, so the user is
 * asked first. The server's rule (src/shared/contract/company.ts, as on the company settings page);
 * the General step edits the name but not the code, so the name is the one field to compare.
 */
export function needsReverification(context: Pick<CompanyProfileContext, 'step' | 'info' | 'values'>): boolean {
  if (context.step !== 'general' || !context.info) return false;
  const renamed = context.values.general.name.trim() !== context.info.general.name;
  return serverAsksReverification(context.info.general.status.id, renamed ? ['name'] : []);
}

const isReverificationRequired = (error: unknown): boolean => error instanceof ApiError && error.code === 'REVERIFICATION_REQUIRED';

/**
 * The actions of the server's permission table that open each step's save (docs/company.md, the rights table):
 * General is the registration data, the Structure and Contacts steps are shared with the
 * departments and addresses rights. An answer without actions (an older server) allows all.
 */
const STEP_ACTIONS: Record<Step, readonly string[]> = {
  general: ['edit'],
  structure: ['editProfile', 'manageDepartments'],
  contacts: ['editProfile', 'manageAddresses'],
  management: ['editProfile'],
  mission: ['editProfile'],
};

export function maySaveStep(step: Step, info: Pick<CompanyInfo, 'actions'> | null): boolean {
  if (!info || info.actions.length === 0) return true;
  return STEP_ACTIONS[step].some((action) => info.actions.includes(action));
}

export const companyProfileMachine = setup({
  types: {
    context: {} as CompanyProfileContext,
    events: {} as CompanyProfileEvent,
    input: {} as { companyId?: string; openPositions?: boolean },
  },
  actors: {
    /** The active company's profile, lists and options (the company id comes with the info). */
    load: notProvided<ProfileLoad, { companyId: string }>('company-profile.machine', 'load'),
    /** One step's update, or for the mission step the completion call. */
    save: notProvided<SaveOutput, StepRequest>('company-profile.machine', 'save'),
    /** Back: records the shown step on the server (errors do not stop the user). */
    recordStep: notProvided<unknown, { companyId: string; step: number }>('company-profile.machine', 'recordStep'),
    upload: notProvidedCallback<PolicyUploadReport, { companyId: string; file: File }>('company-profile.machine', 'upload'),
    removeFile: notProvided<CompanyInfo, { companyId: string; name: string }>('company-profile.machine', 'removeFile'),
    departments: departmentMachine,
  },
  actions: {
    /** The loading toast 'Загрузка' (spec §8) … */
    notifySaving: (_, _params: { step: Step }) => {},
    /** … turning into 'Структура компании обновлена' / 'Контакты компании обновлены' (or 'Ошибка' when not ok). */
    notifySaved: (_, _params: { step: Step; ok: boolean }) => {},
    /** The save stopped to ask about re-verification: the loading toast goes away, nothing failed. */
    notifyPaused: () => {},
    /** A step's field typed or chosen (in editing, and while Back's step number is recorded). */
    change: assign(({ context }, params: Extract<CompanyProfileEvent, { type: 'CHANGE' }>) => {
      const problems = { ...context.problems };
      // A field's own problem goes, and those of its parts (a social link under `socials.<network>`).
      for (const key of Object.keys(problems)) if (key === params.field || key.startsWith(`${params.field}.`)) delete problems[key];
      return {
        values: { ...context.values, [params.step]: { ...context.values[params.step], [params.field]: params.value } },
        problems,
        error: null,
        dirty: true,
      };
    }),
    addListItem: assign(({ context }, params: Extract<CompanyProfileEvent, { type: 'LIST_ITEM_ADDED' }>) =>
      context.lists ? { lists: { ...context.lists, [params.list]: [...context.lists[params.list], params.item] } } : {},
    ),
    stepBack: assign(({ context }) => ({ step: previous(context.step)!, problems: {}, error: null })),
  },
  guards: {
    stepValid: ({ context }) => Object.keys(checkStep(context.step, context.values)).length === 0,
    asksReverification: ({ context }) => needsReverification(context),
    lastStep: ({ context }) => next(context.step) === null,
    notMine: ({ context }) => !maySaveStep(context.step, context.info),
    firstStep: ({ context }) => previous(context.step) === null,
    uploadAllowed: ({ context, event }) => event.type === 'UPLOAD' && checkPolicyFile(event.file, context.policy) === null,
  },
}).createMachine({
  id: 'companyProfile',
  context: ({ input }) => ({
    companyId: input.companyId ?? '',
    openPositions: input.openPositions === true,
    info: null,
    lists: null,
    options: { employees: [], activities: [] },
    step: 'general',
    values: EMPTY_PROFILE,
    problems: {},
    error: null,
    policy: [],
    policyError: null,
    removing: null,
    reverify: false,
    dirty: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [
          // A member who may write vacancies but not the profile (a deputy with the vacancies right)
          // starts at the position stage; the profile stays readable behind Back.
          {
            guard: ({ event }) => !event.output.info.can_edit && event.output.info.can_write_vacancies,
            target: 'position',
            actions: assign(({ event }) => loadedContext(event.output)),
          },
          {
            guard: ({ event }) => !event.output.info.can_edit,
            target: 'readOnly',
            actions: assign(({ event }) => loadedContext(event.output)),
          },
          {
            guard: ({ context, event }) => context.openPositions && event.output.info.completed && event.output.info.can_write_vacancies,
            target: 'position',
            actions: assign(({ event }) => loadedContext(event.output)),
          },
          // Spec §4: a completed company stage resumes at the departments.
          {
            guard: ({ event }) => event.output.info.completed,
            target: 'department',
            actions: assign(({ event }) => loadedContext(event.output)),
          },
          { target: 'company', actions: assign(({ event }) => loadedContext(event.output)) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => serverProblems(event.error).message }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    /** An ordinary user (or a company not yet verified): the profile is shown, nothing is sent. */
    readOnly: {
      on: { POSITIONS: { guard: ({ context }) => context.info?.can_write_vacancies === true, target: 'position' } },
    },
    company: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: { type: 'change', params: ({ event }) => event } },
                LIST_ITEM_ADDED: { actions: { type: 'addListItem', params: ({ event }) => event } },
                SUBMIT: [
                  // A step none of whose parts the member's rights open is passed over unsaved (e.g. General without "company-settings").
                  { guard: 'notMine', target: 'advancing', actions: assign({ problems: {}, error: null }) },
                  {
                    guard: and(['stepValid', 'asksReverification']),
                    target: 'confirmingReverification',
                    actions: assign({ problems: {}, error: null }),
                  },
                  {
                    guard: 'stepValid',
                    target: 'saving',
                    actions: [
                      assign({ problems: {}, error: null }),
                      { type: 'notifySaving', params: ({ context }) => ({ step: context.step }) },
                    ],
                  },
                  { actions: assign(({ context }) => ({ problems: checkStep(context.step, context.values) })) },
                ],
                BACK: { guard: ({ context }) => !(previous(context.step) === null), target: 'recording', actions: 'stepBack' },
              },
            },
            // The question the company settings page asks; Cancel keeps the typed values unsent.
            confirmingReverification: {
              on: {
                CONFIRM: {
                  target: 'saving',
                  actions: [assign({ reverify: true }), { type: 'notifySaving', params: ({ context }) => ({ step: context.step }) }],
                },
                CANCEL: 'editing',
              },
            },
            saving: {
              exit: assign({ reverify: false }),
              invoke: {
                src: 'save',
                input: ({ context }) => withReverification(requestOf(context.step, context.companyId, context.values), context.reverify),
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'advancing',
                    actions: [
                      { type: 'notifySaved', params: ({ context }) => ({ step: context.step, ok: true }) },
                      assign(({ context, event }) => ({
                        info: event.output.info,
                        values: { ...context.values, structure: valuesOf(event.output.info).structure },
                        dirty: false,
                      })),
                    ],
                  },
                  { target: 'editing', actions: { type: 'notifySaved', params: ({ context }) => ({ step: context.step, ok: false }) } },
                ],
                onError: [
                  // The status changed since the load (or the check above missed it): the server asks, so do we.
                  {
                    guard: ({ context, event }) => context.step === 'general' && !context.reverify && isReverificationRequired(event.error),
                    target: 'confirmingReverification',
                    actions: 'notifyPaused',
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'notifySaved', params: ({ context }) => ({ step: context.step, ok: false }) },
                      assign(({ event }) => {
                        const { fields, message } = serverProblems(event.error);
                        const problems: Problems = {};
                        for (const [path, problem] of Object.entries(fields))
                          problems[fieldOf(path)] = problem && 'text' in problem ? { text: problem.text } : { key: 'required' };
                        return { problems, error: Object.keys(problems).length > 0 ? null : message };
                      }),
                    ],
                  },
                ],
              },
            },
            // Saved: the next step, or after Mission the department stage (spec §4).
            advancing: {
              always: [
                { guard: 'lastStep', target: '#companyProfile.department' },
                { target: 'editing', actions: assign(({ context }) => ({ step: next(context.step)! })) },
              ],
            },
            recording: {
              invoke: {
                src: 'recordStep',
                input: ({ context }) => ({ companyId: context.companyId, step: numberOf(context.step) }),
                onDone: 'editing',
                onError: 'editing',
              },
              // The previous step is already on screen and editable (Back and Save enabled): what the
              // user does before the record answers is not dropped. Another Back records the newer
              // step instead; Save goes on in editing (the save moves the server's step anyway).
              on: {
                CHANGE: { actions: { type: 'change', params: ({ event }) => event } },
                LIST_ITEM_ADDED: { actions: { type: 'addListItem', params: ({ event }) => event } },
                BACK: {
                  guard: ({ context }) => !(previous(context.step) === null),
                  target: 'recording',
                  reenter: true,
                  actions: 'stepBack',
                },
                SUBMIT: { target: 'editing', actions: raise({ type: 'SUBMIT' }) },
              },
            },
          },
        },
        policy: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                UPLOAD: [
                  {
                    guard: 'uploadAllowed',
                    target: 'uploading',
                    actions: assign(({ context, event }) => ({
                      policyError: null,
                      policy: [
                        ...context.policy,
                        {
                          id: '',
                          name: event.file.name,
                          format: event.file.name.split('.').pop()?.toLowerCase() ?? '',
                          size: event.file.size,
                          url: '',
                          status: 'loading' as const,
                          progress: 0,
                        },
                      ],
                    })),
                  },
                  { actions: assign(({ context, event }) => ({ policyError: checkPolicyFile(event.file, context.policy) })) },
                ],
                REMOVE_FILE: {
                  target: 'removing',
                  // Spec §4: removal shows the row loading at 99% until the delete answers.
                  actions: assign(({ context, event }) => ({
                    policyError: null,
                    removing: event.name,
                    policy: context.policy.map((row) =>
                      row.name === event.name ? { ...row, status: 'loading' as const, progress: 99 } : row,
                    ),
                  })),
                },
              },
            },
            uploading: {
              invoke: {
                src: 'upload',
                input: ({ context, event }) => ({ companyId: context.companyId, file: (event as { file: File }).file }),
              },
              on: {
                PROGRESS: {
                  actions: assign(({ context, event }) => ({
                    policy: context.policy.map((row) =>
                      row.status === 'loading' && row.id === '' ? { ...row, progress: event.percent } : row,
                    ),
                  })),
                },
                UPLOADED: { target: 'idle', actions: assign(({ event }) => ({ policy: rowsOf(event.files) })) },
                // Spec §8: a failed policy upload clears the list of files being loaded.
                FAILED: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    policy: context.policy.filter((row) => row.status === 'done'),
                    policyError: uploadProblem(
                      event.error instanceof ApiError ? event.error.code : '',
                      serverProblems(event.error).message,
                    ),
                  })),
                },
              },
            },
            removing: {
              invoke: {
                src: 'removeFile',
                input: ({ context }) => ({ companyId: context.companyId, name: context.removing ?? '' }),
                onDone: { target: 'idle', actions: assign(({ event }) => ({ removing: null, policy: rowsOf(event.output.policy_files) })) },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    removing: null,
                    policy: context.policy.map((row) =>
                      row.name === context.removing ? { ...row, status: 'done' as const, progress: 100 } : row,
                    ),
                    policyError: { text: serverProblems(event.error).message },
                  })),
                },
              },
            },
          },
        },
      },
    },
    /** The department stage (department.machine.ts runs the form); leaving it back returns to Mission. */
    department: {
      invoke: {
        id: 'departments',
        src: 'departments',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [
          { guard: ({ event }) => event.output.to === 'position', target: 'position' },
          { target: 'company', actions: assign({ step: 'mission' as Step, problems: {} }) },
        ],
      },
    },
    /** The position stage: the positions issue's wizard takes over here. */
    position: {
      on: {
        BACK: [{ guard: ({ context }) => context.info?.can_edit === false, target: 'readOnly' }, { target: 'department' }],
      },
    },
  },
});

function withReverification(request: StepRequest, confirm: boolean): StepRequest {
  return confirm && request.step === 'general' ? { step: 'general', body: { ...request.body, confirm_reverification: true } } : request;
}

function loadedContext({ info, lists, options }: ProfileLoad): Partial<CompanyProfileContext> {
  return {
    info,
    lists,
    options,
    companyId: info.company_id,
    values: valuesOf(info),
    step: stepOf(info.step),
    policy: rowsOf(info.policy_files),
    dirty: false,
  };
}
