import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const read = (lang: string, ns: string) => JSON.parse(readFileSync(resolve('web/src/locales', lang, `${ns}.json`), 'utf8')) as Record<string, any>;

// Spec 001 §5: the registration's name and code say the same required text, 'Обязательное поле'.
describe('the required text of the company name and code', () => {
  it.each(['ru', 'en', 'uk'])('is one text in %s', (lang) => {
    const common = read(lang, 'common').validation.required;
    expect(read(lang, 'companies').create.codeProblems.required).toBe(common);
    if (lang === 'ru') expect(common).toBe('Обязательное поле');
  });
});
