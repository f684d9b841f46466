import { describe, expect, it } from '@jest/globals';
import { PROTECTED_VACANCY_FIELDS } from '../../../../../src/shared/contract/vacancy';
import { SECTIONS, shownField, vacancyTitle } from './document-sections';
import { vacancyFixture } from './vacancy-fixture';

describe('document sections', () => {
  it('follows the wizards: the ten steps, then car, criteria, education and skills', () => {
    expect(SECTIONS.map((section) => section.name)).toEqual([
      'main',
      'requirements',
      'competencies',
      'conditions',
      'specifics',
      'education',
      'experience',
      'personal',
      'car',
      'criteria',
      'skills',
    ]);
  });

  it('never publishes age, sex, family status or children; military service reads with the personal part', () => {
    const fields = SECTIONS.flatMap((section) => section.fields.map(([field]) => field as string));
    for (const field of PROTECTED_VACANCY_FIELDS) expect(fields).not.toContain(field);
    expect(SECTIONS.find((section) => section.name === 'personal')!.fields).toContainEqual(['military_service', 'yesNo']);
    expect(shownField(vacancyFixture({ military_service: 1 }), 'military_service', 'yesNo')).toEqual({ kind: 'yesNo', value: true });
  });

  it("names the position in the reader's language, as the list does, and the stored name without a label", () => {
    expect(vacancyTitle(vacancyFixture({ name: 'Бухгалтер', labels: { id_position: 'Accountant' } }))).toBe('Accountant');
    expect(shownField(vacancyFixture({ name: 'Бухгалтер', labels: { id_position: 'Бухгалтер (укр.)' } }), 'name', 'text')).toEqual({
      kind: 'line',
      text: 'Бухгалтер (укр.)',
    });
    expect(vacancyTitle(vacancyFixture({ name: 'Бухгалтер', labels: {} }))).toBe('Бухгалтер');
  });

  it('reads ids through labels, texts and ranges as they are, and hides fields switched off', () => {
    const vacancy = vacancyFixture({
      universities: [
        { id: 'a', id_university: null, name: 'КНУ', year_start: '2010', year_end: '2015', specialty: 'Облік', educational_level: null },
      ],
    });
    expect(shownField(vacancy, 'functionality', 'label')).toEqual({ kind: 'list', items: ['Вести облік', 'Складати звіти'] });
    expect(shownField(vacancy, 'department_id', 'label')).toEqual({ kind: 'line', text: 'Фінанси' });
    expect(shownField(vacancy, 'level', 'label')).toBeNull();
    expect(shownField(vacancy, 'salary', 'range')).toEqual({ kind: 'range', from: '20000', to: '30000' });
    expect(shownField(vacancy, 'business_trips', 'yesNo')).toEqual({ kind: 'yesNo', value: true });
    expect(shownField(vacancy, 'missions', 'text')).toEqual({ kind: 'line', text: 'Відрядження до Львова' });
    expect(shownField(vacancy, 'opportunities', 'text')).toBeNull();
    expect(shownField(vacancy, 'universities', 'study')).toEqual({ kind: 'list', items: ['КНУ, Облік, 2010–2015'] });
    expect(shownField(vacancy, 'driver_license', 'yesNo')).toEqual({ kind: 'yesNo', value: false });
    expect(shownField(vacancy, 'car_available', 'yesNo')).toBeNull();
  });

  it('lists criteria by priority', () => {
    const vacancy = vacancyFixture({
      criteria: [
        { id: 4, priority: 2 },
        { id: 1, priority: 1 },
      ],
      labels: { criteria: ['Зарплата', 'Посада'] },
    });
    expect(shownField(vacancy, 'criteria', 'label')).toEqual({ kind: 'list', items: ['Посада', 'Зарплата'] });
  });
});
