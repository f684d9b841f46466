// The short wizard: Car → Criteria → Education and skills → Preview. Each step
// checks its fields, saves through its call and moves on with the vacancy the server answered;
// Back keeps what was typed. The preview drawer runs its own machine and reports SENT here.
// The machine never calls fetch: `load` and `save` are provided (live.ts, or a spec's fakes), and
// `notify` raises the toasts (the max-criteria and drop-outside warnings, saved, failed).
import { assign, setup } from 'xstate';
import { notProvided } from '../../../shared/machines/not-provided';
import type { CarRequest, CriteriaRequest, SkillsRequest, VacancyView, DictionaryItem } from '../../../shared/api/positions';
import { serverProblems } from '../../../shared/forms/failure';
import {
  add,
  EMPTY_CRITERIA,
  fromEntries,
  isAvailable,
  moveBy,
  moveTo,
  remove,
  toEntries,
  type Change,
  type CriteriaList,
} from './criteria-list';
import {
  carOf,
  carRequest,
  checkCar,
  checkSkills,
  maskDate,
  NO_LICENCE,
  skillsOf,
  skillsRequest,
  withLicence,
  type CarValues,
  type Problems,
  type SkillKind,
  type SkillsValues,
} from './short-form';

/** The dictionary lists the short wizard shows. */
export const SHORT_LISTS = [
  's_driving_license_category',
  's_selection_criteria',
  's_priority',
  's_education',
  's_languages',
  's_language_levels',
  's_programs',
  's_program_level',
] as const;
export type ShortListName = (typeof SHORT_LISTS)[number];
export type ShortLists = Record<ShortListName, DictionaryItem[]>;

export const EMPTY_LISTS = Object.fromEntries(SHORT_LISTS.map((name) => [name, []])) as unknown as ShortLists;

export interface ShortLoad {
  vacancy: VacancyView;
  lists: ShortLists;
  /** For the document's header; null when it could not be read (the document does without). */
  companyName?: string | null;
}

export type SaveInput =
  | { step: 'car'; body: CarRequest }
  | { step: 'criteria'; body: CriteriaRequest }
  | { step: 'skills'; body: SkillsRequest };

export type Notice =
  | { kind: 'maxCriteria' }
  | { kind: 'dropOutside' }
  | { kind: 'saved'; step: SaveInput['step'] }
  | { kind: 'failed'; message: string };

export interface ShortInput {
  companyId: string;
  vacancyId: string;
  /** The step to start at (the address's, or car after the review); null: after the furthest saved. */
  step?: 'car' | 'criteria' | 'skills' | null;
  /** Today for the "not in the future" rule; specs fix it. */
  today?: () => Date;
}

export interface ShortContext {
  companyId: string;
  vacancyId: string;
  /** The step asked for at the start (ShortInput.step). */
  requested: 'car' | 'criteria' | 'skills' | null;
  today: () => Date;
  vacancy: VacancyView | null;
  companyName: string | null;
  lists: ShortLists;
  car: CarValues;
  criteria: CriteriaList;
  skills: SkillsValues;
  problems: Problems;
  /** A load or save failure, shown above the step. */
  error: string | null;
  /** The last refused criteria move, shown as an alert beside the lists. */
  notice: 'maxCriteria' | 'dropOutside' | null;
}

export type ShortEvent =
  | { type: 'SET_LICENCE'; value: 0 | 1 }
  | { type: 'TOGGLE_CATEGORY'; id: number }
  | { type: 'SET_EXPERIENCE'; text: string }
  | { type: 'SET_CAR'; value: 0 | 1 }
  | { type: 'ADD'; id: number; index?: number }
  | { type: 'REMOVE'; id: number }
  | { type: 'MOVE'; ids: number[]; target: number; position: 'before' | 'after' }
  | { type: 'MOVE_BY'; id: number; step: -1 | 1 }
  | { type: 'DROP_OUTSIDE' }
  | { type: 'SET_EDUCATION'; id: number | null }
  | { type: 'ADD_ROW'; kind: SkillKind }
  | { type: 'SET_ROW'; kind: SkillKind; rowId: string; field: 'name' | 'level'; value: number | null }
  | { type: 'REMOVE_ROW'; kind: SkillKind; rowId: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'SENT'; vacancy: VacancyView };

