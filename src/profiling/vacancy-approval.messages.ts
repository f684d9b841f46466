import type { Texts } from '../shared/i18n/messages.js';

/**
 * Texts of the sending and approval calls of vacancies (ru, en, uk). Kept apart from
 * profiling.messages.ts so the wizard's and the approval's keys are added without touching each
 * other; composed in app.messages.ts.
 */
export const VACANCY_APPROVAL_MESSAGES = {
  'vacancyApproval.notSendable': {
    ru: 'Вакансия уже на согласовании или опубликована',
    en: 'The vacancy is already under approval or published',
    uk: 'Вакансія вже на погодженні або опублікована',
  },
  'vacancyApproval.incomplete': {
    ru: 'Заполните все шаги профиля вакансии перед отправкой',
    en: 'Fill in every step of the vacancy profile before sending it',
    uk: 'Заповніть усі кроки профілю вакансії перед надсиланням',
  },
  'vacancyApproval.notMember': {
    ru: 'Согласовать вакансию может только другой участник компании',
    en: 'Only another member of the company can approve the vacancy',
    uk: 'Погодити вакансію може лише інший учасник компанії',
  },
  'vacancyApproval.publishForbidden': {
    ru: 'Опубликовать вакансию без согласования может владелец, администратор или участник с правом «Согласование и публикация вакансий». Выберите коллег для согласования',
    en: 'Only the owner, the administrator or a member with the right "Approve and publish vacancies" can publish without approval. Choose colleagues to approve it',
    uk: 'Опублікувати вакансію без погодження може власник, адміністратор або учасник із правом «Погодження та публікація вакансій». Виберіть колег для погодження',
  },
  'vacancyApproval.notPending': {
    ru: 'Эта вакансия не ждёт вашего согласования',
    en: 'This vacancy is not waiting for your approval',
    uk: 'Ця вакансія не чекає на ваше погодження',
  },
  'vacancyApproval.notPublished': {
    ru: 'Закрыть можно только опубликованную вакансию',
    en: 'Only a published vacancy can be closed',
    uk: 'Закрити можна лише опубліковану вакансію',
  },
  'vacancyApproval.commentRequired': {
    ru: 'Укажите причину отклонения',
    en: 'Give the reason for declining',
    uk: 'Вкажіть причину відхилення',
  },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof VACANCY_APPROVAL_MESSAGES, true> {}
}
