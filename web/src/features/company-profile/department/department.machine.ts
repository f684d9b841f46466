// The department stage of spec 001 §2 "Department form" and §4 "Wizards": one step reusing the
// department form (name, manager data, address). The company's departments (made by the structure
// step, name only) are completed one by one; the new-department modal adds another. An address is
// one of the company's offices or a new one (is_new_address). Continue needs at least one complete
// department; Back returns to the company stage. The wizard runs this as its department stage.
import { assign, setup } from 'xstate';
import type { CompanyOffice, DepartmentRequest, DepartmentView } from '../../../shared/api/profiling';
import { serverProblems } from '../../../shared/forms/failure';
import { addressProblem, EMPTY_ADDRESS, type Address } from '../address/address';
import type { Problems } from '../wizard/profile-form';
import { notProvided } from '../../../shared/machines/not-provided';

export const NEW_ADDRESS = 'new';

export interface DepartmentValues {
  /** The edited department; null for a new one (then `name` names it). */
  id: string | null;
  /** The catalogue item the name comes from; edits send it (or the name) again. */
  idItem: number | null;
  name: string;
  manager_position: string;
  manager_surname: string;
  manager_name: string;
  manager_middle_name: string;
  /** An office's id, NEW_ADDRESS, or null before a choice. */
  office: string | null;
  address: Address;
  /** The functionality category, optional. */
  category: number | null;
}

export const EMPTY_DEPARTMENT: DepartmentValues = {
  id: null,
  idItem: null,
  name: '',
  manager_position: '',
  manager_surname: '',
  manager_name: '',
  manager_middle_name: '',
  office: null,
  address: EMPTY_ADDRESS,
  category: null,
};

/** A functionality category offered for a department. */
export interface CategoryOption {
  id: number;
  name: string;
}

export interface DepartmentContext {
  companyId: string;
  departments: DepartmentView[];
  offices: CompanyOffice[];
  categories: CategoryOption[];
  values: DepartmentValues | null;
  problems: Problems;
  error: string | null;
  /** Where the stage was left for. */
  to: 'company' | 'position';
  /** The department the user asked to delete (confirmation open or the delete under way). */
  removing: DepartmentView | null;
  /**
   * A delete the server refused: its text (or '' without one). The screen leads with spec 001 §8's
   * 'Ошибка при удалении' and closes the confirmation, as the spec's failed deletion does.
   */
  removeFailed: string | null;
  /** The form holds what no save has sent (typed, or a new department named): leaving the page asks first. */
  dirty: boolean;
}

export type DepartmentEvent =
  | { type: 'SELECT'; id: string }
  | { type: 'NEW'; name: string }
  | { type: 'CHANGE'; field: keyof DepartmentValues; value: unknown }
  | { type: 'SUBMIT' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'REMOVE'; id: string }
  | { type: 'CONFIRM_REMOVE' }
  | { type: 'CANCEL_REMOVE' };

export interface SaveDepartmentInput {
  id: string | null;
  request: DepartmentRequest;
}

const blank = (value: string) => value.trim() === '';

export function valuesOfDepartment(department: DepartmentView, offices: readonly CompanyOffice[]): DepartmentValues {
  const address = department.address[0] ?? null;
  const office = address
    ? offices.find((o) => o.city_id === address.city_id && o.street_id === address.street_id && o.street_number === address.street_number)
    : undefined;
  return {
    id: department.id,
    idItem: department.idItem,
    name: department.name,
    manager_position: department.manager_position ?? '',
    manager_surname: department.manager_surname ?? '',
    manager_name: department.manager_name ?? '',
    manager_middle_name: department.manager_middle_name ?? '',
    office: office ? office.id : address ? NEW_ADDRESS : null,
    address: address ?? EMPTY_ADDRESS,
    category: department.category ?? null,
  };
}

export function checkDepartment(values: DepartmentValues): Problems {
  const problems: Problems = {};
  if (values.id === null && blank(values.name)) problems.name = { key: 'required' };
  if (blank(values.manager_position)) problems.manager_position = { key: 'required' };
  if (blank(values.manager_surname)) problems.manager_surname = { key: 'surname' };
  if (blank(values.manager_name)) problems.manager_name = { key: 'firstName' };
  if (values.office === null) problems.office = { key: 'required' };
  if (values.office === NEW_ADDRESS && addressProblem(values.address)) problems.address = { key: 'required' };
  return problems;
}

export function departmentRequest(companyId: string, values: DepartmentValues, offices: readonly CompanyOffice[]): SaveDepartmentInput {
  const office = offices.find((o) => o.id === values.office);
  const address = office ?? values.address;
  return {
    id: values.id,
    request: {
      company_id: companyId,
      // Edits name the department again: its catalogue item, or its own name.
      ...(values.idItem !== null ? { idItem: values.idItem } : { name: values.name.trim() }),
      manager_position: values.manager_position.trim(),
      manager_surname: values.manager_surname.trim(),
      manager_name: values.manager_name.trim(),
      manager_middle_name: blank(values.manager_middle_name) ? undefined : values.manager_middle_name.trim(),
      is_new_address: office === undefined,
      address: [{ city_id: address.city_id, street_id: address.street_id, street_number: address.street_number }],
      category: values.category,
    },
  };
}

