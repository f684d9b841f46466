import { describe, expect, it } from '@jest/globals';
import { readOptionLists } from './catalogue';

describe('readOptionLists', () => {
  it("reads get_selectList's typed answer the same way: a global item keeps its code, a list left out is empty", () => {
    const lists = readOptionLists(
      {
        ok: true,
        list_data: {
          s_access_z: [
            { id: 2, name: 'Изменение регистрационных данных компании', type: 'global', code: 'company-settings' },
            { id: 7, name: 'Своё', type: 'local', isUserAdd: true },
          ],
        },
      },
      ['s_access_z', 'gender'],
    );
    expect(lists).toEqual({
      s_access_z: [
        { id: 2, name: 'Изменение регистрационных данных компании', code: 'company-settings' },
        { id: 7, name: 'Своё' },
      ],
      gender: [],
    });
  });
});
