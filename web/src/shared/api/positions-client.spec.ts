import { describe, expect, it } from '@jest/globals';
import { AnswerShapeError } from './contract';
import { readApproverOptions, readDictionaryLists, readVacancyView } from './positions-client';

describe('positions answer readers', () => {
  it('reads { vacancy } and fills missing collections; refuses an answer without one', () => {
    const vacancy = readVacancyView({ vacancy: { id: 'v1', company_id: 'c1', name: 'Бухгалтер' } });
    expect(vacancy).toMatchObject({ id: 'v1', company_id: 'c1', labels: {}, approvers: [] });
    expect(() => readVacancyView({ users: [] })).toThrow(AnswerShapeError);
    expect(() => readVacancyView(null)).toThrow(AnswerShapeError);
  });

  it('reads the colleagues who may approve, dropping malformed rows', () => {
    expect(readApproverOptions({ users: [{ user_id: 'u2', name: 'Ігор', role: 'user' }, { user_id: 3 }, { user_id: 'u4', name: 'Марія' }] })).toEqual([
      { user_id: 'u2', name: 'Ігор', role: 'user' },
      { user_id: 'u4', name: 'Марія', role: '' },
    ]);
    expect(readApproverOptions({})).toEqual([]);
  });

  it('reads dictionary lists with their codes; a missing list is empty', () => {
    const lists = readDictionaryLists({ list_data: { s_selection_criteria: [{ id: 1, name: 'Посада', code: 'name' }, { idItem: '2', name: 'Досвід' }, { name: 'без id' }] } }, ['s_selection_criteria', 's_priority'] as const);
    expect(lists).toEqual({
      s_selection_criteria: [
        { id: 1, name: 'Посада', code: 'name' },
        { id: 2, name: 'Досвід' },
      ],
      s_priority: [],
    });
  });
});
