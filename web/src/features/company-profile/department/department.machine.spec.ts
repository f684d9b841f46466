import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyOffice, DepartmentView } from '../../../shared/api/profiling';
import { reached } from '../../../shared/testing/machine';
import { departmentMachine, NEW_ADDRESS, type SaveDepartmentInput } from './department.machine';

const KYIV = { city_id: 1, city_name: 'Київ', street_id: 10, street_name: 'Хрещатик', street_number: '1' };
const OFFICE: CompanyOffice = { ...KYIV, id: 'legal', name: 'legal', address: 'Київ, Хрещатик, 1' };

const bare = (id: string, name: string): DepartmentView => ({
  id,
  idItem: null,
  name,
  type: 'local',
  manager_position: null,
  manager_surname: null,
  manager_name: null,
  manager_middle_name: null,
  address: [],
  has_address: false,
  category: null,
});
const filled = (department: DepartmentView): DepartmentView => ({
  ...department,
  manager_position: 'Керівник',
  manager_surname: 'Коваль',
  manager_name: 'Олена',
  address: [KYIV],
  has_address: true,
});

function start(
  departments: DepartmentView[],
  save?: (input: SaveDepartmentInput) => Promise<DepartmentView[]>,
  remove?: (id: string) => Promise<DepartmentView[]>,
) {
  const saved: SaveDepartmentInput[] = [];
  const removed: string[] = [];
  let current = departments;
  const actor = createActor(
    departmentMachine.provide({
      actors: {
        load: fromPromise(async () => ({ departments: current, offices: [OFFICE], categories: [{ id: 3, name: 'Продажі' }] })),
        save: fromPromise<DepartmentView[], SaveDepartmentInput>(async ({ input }) => {
          saved.push(input);
          if (save) return save(input);
          current = input.id
            ? current.map((d) => (d.id === input.id ? filled(d) : d))
            : [...current, filled(bare('new', input.request.name ?? ''))];
          return current;
        }),
        remove: fromPromise<DepartmentView[], { companyId: string; id: string }>(async ({ input }) => {
          removed.push(input.id);
          if (remove) return remove(input.id);
          current = current.filter((d) => d.id !== input.id);
          return current;
        }),
      },
    }),
    { input: { companyId: 'c1' } },
  ).start();
  return { actor, saved, removed };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'CHANGE', field: 'manager_position', value: 'Керівник' });
  actor.send({ type: 'CHANGE', field: 'manager_surname', value: 'Коваль' });
  actor.send({ type: 'CHANGE', field: 'manager_name', value: 'Олена' });
  actor.send({ type: 'CHANGE', field: 'office', value: 'legal' });
}

