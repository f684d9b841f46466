import { pdfPages } from '../../../test/support/pdf-text.js';
import type { VacancyPdfModel } from './vacancy-pdf.model.js';
import { renderVacancyPdf } from './vacancy-pdf.renderer.js';

function model(overrides: Partial<VacancyPdfModel> = {}): VacancyPdfModel {
  return {
    title: 'Менеджер з продажу',
    heading: [
      { label: 'Компанія', value: 'ТОВ «Кадри Плюс»' },
      { label: 'Автор', value: 'Шевченко Олена' },
      { label: 'Дата документа', value: '25.11.2026' },
    ],
    approval: { title: 'Погодження', rows: [{ label: 'Іваненко Петро', value: ['Погоджено, 24.11.2026', 'Усе гаразд'] }] },
    sections: [
      {
        title: 'Основне',
        rows: [
          { label: 'Посада', value: 'Менеджер з продажу' },
          { label: 'Функціонал', value: ['Пошук нових клієнтів', 'Ведення переговорів'] },
        ],
      },
    ],
    pageLabel: 'Сторінка {page} з {pages}',
    meta: { title: 'Менеджер з продажу', author: 'ТОВ «Кадри Плюс»', subject: 'Вакансія №1', language: 'uk' },
    ...overrides,
  };
}

/** pdfjs may split or join runs; compare text with the whitespace squeezed out. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('renderVacancyPdf', () => {
  it('renders an A4 PDF whose Cyrillic text reads back', async () => {
    const bytes = await renderVacancyPdf(model());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = squeeze(pages[0]!);
    for (const expected of [
      'Менеджер з продажу',
      'ТОВ «Кадри Плюс»',
      'Шевченко Олена',
      'Пошук нових клієнтів',
      'Погоджено, 24.11.2026',
      'Іваненко Петро',
      'Сторінка 1 з 1',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
  });

  it('breaks long lists over pages and numbers every page', async () => {
    const items = Array.from(
      { length: 140 },
      (_, index) => `Завдання номер ${index + 1}: довгий опис обов'язку, який переноситься на кілька рядків у колонці значень документа`,
    );
    const bytes = await renderVacancyPdf(model({ sections: [{ title: 'Основне', rows: [{ label: 'Функціонал', value: items }] }] }));
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(2);
    for (const [index, page] of pages.entries()) expect(squeeze(page)).toContain(squeeze(`Сторінка ${index + 1} з ${pages.length}`));
    const all = squeeze(pages.join(''));
    // Every item is there once and whole (an item is never split between pages).
    for (const item of [items[0]!, items[69]!, items[139]!]) expect(all).toContain(squeeze(item));
    for (const page of pages.slice(0, -1)) expect(squeeze(page)).toMatch(/документа(Сторінка|$)/);
  });

  it('flows one text longer than a page onto the next pages without losing any of it', async () => {
    const words = Array.from({ length: 1500 }, (_, index) => `слово${index + 1}`);
    const bytes = await renderVacancyPdf(
      model({ sections: [{ title: 'Умови', rows: [{ label: "Кар'єрне зростання", value: `Так: ${words.join(' ')}` }] }] }),
    );
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const all = squeeze(pages.join(''));
    for (const word of ['слово1', 'слово750', 'слово1500']) expect(all).toContain(word);
    expect(squeeze(pages.at(-1)!)).toContain(squeeze(`Сторінка ${pages.length} з ${pages.length}`));
  });
});
