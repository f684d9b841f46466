// The ten-step position wizard: Main, Requirements and authority, Competencies,
// Conditions, Position specifics, Age and marital status, Universities/courses/trainings, Work
// experience, Personal information, Review. A step advances only when its save answers; Back goes
// to the previous step (from the first, the page goes back to the department stage); Review's
// edit links go back to a step already passed. A typical department suggests the functionality
// category whose positions are offered (the user may choose another); a typed new name becomes a
// local position of that category first. Every call is an actor provided in live.ts, so the specs
// walk the paths without a network. A vacancy opened again resumes where its address says (?step=)
// when that step is open to it, else where its saves got to: past the review, in the short wizard.
import { assign, raise, setup } from 'xstate';
import type { CataloguePosition, Category, PositionLists, University } from '../../../shared/api/competency';
import type { CompanyOffice, DepartmentView } from '../../../shared/api/profiling';
import type { VacancyView, TenStep } from '../../../shared/api/positions';
import { failureOf } from '../../../shared/forms/failure';
import {
  applyChange,
  checkStep,
  DEPARTMENT_CATEGORY,
  EMPTY_FORM,
  formOf,
  namesOf,
  NO_NAMES,
  requestOf,
  serverField,
  TEN_STEPS,
  withDepartment,
  withoutPosition,
  withPosition,
  type PickedNames,
  type PickField,
  type Problems,
  type StepRequest,
  type WizardForm,
} from './vacancy-form';
import { notProvided } from '../../../shared/machines/not-provided';

export interface WizardLoad {
  departments: DepartmentView[];
  offices: CompanyOffice[];
  lists: PositionLists;
  universities: University[];
  categories: Category[];
  /** The vacancy being continued, or null for a new one. */
  vacancy: VacancyView | null;
}

export interface PositionWizardContext {
  companyId: string;
  vacancyId: string | null;
  step: TenStep;
  /** The furthest step the user may jump to from Review's edit links. */
  reached: number;
  /** The step was opened from Review's edit link: its save returns there when every step is complete. */
  fromReview: boolean;
  form: WizardForm;
  names: PickedNames;
  problems: Problems;
  /** A general failure (network, refusal without fields) in the user's language. */
  error: string | null;
  departments: DepartmentView[];
  offices: CompanyOffice[];
  lists: PositionLists | null;
  universities: University[];
  /** The functionality categories; the chosen one offers its positions. */
  categories: Category[];
  categoryId: number | null;
  /** The catalogue positions of the chosen category. */
  positions: CataloguePosition[];
  /** Labels of the last saved vacancy (the review shows names of dictionary ids from its own lists). */
  view: VacancyView | null;
  /** The step the address asked for (ten-step or short wizard's), until the load decides. */
  requested: string | null;
  /** Where the short wizard starts once handed over: a step, or null for where its saves got to. */
  shortStep: ShortStep | null;
  /** Something was typed or chosen that no save has sent yet: leaving the page asks first. */
  dirty: boolean;
}

/** The short wizard's steps (features/positions/short), which follow the saved review. */
export const SHORT_STEPS = ['car', 'criteria', 'skills'] as const;
export type ShortStep = (typeof SHORT_STEPS)[number];
const isShortStep = (step: string | null): step is ShortStep => (SHORT_STEPS as readonly (string | null)[]).includes(step);

/**
 * Where a loaded vacancy resumes: the asked step when its saves reach it, else the step after the
 * furthest saved; past a saved review that is the short wizard (`handedOver`), whose own step
 * `shortStep` names (null: the short wizard decides from the saves).
 */
