import { describe, expect, it } from '@jest/globals';
import { COMPETENCY_CALLS, readCategories, readFamilyItems, readPositionLists, readPositions, readUniversities } from './competency';

describe('the competency catalogue answers', () => {
  it('reads a family of one position: global first, then local, with who added them', () => {
    expect(
      readFamilyItems({ data: { global: [{ id: 1, id_task: 1, name: 'Облік', type: 'global', isUserAdd: false }], local: [{ id: 1000001, name: 'Моє', type: 'local', isUserAdd: true }, { name: 'без id' }] } }),
    ).toEqual([
      { id: 1, name: 'Облік', type: 'global', isUserAdd: false },
      { id: 1000001, name: 'Моє', type: 'local', isUserAdd: true },
    ]);
  });

  it('reads positions, categories, universities and the position lists', () => {
    expect(readPositions({ tl_lists: [{ id: 201, id_position: 201, name: 'Рекрутер', type: 'global', isUserAdd: false, category: 2 }] })).toEqual([{ id: 201, name: 'Рекрутер', type: 'global', isUserAdd: false, category: 2 }]);
    expect(readCategories({ data: [{ id: 2, name: 'HR', positions: [{ id: 201, functionality: [] }, { id: 202 }] }] })).toEqual([{ id: 2, name: 'HR', positionIds: [201, 202] }]);
    expect(readUniversities({ data: [{ id_university: 7, name_university: 'КНУ' }, { id: 'x' }] })).toEqual([{ id: 7, name: 'КНУ' }]);
    const lists = readPositionLists({ list_data: { s_dress: [{ id: 1, name: 'Діловий' }, { idItem: 2, name: 'Вільний' }] } });
    expect(lists.s_dress).toEqual([{ id: 1, name: 'Діловий' }, { id: 2, name: 'Вільний' }]);
    expect(lists.s_hobbies).toEqual([]);
  });

  it('declares every family call with its own id field for removals', () => {
    expect(Object.keys(COMPETENCY_CALLS)).toHaveLength(4 + 6 * 3);
    expect(COMPETENCY_CALLS.list_func.path).toBe('/get_list_func');
    expect(COMPETENCY_CALLS.add_zun).toMatchObject({ method: 'post', path: '/add_new_zun', fields: { id_position: true, name: true } });
    expect(COMPETENCY_CALLS.remove_cases.fields).toEqual({ id_case: true });
  });
});