const failedNotice = ({ event }: { event: { error: unknown } }): Notice => ({
  kind: 'failed',
  message: serverProblems(event.error).message,
});

/** The vacancy's furthest saved step (VACANCY_STEPS, counted from 1) that opens each short step: car follows the review (10). */
const OPENED_BY: Record<'car' | 'criteria' | 'skills', number> = { car: 10, criteria: 11, skills: 12 };

/** Where an editable vacancy starts: the asked step when its saves reach it, else the step after the furthest saved. */
export function shortStart(furthest: number, requested: ShortContext['requested']): 'car' | 'criteria' | 'skills' {
  if (requested !== null && furthest >= OPENED_BY[requested]) return requested;
  return furthest >= OPENED_BY.skills ? 'skills' : furthest >= OPENED_BY.criteria ? 'criteria' : 'car';
}

/**
 * Whether the step on screen holds what no save has sent: its request differs from the one the
 * last answered vacancy makes (both go through the same request builder, so formatting is alike).
 */
export function shortUnsaved(
  context: Pick<ShortContext, 'vacancy' | 'car' | 'criteria' | 'skills' | 'companyId' | 'vacancyId'>,
  step: 'car' | 'criteria' | 'skills' | null,
): boolean {
  const vacancy = context.vacancy;
  if (!vacancy || step === null) return false;
  const at = ref(context);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (step === 'car') return !same(carRequest(context.car, at), carRequest(carOf(vacancy), at));
  if (step === 'criteria') return !same(toEntries(context.criteria), toEntries(fromEntries(vacancy.criteria)));
  return !same(skillsRequest(context.skills, at), skillsRequest(skillsOf(vacancy), at));
}

const ref = (context: Pick<ShortContext, 'companyId' | 'vacancyId'>) => ({ company_id: context.companyId, vacancy_id: context.vacancyId });

/** The selectable criteria: known to the catalogue and with a value in the vacancy. */
function availableCriterion(context: ShortContext, id: number): boolean {
  const item = context.lists.s_selection_criteria.find((criterion) => criterion.id === id);
  return item !== undefined && isAvailable(item.code, context.vacancy ?? {});
}

function criteriaChange(context: ShortContext, event: ShortEvent): Change {
  switch (event.type) {
    case 'ADD':
      return availableCriterion(context, event.id) ? add(context.criteria, event.id, event.index) : { ok: false, reason: 'unknown' };
    case 'REMOVE':
      return remove(context.criteria, event.id);
    case 'MOVE':
      return moveTo(context.criteria, event.ids, event.target, event.position);
    case 'MOVE_BY':
      return moveBy(context.criteria, event.id, event.step);
    default:
      return { ok: false, reason: 'unknown' };
  }
}

