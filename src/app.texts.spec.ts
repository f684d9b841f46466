import { allMessages } from './app.messages.js';
import { allTemplates } from './app.templates.js';
import { PDF_TEXT_KEYS, pdfText } from './profiling/pdf/vacancy-pdf.texts.js';
import type { TemplateVars } from './notifications/templates.js';

// Every text the server sends, in the language asked: the Russian ones carry no letter only
// Ukrainian has (the spec's 'Не валидний адрес!' and 'Эта назва' are slips, shown spelled in Russian).
const UKRAINIAN_ONLY = /[іїєґІЇЄҐ]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Any variable a template asks for, as a plain word (so only the template's own words are checked). */
const anyVars = new Proxy({} as TemplateVars, { get: () => 'X', has: () => true });

describe('the server texts', () => {
  it('has every message in ru, en and uk with the same placeholders, and Russian in Russian', () => {
    for (const [key, texts] of Object.entries(allMessages)) {
      for (const lang of ['ru', 'en', 'uk'] as const) expect([key, lang, texts[lang].trim() !== '']).toEqual([key, lang, true]);
      expect([key, placeholders(texts.en), placeholders(texts.uk)]).toEqual([key, placeholders(texts.ru), placeholders(texts.ru)]);
      expect([key, texts.ru, UKRAINIAN_ONLY.test(texts.ru)]).toEqual([key, texts.ru, false]);
    }
  });

  it('writes the Russian letters, messages and vacancy PDF in Russian', () => {
    for (const [name, template] of Object.entries(allTemplates)) {
      const rendered = template.render.ru(anyVars);
      const words =
        typeof rendered === 'string' ? rendered : [rendered.subject, ...rendered.paragraphs, rendered.action?.label ?? ''].join('\n');
      expect([name, words, UKRAINIAN_ONLY.test(words)]).toEqual([name, words, false]);
    }
    for (const key of PDF_TEXT_KEYS) expect([key, UKRAINIAN_ONLY.test(pdfText(key, 'ru'))]).toEqual([key, false]);
  });

  it('says one required text and one e-mail text, whatever the field', () => {
    const required = Object.entries(allMessages).filter(([, texts]) =>
      /^(Поле обязательное|Введите (Фамилию|Имя)!|Веедите)/.test(texts.ru),
    );
    expect(required).toEqual([]);
    expect(allMessages['profiling.required']).toEqual(allMessages['validation.required']);
    expect(allMessages['profiling.surname']).toEqual(allMessages['validation.required']);
    expect(allMessages['validation.email']!.ru).toBe('Невалидный адрес!');
  });
});