/** A department the position stage can use: manager named and an address given. */
export const isComplete = (department: DepartmentView) =>
  department.has_address && Boolean(department.manager_surname) && Boolean(department.manager_name);

export const departmentMachine = setup({
  types: {
    context: {} as DepartmentContext,
    events: {} as DepartmentEvent,
    input: {} as { companyId: string },
    output: {} as { to: 'company' | 'position' },
  },
  actors: {
    load: notProvided<{ departments: DepartmentView[]; offices: CompanyOffice[]; categories: CategoryOption[] }, { companyId: string }>(
      'department.machine',
      'load',
    ),
    /** add_new_department (id null) or edit_department; answers the company's departments. */
    save: notProvided<DepartmentView[], SaveDepartmentInput>('department.machine', 'save'),
    /** delete_department; answers the company's departments. */
    remove: notProvided<DepartmentView[], { companyId: string; id: string }>('department.machine', 'remove'),
  },
  actions: {
    notifySaved: () => {},
    notifyRemoved: (_, _params: { name: string }) => {},
  },
  guards: {
    valid: ({ context }) => context.values !== null && Object.keys(checkDepartment(context.values)).length === 0,
    anyComplete: ({ context }) => context.departments.some(isComplete),
  },
}).createMachine({
  id: 'department',
  context: ({ input }) => ({
    companyId: input.companyId,
    departments: [],
    offices: [],
    categories: [],
    values: null,
    problems: {},
    error: null,
    to: 'company',
    removing: null,
    removeFailed: null,
    dirty: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { departments, offices, categories } = event.output;
            // The first department still to fill opens first.
            const first = departments.find((d) => !isComplete(d)) ?? departments[0];
            return { departments, offices, categories, values: first ? valuesOfDepartment(first, offices) : null };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => serverProblems(event.error).message }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) }, BACK: 'back' } },
    editing: {
      on: {
        SELECT: {
          actions: assign(({ context, event }) => {
            const department = context.departments.find((d) => d.id === event.id);
            return department ? { values: valuesOfDepartment(department, context.offices), problems: {}, error: null, dirty: false } : {};
          }),
        },
        NEW: {
          actions: assign(({ event }) => ({
            values: { ...EMPTY_DEPARTMENT, name: event.name.trim() },
            problems: {},
            error: null,
            dirty: true,
          })),
        },
        CHANGE: {
          guard: ({ context }) => context.values !== null,
          actions: assign(({ context, event }) => {
            const problems = { ...context.problems };
            delete problems[event.field];
            return { values: { ...context.values!, [event.field]: event.value }, problems, error: null, dirty: true };
          }),
        },
        SUBMIT: [
          { guard: 'valid', target: 'saving' },
          { actions: assign(({ context }) => ({ problems: context.values ? checkDepartment(context.values) : {} })) },
        ],
        CONTINUE: [
          { guard: 'anyComplete', target: 'forward', actions: assign({ to: 'position' as const }) },
          { actions: assign({ error: 'needOne' }) },
        ],
        BACK: 'back',
        REMOVE: {
          target: 'confirmingRemoval',
          guard: ({ context, event }) => context.departments.some((d) => d.id === event.id),
          actions: assign(({ context, event }) => ({
            removing: context.departments.find((d) => d.id === event.id) ?? null,
            error: null,
            removeFailed: null,
          })),
        },
      },
    },
    // A delete is not undone: the user confirms it first.
    confirmingRemoval: {
      on: {
        CONFIRM_REMOVE: 'removing',
        CANCEL_REMOVE: { target: 'editing', actions: assign({ removing: null }) },
      },
    },
    removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ companyId: context.companyId, id: context.removing!.id }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'notifyRemoved', params: ({ context }) => ({ name: context.removing!.name }) },
            assign(({ context, event }) => {
              const departments = event.output;
              // The form stays on its department unless that one was deleted; then the next to fill opens.
              if (context.values?.id !== context.removing!.id) return { departments, removing: null };
              const following = departments.find((d) => !isComplete(d)) ?? departments[0];
              return {
                departments,
                removing: null,
                values: following ? valuesOfDepartment(following, context.offices) : null,
                problems: {},
              };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ removing: null, removeFailed: serverProblems(event.error).message })),
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => departmentRequest(context.companyId, context.values!, context.offices),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => {
              const departments = event.output;
              const saved =
                departments.find((d) => d.id === context.values?.id) ??
                departments.find((d) => d.name.trim().toLowerCase() === context.values?.name.trim().toLowerCase());
              // Next: the first department still to fill, else stay on the saved one.
              const following = departments.find((d) => !isComplete(d)) ?? saved;
              return {
                departments,
                values: following ? valuesOfDepartment(following, context.offices) : null,
                problems: {},
                error: null,
                dirty: false,
              };
            }),
            'notifySaved',
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { fields, message } = serverProblems(event.error);
            const problems: Problems = {};
            for (const [path, problem] of Object.entries(fields))
              problems[path.startsWith('address') ? 'address' : path] =
                problem && 'text' in problem ? { text: problem.text } : { key: 'required' };
            return { problems, error: Object.keys(problems).length > 0 ? null : message };
          }),
        },
      },
    },
    forward: { type: 'final' },
    back: { type: 'final' },
  },
  output: ({ context }) => ({ to: context.to }),
});
