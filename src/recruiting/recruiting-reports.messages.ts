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
  'recruiting.scorecardRatings': {
    ru: 'Оцените каждую компетенцию вакансии один раз, от 1 до 5',
    en: "Rate each of the vacancy's competencies once, from 1 to 5",
    uk: 'Оцініть кожну компетенцію вакансії один раз, від 1 до 5',
  },
  'recruiting.scorecardRecommendation': {
    ru: 'Выберите рекомендацию',
    en: 'Choose a recommendation',
    uk: 'Оберіть рекомендацію',
  },
  'recruiting.scorecardSubmitted': {
    ru: 'Оценка по этому собеседованию уже отправлена',
    en: 'Your scorecard of this interview has been submitted already',
    uk: 'Оцінку за цю співбесіду вже надіслано',
  },
  'recruiting.scorecardNotInterviewer': {
    ru: 'Оценку заполняют участники собеседования',
    en: 'Scorecards are filled by the interview’s participants',
    uk: 'Оцінку заповнюють учасники співбесіди',
  },
  'recruiting.meetingNotInterview': {
    ru: 'Это не собеседование с кандидатом, или оно отменено или ещё не закончилось',
    en: 'This is no interview of a candidate, or it was cancelled or has not ended yet',
    uk: 'Це не співбесіда з кандидатом, або її скасовано чи вона ще не закінчилася',
  },
  // The task an interviewer gets when the interview ends, in their language.
  'recruiting.scorecardTask': {
    ru: 'Заполните оценку кандидата: {candidate} ({title})',
    en: 'Fill in your scorecard of {candidate} ({title})',
    uk: 'Заповніть оцінку кандидата: {candidate} ({title})',
  },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof RECRUITING_REPORTS_MESSAGES, true> {}
}
