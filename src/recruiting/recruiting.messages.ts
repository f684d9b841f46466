import type { Texts } from '../shared/i18n/messages.js';

/** Texts of the recruiting calls in ru, en, uk (the screens' own texts are the web's). */
export const RECRUITING_MESSAGES = {
  'recruiting.forbidden': {
    ru: 'Нет права работать с кандидатами',
    en: 'You have no right to work with candidates',
    uk: 'Немає права працювати з кандидатами',
  },
  'recruiting.companyNotFound': { ru: 'Компания не найдена', en: 'Company not found', uk: 'Компанію не знайдено' },
  'recruiting.candidateNotFound': { ru: 'Кандидат не найден', en: 'Candidate not found', uk: 'Кандидата не знайдено' },
  'recruiting.applicationNotFound': { ru: 'Отклик не найден', en: 'Application not found', uk: 'Заявку не знайдено' },
  'recruiting.vacancyNotFound': { ru: 'Вакансия не найдена', en: 'Vacancy not found', uk: 'Вакансію не знайдено' },
  'recruiting.stageNotFound': { ru: 'Этап не найден', en: 'Stage not found', uk: 'Етап не знайдено' },
  'recruiting.reasonNotFound': { ru: 'Причина отказа не найдена', en: 'Rejection reason not found', uk: 'Причину відмови не знайдено' },
  'recruiting.validThrough': {
    ru: 'Укажите дату не раньше сегодняшней и не позже чем через 90 дней',
    en: 'Give a date from today to 90 days ahead',
    uk: 'Вкажіть дату не раніше сьогоднішньої і не пізніше ніж через 90 днів',
  },
  'recruiting.notVerified': {
    ru: 'Открывать вакансии может только проверенная компания',
    en: 'Only a verified company can open vacancies',
    uk: 'Відкривати вакансії може лише перевірена компанія',
  },
  'recruiting.openingNotOpen': {
    ru: 'Вакансия сейчас не принимает отклики',
    en: 'The vacancy is not taking applications now',
    uk: 'Вакансія зараз не приймає відгуки',
  },
  'recruiting.vacancyNotPublished': {
    ru: 'Вакансия не опубликована: кандидатов можно добавлять только в опубликованную вакансию',
    en: 'The vacancy is not published: candidates can be added to a published vacancy only',
    uk: 'Вакансію не опубліковано: кандидатів можна додавати лише до опублікованої вакансії',
  },
  'recruiting.careersCvTooLarge': { ru: 'Файл больше 5 МБ', en: 'The file is larger than 5 MB', uk: 'Файл більший за 5 МБ' },
  'recruiting.careersConsentRequired': {
    ru: 'Без согласия на обработку данных мы не можем принять отклик',
    en: 'We cannot accept the application without your consent to the processing of your data',
    uk: 'Без згоди на обробку даних ми не можемо прийняти відгук',
  },
  'recruiting.applicationExists': {
    ru: 'Кандидат уже откликался на эту вакансию',
    en: 'The candidate has already applied for this vacancy',
    uk: 'Кандидат уже має заявку на цю вакансію',
  },
  'recruiting.applicationClosed': {
    ru: 'Отклик уже закрыт: кандидат принят или получил отказ',
    en: 'The application is closed: the candidate was hired or rejected',
    uk: 'Заявку вже закрито: кандидата прийнято або він отримав відмову',
  },
  'recruiting.staleVersion': {
    ru: 'Карточку уже переместил коллега: показано, где она сейчас',
    en: 'A colleague has already moved the card: it is shown where it is now',
    uk: 'Картку вже перемістив колега: показано, де вона зараз',
  },
  'recruiting.rejectionReasonRequired': {
    ru: 'Укажите причину отказа',
    en: 'Give the reason for the rejection',
    uk: 'Вкажіть причину відмови',
  },
  'recruiting.contactRequired': {
    ru: 'Укажите e-mail или телефон кандидата',
    en: "Give the candidate's e-mail or phone",
    uk: 'Вкажіть e-mail або телефон кандидата',
  },
  'recruiting.invalidPhone': {
    ru: 'Телефон в международном формате, например +380991234567',
    en: 'A phone in the international format, e.g. +380991234567',
    uk: 'Телефон у міжнародному форматі, наприклад +380991234567',
  },
  'recruiting.invalidEmail': { ru: 'Неверный e-mail', en: 'Invalid e-mail', uk: 'Неправильний e-mail' },
  'recruiting.invalidSendAt': {
    ru: 'Время отправки: не в прошлом и не позже чем через 30 дней',
    en: 'The sending time: not in the past and at most 30 days ahead',
    uk: 'Час надсилання: не в минулому й не пізніше ніж за 30 днів',
  },
  'recruiting.tooManySteps': { ru: 'Слишком много этапов', en: 'Too many stages', uk: 'Забагато етапів' },
  'recruiting.mergeSame': {
    ru: 'Нельзя объединить кандидата с самим собой',
    en: 'A candidate cannot be merged with themselves',
    uk: 'Не можна об’єднати кандидата з самим собою',
  },
  'recruiting.mergeConflict': {
    ru: 'У обоих кандидатов открыт отклик на одну вакансию: сначала закройте один из них',
    en: 'Both candidates have an open application for the same vacancy: close one of them first',
    uk: 'Обидва кандидати мають відкриту заявку на одну вакансію: спершу закрийте одну з них',
  },
  'recruiting.stageNotEmpty': {
    ru: 'На этапе есть кандидаты: сначала переместите их',
    en: 'The stage holds candidates: move them first',
    uk: 'На етапі є кандидати: спершу перемістіть їх',
  },
  'recruiting.contactTaken': {
    ru: 'Этот e-mail или телефон уже есть у другого кандидата: объедините их',
    en: 'Another candidate already has this e-mail or phone: merge the two',
    uk: 'Цей e-mail або телефон уже має інший кандидат: об’єднайте їх',
  },
  'recruiting.referrerNotFound': {
    ru: 'Рекомендатель не состоит в компании',
    en: 'The referrer is not a member of the company',
    uk: 'Рекомендувач не є учасником компанії',
  },
  // The fixed stages' names, in the reader's language.
  'recruiting.stage.new': { ru: 'Новый', en: 'New', uk: 'Новий' },
  'recruiting.stage.hired': { ru: 'Принят', en: 'Hired', uk: 'Прийнято' },
  'recruiting.stage.rejected': { ru: 'Отказ', en: 'Rejected', uk: 'Відмова' },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof RECRUITING_MESSAGES, true> {}
}
