import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

/*
 * The letters of notes, personal data and withdrawals, in the reader's language, each sent only
 * when the reader's notice settings keep its e-mail on (kinds `mention`, `candidates_retention` and
 * `application_withdrawn`). Variables: person (who wrote the note), candidate ("Name Surname"),
 * company, vacancy, count, date (YYYY-MM-DD), url (the screen that acts on it). The withdrawal
 * letter names no candidate: nothing in it is personal data an erasure would have to take back.
 */
export const RECRUITING_RECORDS_TEMPLATES = {
  'email.recruiting-mention': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `${v(x, 'person')} упомянул(а) вас в заметке о кандидате`,
        paragraphs: [`${v(x, 'person')} упомянул(а) вас в заметке о кандидате ${v(x, 'candidate')} (${v(x, 'company')}).`],
        action: { label: 'Открыть кандидата', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `${v(x, 'person')} mentioned you in a note on a candidate`,
        paragraphs: [`${v(x, 'person')} mentioned you in a note on the candidate ${v(x, 'candidate')} (${v(x, 'company')}).`],
        action: { label: 'Open the candidate', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `${v(x, 'person')} згадав(ла) вас у нотатці про кандидата`,
        paragraphs: [`${v(x, 'person')} згадав(ла) вас у нотатці про кандидата ${v(x, 'candidate')} (${v(x, 'company')}).`],
        action: { label: 'Відкрити кандидата', url: v(x, 'url') },
      }),
    },
  },
  'email.candidates-retention': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Данные кандидатов будут обезличены с ${v(x, 'date')}`,
        paragraphs: [
          `Срок хранения данных кандидатов компании «${v(x, 'company')}» истекает: ${v(x, 'count')} из них будут обезличены с ${v(x, 'date')}.`,
          'Любое действие с кандидатом (заметка, задача, перемещение отклика) продлевает срок хранения.',
        ],
        action: { label: 'Открыть кандидатов', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `Candidates' data will be anonymised from ${v(x, 'date')}`,
        paragraphs: [
          `The retention period of candidates' data of "${v(x, 'company')}" ends: ${v(x, 'count')} of them will be anonymised from ${v(x, 'date')}.`,
          'Any activity on a candidate (a note, a task, a move of an application) extends it.',
        ],
        action: { label: 'Open the candidates', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Дані кандидатів буде знеособлено з ${v(x, 'date')}`,
        paragraphs: [
          `Строк зберігання даних кандидатів компанії «${v(x, 'company')}» спливає: ${v(x, 'count')} з них буде знеособлено з ${v(x, 'date')}.`,
          'Будь-яка дія з кандидатом (нотатка, завдання, переміщення заявки) продовжує строк зберігання.',
        ],
        action: { label: 'Відкрити кандидатів', url: v(x, 'url') },
      }),
    },
  },
  'email.application-withdrawn': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Кандидат отозвал отклик на вакансию «${v(x, 'vacancy')}»`,
        paragraphs: [
          `Кандидат отозвал свой отклик на вакансию «${v(x, 'vacancy')}» (${v(x, 'company')}) со страницы статуса отклика.`,
          'Отклик перенесён в «Отказ» с причиной «Кандидат отказался».',
        ],
        action: { label: 'Открыть вакансию', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `A candidate withdrew their application for "${v(x, 'vacancy')}"`,
        paragraphs: [
          `A candidate withdrew their application for "${v(x, 'vacancy')}" (${v(x, 'company')}) on their application status page.`,
          'The application moved to "Rejected" with the reason "The candidate declined".',
        ],
        action: { label: 'Open the vacancy', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Кандидат відкликав відгук на вакансію «${v(x, 'vacancy')}»`,
        paragraphs: [
          `Кандидат відкликав свій відгук на вакансію «${v(x, 'vacancy')}» (${v(x, 'company')}) зі сторінки статусу відгуку.`,
          'Відгук перенесено до «Відмова» з причиною «Кандидат відмовився».',
        ],
        action: { label: 'Відкрити вакансію', url: v(x, 'url') },
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof RECRUITING_RECORDS_TEMPLATES, true> {}
}