describe('department.machine', () => {
  it('opens the first department still to fill and refuses an incomplete form', async () => {
    const { actor, saved } = start([filled(bare('d1', 'Бухгалтерія')), bare('d2', 'Продажі')]);
    const { context } = await reached(actor, 'editing');
    expect(context.values?.id).toBe('d2');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toMatchObject({
      manager_position: { key: 'required' },
      manager_surname: { key: 'surname' },
      manager_name: { key: 'firstName' },
      office: { key: 'required' },
    });
    expect(saved).toHaveLength(0);
  });

  it('saves a department with a company office, then continues to the position stage', async () => {
    const { actor, saved } = start([bare('d1', 'Бухгалтерія')]);
    await reached(actor, 'editing');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.error).toBe('needOne');
    fill(actor);
    // The department's category is chosen from the catalogue's functionality categories.
    expect(actor.getSnapshot().context.categories).toEqual([{ id: 3, name: 'Продажі' }]);
    actor.send({ type: 'CHANGE', field: 'category', value: 3 });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'saving');
    await reached(actor, 'editing');
    expect(saved[0]).toEqual({
      id: 'd1',
      request: {
        company_id: 'c1',
        name: 'Бухгалтерія',
        manager_position: 'Керівник',
        manager_surname: 'Коваль',
        manager_name: 'Олена',
        manager_middle_name: undefined,
        is_new_address: false,
        address: [{ city_id: 1, street_id: 10, street_number: '1' }],
        category: 3,
      },
    });
    actor.send({ type: 'CONTINUE' });
    await reached(actor, 'forward');
    expect(actor.getSnapshot().output).toEqual({ to: 'position' });
  });

  it('adds a new department from the modal with a new address', async () => {
    const { actor, saved } = start([]);
    await reached(actor, 'editing');
    actor.send({ type: 'NEW', name: ' Логістика ' });
    fill(actor);
    actor.send({ type: 'CHANGE', field: 'office', value: NEW_ADDRESS });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ address: { key: 'required' } });
    actor.send({ type: 'CHANGE', field: 'address', value: { ...KYIV, street_number: '22' } });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'saving');
    await reached(actor, 'editing');
    expect(saved[0]?.request).toMatchObject({
      name: 'Логістика',
      is_new_address: true,
      address: [{ city_id: 1, street_id: 10, street_number: '22' }],
    });
  });

  it('shows the duplicate refusal and keeps the form', async () => {
    const { actor } = start([], async () => {
      throw new ApiError(409, 'DEPARTMENT_DUPLICATE', 'Это название уже существует в базе данных');
    });
    await reached(actor, 'editing');
    actor.send({ type: 'NEW', name: 'Бухгалтерія' });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'saving');
    const after = await reached(actor, 'editing');
    expect(after.context.error).toBe('Это название уже существует в базе данных');
    expect(after.context.values?.name).toBe('Бухгалтерія');
  });

  it('knows when the form holds what no save has sent: typed or a new department named, until saved or another one is chosen', async () => {
    const { actor } = start([bare('d1', 'Бухгалтерія'), bare('d2', 'Продажі')]);
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.dirty).toBe(false);
    fill(actor);
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'NEW', name: 'Логістика' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'SELECT', id: 'd1' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('goes back to the company stage', async () => {
    const { actor } = start([]);
    await reached(actor, 'editing');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().output).toEqual({ to: 'company' });
  });

  it('deletes a department only after the confirmation; the form moves off a deleted department', async () => {
    const { actor, removed } = start([bare('a', 'Бухгалтерія'), bare('b', 'Логістика')]);
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.values?.id).toBe('a');
    actor.send({ type: 'REMOVE', id: 'a' });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'CANCEL_REMOVE' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(removed).toEqual([]);
    expect(actor.getSnapshot().context.removing).toBeNull();

    actor.send({ type: 'REMOVE', id: 'a' });
    expect(actor.getSnapshot().context.removing?.name).toBe('Бухгалтерія');
    actor.send({ type: 'CONFIRM_REMOVE' });
    const after = await reached(actor, 'editing');
    expect(removed).toEqual(['a']);
    expect(after.context.departments.map((d) => d.id)).toEqual(['b']);
    expect(after.context.values?.id).toBe('b');
    expect(after.context.removing).toBeNull();
  });

  it('keeps the edited department when another is deleted, and shows a refused delete', async () => {
    const { actor } = start([bare('a', 'Бухгалтерія'), bare('b', 'Логістика')], undefined, async () => {
      throw new ApiError(404, 'DEPARTMENT_NOT_FOUND', 'Отдел не найден');
    });
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'manager_surname', value: 'Коваль' });
    actor.send({ type: 'REMOVE', id: 'b' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    await reached(actor, 'removing');
    const after = await reached(actor, 'editing');
    // Spec 001 §8: the confirmation closes and the screen says 'Ошибка при удалении' with the server's text.
    expect(after.context.removing).toBeNull();
    expect(after.context.removeFailed).toBe('Отдел не найден');
    actor.send({ type: 'REMOVE', id: 'b' });
    expect(actor.getSnapshot().context.removeFailed).toBeNull();
    actor.send({ type: 'CANCEL_REMOVE' });
    expect(after.context.departments).toHaveLength(2);
    expect(after.context.values).toMatchObject({ id: 'a', manager_surname: 'Коваль' });
  });
});
