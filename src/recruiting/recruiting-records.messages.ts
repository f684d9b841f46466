import type { Texts } from '../shared/i18n/messages.js';

/** Texts of notes, tasks, CV files, settings and personal data in ru, en, uk (the pipeline's are in recruiting.messages.ts). */
export const RECRUITING_RECORDS_MESSAGES = {
  'recruiting.noteTooLong': { ru: 'Не больше 5000 символов', en: 'At most 5000 characters', uk: 'Не більше 5000 символів' },
  'recruiting.tooManyMentions': {
    ru: 'Не больше 20 упоминаний в одной заметке',
    en: 'At most 20 mentions in one note',
    uk: 'Не більше 20 згадок в одній нотатці',
  },
  'recruiting.notColleague': { ru: 'Это не коллега по компании', en: 'Not a colleague in the company', uk: 'Це не колега з компанії' },
  'recruiting.taskTitleTooLong': { ru: 'Не больше 200 символов', en: 'At most 200 characters', uk: 'Не більше 200 символів' },
  'recruiting.dueDate': {
    ru: 'Дата в формате ГГГГ-ММ-ДД, не раньше чем год назад',
    en: 'A date as YYYY-MM-DD, not earlier than a year ago',
    uk: 'Дата у форматі РРРР-ММ-ДД, не раніше ніж рік тому',
  },
  'recruiting.taskNotFound': { ru: 'Задача не найдена', en: 'Task not found', uk: 'Завдання не знайдено' },
  'recruiting.taskDone': { ru: 'Задача уже выполнена', en: 'The task is already done', uk: 'Завдання вже виконано' },
  'recruiting.fileTooLarge': { ru: 'Файл больше 10 МБ', en: 'The file is larger than 10 MB', uk: 'Файл більший за 10 МБ' },
  'recruiting.fileType': {
    ru: 'Резюме принимается в PDF, DOC или DOCX',
    en: 'A CV is accepted as PDF, DOC or DOCX',
    uk: 'Резюме приймається у PDF, DOC або DOCX',
  },
  'recruiting.fileNotFound': { ru: 'Файл не найден', en: 'File not found', uk: 'Файл не знайдено' },
  'recruiting.tooManyFiles': {
    ru: 'У кандидата уже 10 файлов: удалите лишние',
    en: 'The candidate already has 10 files: remove some',
    uk: 'Кандидат уже має 10 файлів: видаліть зайві',
  },
  'recruiting.converterMissing': {
    ru: 'Просмотр DOC и DOCX недоступен на сервере: скачайте файл',
    en: 'DOC and DOCX cannot be shown on this server: download the file',
    uk: 'Перегляд DOC і DOCX недоступний на сервері: завантажте файл',
  },
  'recruiting.conversionFailed': {
    ru: 'Не удалось подготовить файл к просмотру: скачайте его',
    en: 'The file could not be prepared for viewing: download it',
    uk: 'Не вдалося підготувати файл до перегляду: завантажте його',
  },
  'recruiting.staleDays': { ru: 'От 1 до 90 дней', en: 'From 1 to 90 days', uk: 'Від 1 до 90 днів' },
  'recruiting.retentionMonths': { ru: 'От 1 до 120 месяцев', en: 'From 1 to 120 months', uk: 'Від 1 до 120 місяців' },
  'recruiting.candidateErased': {
    ru: 'Данные кандидата уже удалены',
    en: "The candidate's data has already been erased",
    uk: 'Дані кандидата вже видалено',
  },
  // Task titles the stale-application job writes, in the vacancy owner's language.
  'recruiting.staleTask': {
    ru: 'Отклик без движения {days} дн.: {vacancy}',
    en: 'Application untouched for {days} days: {vacancy}',
    uk: 'Заявка без руху {days} дн.: {vacancy}',
  },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof RECRUITING_RECORDS_MESSAGES, true> {}
}
