import type { Texts } from '../shared/i18n/messages.js';

/** Texts of the hiring reports and scorecards in ru, en, uk (docs/recruiting.md "Reports", "Scorecards"). */
export const RECRUITING_REPORTS_MESSAGES = {
  'recruiting.reportsForbidden': {
    ru: 'Нет права смотреть отчёты',
    en: 'You have no right to view reports',
    uk: 'Немає права переглядати звіти',
  },
  'recruiting.invalidPeriod': {
    ru: 'Укажите период от одного дня до двух лет: начало не позже конца',
    en: 'Give a period of one day to two years, its start no later than its end',
    uk: 'Вкажіть період від одного дня до двох років: початок не пізніше кінця',
  },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof RECRUITING_REPORTS_MESSAGES, true> {}
}