export const shortWizardMachine = setup({
  types: {
    context: {} as ShortContext,
    events: {} as ShortEvent,
    input: {} as ShortInput,
  },
  actors: {
    load: notProvided<ShortLoad, { companyId: string; vacancyId: string }>('shortWizardMachine', 'load'),
    save: notProvided<VacancyView, SaveInput>('shortWizardMachine', 'save'),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    clearProblems: assign({ problems: {}, error: null, notice: null }),
    takeVacancy: assign((_, vacancy: VacancyView) => ({ vacancy })),
    /** Everything a save failure tells: server field messages as problems, its message above the step. */
    takeFailure: assign((_, error: unknown) => {
      const { fields, message } = serverProblems(error);
      return { problems: fields, error: message };
    }),
  },
  guards: {
    carValid: ({ context }) => Object.keys(checkCar(context.car, context.today())).length === 0,
    skillsValid: ({ context }) => Object.keys(checkSkills(context.skills)).length === 0,
    editable: (_, vacancy: VacancyView) => vacancy.can_edit,
    criteriaChanges: ({ context, event }) => criteriaChange(context, event).ok,
    criteriaFull: ({ context, event }) => {
      const change = criteriaChange(context, event);
      return !change.ok && change.reason === 'max';
    },
  },
}).createMachine({
  id: 'shortWizard',
  context: ({ input }) => ({
    companyId: input.companyId,
    vacancyId: input.vacancyId,
    requested: input.step ?? null,
    today: input.today ?? (() => new Date()),
    vacancy: null,
    companyName: null,
    lists: EMPTY_LISTS,
    car: NO_LICENCE,
    criteria: EMPTY_CRITERIA,
    skills: { education: null, languages: [], programs: [] },
    problems: {},
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearProblems',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: [
          {
            guard: { type: 'editable', params: ({ event }) => event.output.vacancy },
            target: 'resuming',
            actions: assign(({ event }) => ({
              vacancy: event.output.vacancy,
              companyName: event.output.companyName ?? null,
              lists: event.output.lists,
              car: carOf(event.output.vacancy),
              criteria: fromEntries(event.output.vacancy.criteria),
              skills: skillsOf(event.output.vacancy),
            })),
          },
          // Under approval or published: nothing to edit, the screen says so and shows the document.
          {
            target: 'locked',
            actions: assign(({ event }) => ({
              vacancy: event.output.vacancy,
              companyName: event.output.companyName ?? null,
              lists: event.output.lists,
            })),
          },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: serverProblems(event.error).message })) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    // A vacancy opened again (from the list, a reload) goes on where it was.
    resuming: {
      always: [
        { guard: ({ context }) => shortStart(context.vacancy?.step ?? 0, context.requested) === 'skills', target: 'skills' },
        { guard: ({ context }) => shortStart(context.vacancy?.step ?? 0, context.requested) === 'criteria', target: 'criteria' },
        { target: 'car' },
      ],
    },
    locked: {},
    car: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SET_LICENCE: { actions: assign(({ context, event }) => ({ car: withLicence(context.car, event.value), problems: {} })) },
            TOGGLE_CATEGORY: {
              guard: ({ context }) => context.car.driver_license === 1,
              actions: assign(({ context, event }) => {
                const chosen = context.car.driver_categories;
                const next = chosen.includes(event.id) ? chosen.filter((id) => id !== event.id) : [...chosen, event.id];
                const { driver_categories: _, ...problems } = context.problems;
                return { car: { ...context.car, driver_categories: next }, problems };
              }),
            },
            SET_EXPERIENCE: {
              guard: ({ context }) => context.car.driver_license === 1,
              actions: assign(({ context, event }) => {
                const { driving_experience: _, ...problems } = context.problems;
                return { car: { ...context.car, driving_experience: maskDate(event.text) }, problems };
              }),
            },
            SET_CAR: {
              guard: ({ context }) => context.car.driver_license === 1,
              actions: assign(({ context, event }) => ({ car: { ...context.car, car_available: event.value } })),
            },
            NEXT: [
              { guard: 'carValid', target: 'saving' },
              { actions: assign(({ context }) => ({ problems: checkCar(context.car, context.today()) })) },
            ],
          },
        },
        saving: {
          entry: 'clearProblems',
          invoke: {
            src: 'save',
            input: ({ context }) => ({ step: 'car' as const, body: carRequest(context.car, ref(context)) }),
            onDone: {
              target: '#shortWizard.criteria',
              actions: [assign({ vacancy: ({ event }) => event.output }), { type: 'notify', params: { kind: 'saved', step: 'car' } }],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'takeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                { type: 'notify', params: failedNotice },
              ],
            },
          },
        },
      },
    },
    criteria: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ADD: [
              {
                guard: 'criteriaChanges',
                actions: assign(({ context, event }) => ({
                  criteria: (criteriaChange(context, event) as { list: CriteriaList }).list,
                  notice: null,
                  problems: {},
                })),
              },
              { guard: 'criteriaFull', actions: [assign({ notice: 'maxCriteria' }), { type: 'notify', params: { kind: 'maxCriteria' } }] },
            ],
            REMOVE: {
              guard: 'criteriaChanges',
              actions: assign(({ context, event }) => ({
                criteria: (criteriaChange(context, event) as { list: CriteriaList }).list,
                notice: null,
                problems: {},
              })),
            },
            MOVE: {
              guard: 'criteriaChanges',
              actions: assign(({ context, event }) => ({
                criteria: (criteriaChange(context, event) as { list: CriteriaList }).list,
                notice: null,
              })),
            },
            MOVE_BY: {
              guard: 'criteriaChanges',
              actions: assign(({ context, event }) => ({
                criteria: (criteriaChange(context, event) as { list: CriteriaList }).list,
                notice: null,
              })),
            },
            DROP_OUTSIDE: { actions: [assign({ notice: 'dropOutside' }), { type: 'notify', params: { kind: 'dropOutside' } }] },
            NEXT: 'saving',
            BACK: { target: '#shortWizard.car', actions: 'clearProblems' },
          },
        },
        saving: {
          entry: 'clearProblems',
          invoke: {
            src: 'save',
            input: ({ context }) => ({ step: 'criteria' as const, body: { ...ref(context), criteria: toEntries(context.criteria) } }),
            onDone: {
              target: '#shortWizard.skills',
              actions: [assign({ vacancy: ({ event }) => event.output }), { type: 'notify', params: { kind: 'saved', step: 'criteria' } }],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'takeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                { type: 'notify', params: failedNotice },
              ],
            },
          },
        },
      },
    },
    skills: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SET_EDUCATION: {
              actions: assign(({ context, event }) => ({
                skills: { ...context.skills, education: event.id },
                problems: { ...context.problems, education: undefined },
              })),
            },
            ADD_ROW: {
              actions: assign(({ context, event }) => ({
                // The id is the client's (contract: crypto.randomUUID()), kept by the server.
                skills: {
                  ...context.skills,
                  [event.kind]: [...context.skills[event.kind], { id: globalThis.crypto.randomUUID(), name: null, level: null }],
                },
              })),
            },
            SET_ROW: {
              actions: assign(({ context, event }) => ({
                skills: {
                  ...context.skills,
                  [event.kind]: context.skills[event.kind].map((row) =>
                    row.id === event.rowId ? { ...row, [event.field]: event.value } : row,
                  ),
                },
                problems: { ...context.problems, [`${event.kind}.${event.rowId}.${event.field}`]: undefined },
              })),
            },
            REMOVE_ROW: {
              actions: assign(({ context, event }) => ({
                skills: { ...context.skills, [event.kind]: context.skills[event.kind].filter((row) => row.id !== event.rowId) },
              })),
            },
            NEXT: [
              { guard: 'skillsValid', target: 'saving' },
              { actions: assign(({ context }) => ({ problems: checkSkills(context.skills) })) },
            ],
            BACK: { target: '#shortWizard.criteria', actions: 'clearProblems' },
          },
        },
        saving: {
          entry: 'clearProblems',
          invoke: {
            src: 'save',
            input: ({ context }) => ({ step: 'skills' as const, body: skillsRequest(context.skills, ref(context)) }),
            onDone: {
              target: '#shortWizard.preview',
              actions: [assign({ vacancy: ({ event }) => event.output }), { type: 'notify', params: { kind: 'saved', step: 'skills' } }],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'takeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
                { type: 'notify', params: failedNotice },
              ],
            },
          },
        },
      },
    },
    preview: {
      on: {
        BACK: 'skills',
        SENT: { target: 'done', actions: { type: 'takeVacancy', params: ({ event }) => event.vacancy } },
      },
    },
    done: { type: 'final' },
  },
});
