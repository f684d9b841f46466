import { describe, expect, it } from '@jest/globals';
import { madeUpServer } from '../testing/api';
import {
  COMPETENCY_CALLS,
  createCompetencyApi,
  readCategories,
  readFamilyItems,
  readPositionLists,
  readPositions,
  readUniversities,
} from './competency';

describe('the competency catalogue answers', () => {
  const competencyItem = (id: number, name: string, type: 'global' | 'local', isUserAdd: boolean) => ({
    id,
    name,
    help: null,
    description: null,
    disabled: false,
    type,
    isUserAdd,
    selected: false,
  });

  it('reads a family of one position: global first, then local, with who added them', () => {
    expect(
      readFamilyItems({
        ok: true,
        data: {
          global: [{ ...competencyItem(1, 'Облік', 'global', false), id_task: 1 }],
          local: [competencyItem(1000001, 'Моє', 'local', true)],
        },
      }),
    ).toEqual([
      { id: 1, name: 'Облік', type: 'global', isUserAdd: false },
      { id: 1000001, name: 'Моє', type: 'local', isUserAdd: true },
    ]);
  });

  it('reads positions, categories, universities and the position lists', () => {
    const position = { id: 201, id_position: 201, name: 'Рекрутер', type: 'global' as const, isUserAdd: false, category: 2 };
    expect(readPositions({ ok: true, tl_lists: [position] })).toEqual([
      { id: 201, name: 'Рекрутер', type: 'global', isUserAdd: false, category: 2 },
    ]);
    expect(
      readCategories({
        ok: true,
        data: [
          {
            id: 2,
            name: 'HR',
            positions: [
              { ...position, functionality: [] },
              { ...position, id: 202, id_position: 202, functionality: [] },
            ],
          },
        ],
      }),
    ).toEqual([{ id: 2, name: 'HR', positionIds: [201, 202] }]);
    expect(readUniversities({ ok: true, data: [{ id_university: 7, name_university: 'КНУ', city: 'Київ' }] })).toEqual([
      { id: 7, name: 'КНУ' },
    ]);
    const lists = readPositionLists({
      ok: true,
      list_data: {
        s_dress: [
          { id: 1, name: 'Діловий', type: 'global', code: 'business' },
          { id: 2, name: 'Вільний', type: 'local', isUserAdd: true },
        ],
      },
    });
    expect(lists.s_dress).toEqual([
      { id: 1, name: 'Діловий' },
      { id: 2, name: 'Вільний' },
    ]);
    expect(lists.s_hobbies).toEqual([]);
  });

  it('declares every family call and removes an item by its family’s own id field', async () => {
    expect(Object.keys(COMPETENCY_CALLS)).toHaveLength(4 + 6 * 3);
    expect(COMPETENCY_CALLS.list_func).toBe('/get_list_func');
    const { client, sent } = madeUpServer({ '/api/v2/get_list_zun?idItem=201': { ok: true, data: { global: [], local: [] } } });
    await createCompetencyApi(client).removeItem('cases', 7);
    await createCompetencyApi(client).items('zun', 201);
    expect(sent).toEqual([
      { path: '/api/v2/remove_cases', body: { id_case: 7 } },
      { path: '/api/v2/get_list_zun?idItem=201', body: undefined },
    ]);
  });
});