export function resumeAt(
  furthest: number,
  requested: string | null,
): { step: TenStep; reached: number; handedOver: boolean; shortStep: ShortStep | null } {
  const reached = Math.min(furthest, TEN_STEPS.length - 1);
  const pastReview = furthest >= TEN_STEPS.length;
  const asked = TEN_STEPS.indexOf(requested as (typeof TEN_STEPS)[number]);
  if (asked !== -1 && asked <= reached) return { step: stepAt(asked), reached, handedOver: false, shortStep: null };
  if (pastReview && (requested === null || isShortStep(requested)))
    return { step: 'review', reached, handedOver: true, shortStep: isShortStep(requested) ? requested : null };
  return { step: stepAt(reached), reached, handedOver: false, shortStep: null };
}

export type PositionWizardEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE'; field: keyof WizardForm; value: unknown }
  | { type: 'DEPARTMENT'; id: string | null }
  | { type: 'CATEGORY'; id: number | null }
  | { type: 'POSITION'; id: number }
  | { type: 'NEW_POSITION'; name: string }
  | { type: 'PICKED'; field: PickField; items: { id: number; name: string }[] }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'GOTO'; step: TenStep }
  | { type: 'LOAD_POSITIONS' };

const indexOf = (step: TenStep) => TEN_STEPS.indexOf(step as (typeof TEN_STEPS)[number]);
const stepAt = (index: number): TenStep => TEN_STEPS[Math.max(0, Math.min(TEN_STEPS.length - 1, index))]!;

/** The category offered first for a department: a typical department's own (a typed one has none). */
export function suggestedCategory(departments: DepartmentView[], categories: Category[], departmentId: string | null): number | null {
  const item = departments.find((d) => d.id === departmentId)?.idItem;
  const category = item === null || item === undefined ? undefined : DEPARTMENT_CATEGORY[item];
  return categories.some((c) => c.id === category) ? category! : null;
}

/** The category holding a saved vacancy's position (to resume with its positions offered). */
export function categoryOfPosition(categories: Category[], positionId: number | null): number | null {
  return positionId === null ? null : (categories.find((c) => c.positionIds.includes(positionId))?.id ?? null);
}

/** Every step before Review passes its checks. */
const complete = (form: WizardForm) => TEN_STEPS.every((step) => step === 'review' || Object.keys(checkStep(step, form)).length === 0);

function withoutProblem(problems: Problems, field: string): Problems {
  if (!(field in problems)) return problems;
  const rest = { ...problems };
  delete rest[field];
  return rest;
}

