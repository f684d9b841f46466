import { describe, expect, it } from '@jest/globals';
import enCommon from '../../locales/en/common.json';
import enCompanies from '../../locales/en/companies.json';
import ruCommon from '../../locales/ru/common.json';
import ruCompanies from '../../locales/ru/companies.json';
import ukCommon from '../../locales/uk/common.json';
import ukCompanies from '../../locales/uk/companies.json';

const LOCALES = { ru: [ruCommon, ruCompanies], en: [enCommon, enCompanies], uk: [ukCommon, ukCompanies] } as const;

// Spec 001 §5: the registration's name and code say the same required text, 'Обязательное поле'.
describe('the required text of the company name and code', () => {
  it.each(Object.keys(LOCALES) as Array<keyof typeof LOCALES>)('is one text in %s', (lang) => {
    const [common, companies] = LOCALES[lang];
    expect(companies.create.codeProblems.required).toBe(common.validation.required);
    if (lang === 'ru') expect(common.validation.required).toBe('Обязательное поле');
  });
});
