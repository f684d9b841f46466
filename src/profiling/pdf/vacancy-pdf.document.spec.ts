import { emptyVacancyValues } from '../domain/vacancy.values.js';
import type { VacancyView } from '../queries/read/vacancy-view.js';
import { vacancyPdfModel } from './vacancy-pdf.document.js';
import { PDF_TEXT_KEYS, pdfText } from './vacancy-pdf.texts.js';

function view(overrides: Partial<VacancyView> = {}): VacancyView {
  return {
    ...emptyVacancyValues(),
    id: 'v1',
    company_id: 'c1',
    number: 3,
    status: 'published',
    step: 13,
    author: { user_id: 'u1', name: 'Бондар Ірина' },
    approvers: [],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    published_at: null,
    can_edit: false,
    can_publish: false,
    labels: {},
    ...overrides,
  };
}
const context = { lang: 'ru' as const, companyName: 'ООО «Кадры»', now: new Date('2026-11-24T23:30:00.000Z') };

describe('vacancyPdfModel', () => {
  it('heads the document with the position, company, department, author, number and the Kyiv date', () => {
    const model = vacancyPdfModel(view({ name: 'Бухгалтер', labels: { department_id: 'Отдел продаж' } }), context);
    expect(model.title).toBe('Бухгалтер');
    expect(model.heading).toEqual([
      { label: 'Компания', value: 'ООО «Кадры»' },
      { label: 'Отдел', value: 'Отдел продаж' },
      { label: 'Автор', value: 'Бондар Ірина' },
      { label: 'Номер вакансии', value: '3' },
      { label: 'Статус', value: 'Опубликована' },
      // 23:30 UTC on the 24th is already the 25th in Kyiv.
      { label: 'Дата документа', value: '25.11.2026' },
    ]);
    expect(model.approval).toBeNull();
    expect(model.pageLabel).toBe('Страница {page} из {pages}');
  });

  it('takes names from labels, falls back to raw values, leaves empty fields out and keeps wizard order', () => {
    const model = vacancyPdfModel(
      view({
        name: 'Бухгалтер',
        functionality: [11, 12],
        level: 4,
        kpi: [7],
        criteria: [
          { id: 5, priority: 2 },
          { id: 9, priority: 1 },
        ],
        labels: { functionality: ['Ведение учёта', 'Отчётность'], criteria: ['Опыт', 'Образование'] },
        experience_company_names: ['ТОВ «Рога»'],
      }),
      context,
    );
    expect(model.sections.map((section) => section.title)).toEqual([
      'Основное',
      'Требования и полномочия',
      'Условия',
      'Опыт работы',
      'Личная информация',
      'Автомобиль',
      'Критерии по приоритету',
    ]);
    const main = model.sections[0]!.rows;
    expect(main).toContainEqual({ label: 'Функционал', value: ['Ведение учёта', 'Отчётность'] });
    expect(main).toContainEqual({ label: 'Уровень должности', value: '4' });
    expect(model.sections[1]!.rows).toEqual([{ label: 'KPI', value: ['7'] }]);
    expect(model.sections[6]!.rows).toEqual([{ label: 'Критерии', value: ['1. Образование', '2. Опыт'], plain: true }]);
    expect(JSON.stringify(model)).not.toMatch(/"(id|company_id|user_id)"/);
  });

  it('lists approvers with their decision, date and comment in the language asked', () => {
    const model = vacancyPdfModel(
      view({
        approvers: [
          {
            user_id: 'a',
            name: 'Petro Ivanenko',
            decision: 'declined',
            comment: 'Salary too low',
            answered_at: '2026-11-23T08:00:00.000Z',
          },
          { user_id: 'b', name: 'Maria Koval', decision: null, comment: null, answered_at: null },
        ],
      }),
      { ...context, lang: 'en' },
    );
    expect(model.title).toBe('Vacancy №3');
    expect(model.approval).toEqual({
      title: 'Approval',
      rows: [
        { label: 'Petro Ivanenko', value: ['Declined, 23/11/2026', '«Salary too low»'], plain: true },
        { label: 'Maria Koval', value: ['Awaiting an answer'], plain: true },
      ],
    });
  });

  it("prefers the labeller's study lines, else the typed texts", () => {
    const study = {
      id: 's',
      id_university: 4,
      name: 'КНУ',
      year_start: '2010',
      year_end: '2015',
      specialty: 'Маркетинг',
      educational_level: 2,
    };
    const labelled = vacancyPdfModel(
      view({
        universities: [study],
        labels: { universities: ['КНУ им. Шевченко, Маркетинг, Бакалавр, 2010–2015'], department_id: 'Отдел продаж (типовой)' },
      }),
      context,
    );
    expect(labelled.sections.find((section) => section.title === 'ВУЗы, курсы и тренинги')!.rows).toEqual([
      { label: 'ВУЗы', value: ['КНУ им. Шевченко, Маркетинг, Бакалавр, 2010–2015'] },
    ]);
    expect(labelled.heading[1]).toEqual({ label: 'Отдел', value: 'Отдел продаж (типовой)' });
    const typed = vacancyPdfModel(view({ courses: [{ ...study, id_university: null, name: 'Курс продаж', year_end: null }] }), context);
    expect(typed.sections.find((section) => section.title === 'ВУЗы, курсы и тренинги')!.rows).toEqual([
      { label: 'Курсы и тренинги', value: ['Курс продаж, Маркетинг, 2010'] },
    ]);
  });

  it('never prints age, sex, family status or children, even when the position keeps notes of them', () => {
    const model = vacancyPdfModel(
      view({
        age_enabled: true,
        age: { from: 25, to: 45 },
        gender: 1,
        family_status: 2,
        kids: 3,
        military_service: 1,
        labels: { gender: 'Женский', family_status: 'Замужем' },
      }),
      context,
    );
    const labels = model.sections.flatMap((section) => [section.title, ...section.rows.map((row) => row.label)]);
    expect(labels).not.toEqual(expect.arrayContaining(['Возраст и семейное положение']));
    for (const label of ['Возраст', 'Пол', 'Семейное положение', 'Дети']) expect(labels).not.toContain(label);
    expect(JSON.stringify(model)).not.toMatch(/Женский|Замужем|25 – 45/);
    expect(model.sections.find((section) => section.title === 'Личная информация')!.rows).toEqual([
      { label: 'Военная служба', value: 'Да' },
    ]);
  });

  it("titles the document with the position's name in the reader's language, as the list does", () => {
    const model = vacancyPdfModel(view({ name: 'Бухгалтер', labels: { id_position: 'Accountant' } }), { ...context, lang: 'en' });
    expect(model.title).toBe('Accountant');
    expect(model.sections[0]!.rows[0]).toEqual({ label: 'Position', value: 'Accountant' });
    expect(vacancyPdfModel(view({ name: 'Бухгалтер' }), context).title).toBe('Бухгалтер');
  });

  it('has every text in the three languages', () => {
    for (const key of PDF_TEXT_KEYS) for (const lang of ['ru', 'en', 'uk'] as const) expect(pdfText(key, lang).trim()).not.toBe('');
  });
});