export const positionWizardMachine = setup({
  types: {
    context: {} as PositionWizardContext,
    events: {} as PositionWizardEvent,
    input: {} as { companyId: string; vacancyId?: string | null; step?: string | null },
  },
  actors: {
    load: notProvided<WizardLoad, { companyId: string; vacancyId: string | null }>('position-wizard.machine', 'load'),
    positions: notProvided<CataloguePosition[], { categoryId: number }>('position-wizard.machine', 'positions'),
    addPosition: notProvided<CataloguePosition, { categoryId: number; name: string }>('position-wizard.machine', 'addPosition'),
    save: notProvided<VacancyView, StepRequest>('position-wizard.machine', 'save'),
  },
  actions: {
    /** The page leaves the wizard backwards (to the department stage). */
    leave: () => {},
    notifySaving: () => {},
    notifySaved: (_, _params: { ok: boolean }) => {},
    /** The load's lists, and the vacancy continued at the step it resumes at (resumeAt). */
    takeLoad: assign(({ context }, params: { load: WizardLoad }) => {
      const { vacancy, ...rest } = params.load;
      if (!vacancy) return { ...rest, requested: null, dirty: false };
      const categoryId = categoryOfPosition(rest.categories, vacancy.id_position);
      const { step, reached, shortStep } = resumeAt(vacancy.step, context.requested);
      return {
        ...rest,
        categoryId,
        view: vacancy,
        vacancyId: vacancy.id,
        form: formOf(vacancy),
        names: namesOf(vacancy),
        step,
        reached,
        shortStep,
        requested: null,
        dirty: false,
      };
    }),
    change: assign(({ context }, params: { field: keyof WizardForm; value: unknown }) => ({
      form: applyChange(context.form, params.field, params.value),
      problems: withoutProblem(context.problems, params.field),
      error: null,
      dirty: true,
    })),
  },
  guards: {
    stepValid: ({ context }) => Object.keys(checkStep(context.step, context.form)).length === 0,
    firstStep: ({ context }) => indexOf(context.step) === 0,
    lastStep: ({ context }) => context.step === 'review',
    hasCategory: ({ context }) => context.categoryId !== null,
  },
}).createMachine({
  id: 'positionWizard',
  context: ({ input }) => ({
    companyId: input.companyId,
    vacancyId: input.vacancyId ?? null,
    step: 'main',
    reached: 0,
    fromReview: false,
    form: EMPTY_FORM,
    names: NO_NAMES,
    problems: {},
    error: null,
    departments: [],
    offices: [],
    lists: null,
    universities: [],
    categories: [],
    categoryId: null,
    positions: [],
    view: null,
    requested: input.step ?? null,
    shortStep: null,
    dirty: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: [
          {
            // Past its saved review: the short wizard takes it up where it was.
            guard: ({ context, event }) =>
              event.output.vacancy !== null && resumeAt(event.output.vacancy.step, context.requested).handedOver,
            target: '#positionWizard.ready.form.handedOver',
            actions: { type: 'takeLoad', params: ({ event }) => ({ load: event.output }) },
          },
          { target: 'ready', actions: { type: 'takeLoad', params: ({ event }) => ({ load: event.output }) } },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      type: 'parallel',
      entry: raise({ type: 'LOAD_POSITIONS' }),
      states: {
        catalogue: {
          initial: 'idle',
          states: {
            idle: {},
            loading: {
              invoke: {
                src: 'positions',
                input: ({ context }) => ({ categoryId: context.categoryId! }),
                onDone: { target: 'idle', actions: assign({ positions: ({ event }) => event.output }) },
                onError: { target: 'failed' },
              },
              // Another category meanwhile: the load starts again. Re-entered here, not from the
              // region: a re-entering transition of the region would restart the form region too
              // (its whole parallel state), putting a wizard resumed in the short wizard back at Review.
              on: {
                LOAD_POSITIONS: [
                  { guard: 'hasCategory', target: 'loading', reenter: true },
                  { target: 'idle', actions: assign({ positions: [] }) },
                ],
              },
            },
            failed: {},
          },
          on: {
            LOAD_POSITIONS: [
              { guard: 'hasCategory', target: '.loading' },
              { target: '.idle', actions: assign({ positions: [] }) },
            ],
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: { type: 'change', params: ({ event }) => event } },
                DEPARTMENT: {
                  actions: [
                    assign(({ context, event }) =>
                      context.form.department_id === event.id
                        ? {}
                        : {
                            form: withDepartment(context.form, event.id),
                            names: NO_NAMES,
                            categoryId: suggestedCategory(context.departments, context.categories, event.id),
                            problems: withoutProblem(context.problems, 'department_id'),
                            dirty: true,
                          },
                    ),
                    raise({ type: 'LOAD_POSITIONS' }),
                  ],
                },
                CATEGORY: {
                  guard: ({ context, event }) => context.categoryId !== event.id,
                  actions: [
                    assign(({ context, event }) => ({
                      categoryId: event.id,
                      form: withoutPosition(context.form),
                      names: NO_NAMES,
                      dirty: true,
                    })),
                    raise({ type: 'LOAD_POSITIONS' }),
                  ],
                },
                POSITION: {
                  actions: assign(({ context, event }) => {
                    const position = context.positions.find((p) => p.id === event.id);
                    if (!position) return {};
                    return {
                      form: withPosition(context.form, position),
                      names: context.form.id_position === position.id ? context.names : NO_NAMES,
                      problems: withoutProblem(context.problems, 'name'),
                      dirty: true,
                    };
                  }),
                },
                NEW_POSITION: [
                  { guard: ({ context, event }) => event.name.trim() !== '' && context.categoryId !== null, target: 'creatingPosition' },
                  { actions: assign(({ context }) => ({ problems: { ...context.problems, name: { key: 'required' as const } } })) },
                ],
                PICKED: {
                  actions: assign(({ context, event }) => ({
                    form: { ...context.form, [event.field]: event.items.map((item) => item.id) },
                    names: { ...context.names, [event.field]: Object.fromEntries(event.items.map((item) => [item.id, item.name])) },
                    problems: withoutProblem(context.problems, event.field),
                    dirty: true,
                  })),
                },
                SUBMIT: [
                  { guard: 'stepValid', target: 'saving', actions: [assign({ problems: {}, error: null }), 'notifySaving'] },
                  { actions: assign(({ context }) => ({ problems: checkStep(context.step, context.form) })) },
                ],
                BACK: [
                  { guard: 'firstStep', actions: 'leave' },
                  {
                    actions: assign(({ context }) => ({
                      step: stepAt(indexOf(context.step) - 1),
                      fromReview: false,
                      problems: {},
                      error: null,
                    })),
                  },
                ],
                GOTO: {
                  guard: ({ context, event }) => indexOf(event.step) <= context.reached,
                  actions: assign(({ context, event }) => ({
                    step: event.step,
                    fromReview: context.step === 'review',
                    problems: {},
                    error: null,
                  })),
                },
              },
            },
            creatingPosition: {
              // The fields stay enabled while the new position is made (a position chosen before
              // unlocks them): what is typed meanwhile is kept, not dropped; the answer only sets
              // the position (and clears its catalogue choices).
              on: { CHANGE: { actions: { type: 'change', params: ({ event }) => event } } },
              invoke: {
                src: 'addPosition',
                input: ({ context, event }) => ({
                  categoryId: context.categoryId!,
                  name: event.type === 'NEW_POSITION' ? event.name.trim() : '',
                }),
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    positions: [...context.positions.filter((p) => p.id !== event.output.id), event.output],
                    form: withPosition(context.form, event.output),
                    names: NO_NAMES,
                    problems: withoutProblem(context.problems, 'name'),
                    dirty: true,
                  })),
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    problems: { ...context.problems, name: { text: failureOf(event.error).fields.name ?? failureOf(event.error).message } },
                  })),
                },
              },
            },
            saving: {
              invoke: {
                src: 'save',
                input: ({ context }) => requestOf(context.step, context.companyId, context.vacancyId, context.form),
                onDone: [
                  // The review saved: the short wizard starts at its first step.
                  {
                    guard: 'lastStep',
                    target: 'handedOver',
                    actions: [
                      { type: 'notifySaved', params: { ok: true } },
                      assign({ view: ({ event }) => event.output, shortStep: 'car' as const, dirty: false }),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'notifySaved', params: { ok: true } },
                      assign(({ context, event }) => {
                        // Back to Review after an edit, unless the edit left a later step to fill again (another position).
                        const next = context.fromReview && complete(context.form) ? indexOf('review') : indexOf(context.step) + 1;
                        return {
                          view: event.output,
                          vacancyId: event.output.id,
                          step: stepAt(next),
                          reached: Math.max(context.reached, next),
                          fromReview: false,
                          dirty: false,
                        };
                      }),
                    ],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'notifySaved', params: { ok: false } },
                    assign(({ event }) => {
                      const failure = failureOf(event.error);
                      const problems: Problems = {};
                      for (const [name, text] of Object.entries(failure.fields)) problems[serverField(name)] = { text };
                      // Field messages are shown on their fields; the general one only when none is.
                      return { problems, error: Object.keys(problems).length > 0 ? null : failure.message };
                    }),
                  ],
                },
              },
            },
            /** Review saved: the page shows what comes after (the short wizard). */
            handedOver: { on: { BACK: { target: 'editing', actions: assign({ step: 'review' as TenStep }) } } },
          },
        },
      },
    },
  },
});
