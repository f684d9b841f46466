import type { PublicApplicationState } from '../shared/contract/recruiting.js';
import type { Lang } from '../shared/i18n/lang.js';
import type { ApplyProblem } from './domain/apply-form.rules.js';
import { kyivToday } from '../shared/domain/kyiv-day.js';
import { formatDate } from './pages/texts.js';

/*
 * The words of applying beyond the form's own (pages/texts.ts: labels, the consent text) and of the
 * candidate's status page, in ru, uk and en (the careers pages speak the page's language, never the
 * API's message catalogue).
 */

export interface ApplyTexts {
  /** The summary above the form when it comes back with messages. */
  problems: Record<ApplyProblem, string>;
  tooMany: (minutes: number) => string;
  /** The form arrived broken (cut off, too many parts): nothing could be read, nothing kept. */
  unreadable: string;
  thanksTitle: string;
  thanksBody: (email: string) => string;
  alreadyTitle: string;
  alreadyBody: string;
  backToPosting: string;
  statusTitle: string;
  appliedOn: (date: string) => string;
  states: Record<PublicApplicationState, string>;
  stateHints: Record<PublicApplicationState, string>;
  withdrawnOn: (date: string) => string;
  letterTitle: string;
  withdraw: string;
  withdrawConfirmTitle: string;
  withdrawConfirmBody: string;
  withdrawConfirm: string;
  withdrawCancel: string;
  linkNotFoundTitle: string;
  linkNotFoundBody: string;
  alreadyDecided: string;
  progressLabel: string;
}

const RU: ApplyTexts = {
  problems: {
    required: 'Заполните это поле',
    'too-long': 'Не длиннее 100 символов',
    email: 'Укажите адрес вида name@example.com',
    phone: 'Укажите номер: 067 123 45 67 или в международном виде с +',
    consent: 'Без согласия на обработку данных мы не можем принять отклик',
    'cv-required': 'Приложите резюме',
    'cv-too-large': 'Файл больше 5 МБ',
    'cv-type': 'Резюме принимается в PDF, DOC или DOCX',
    'cv-content': 'Содержимое файла не похоже на PDF, DOC или DOCX',
  },
  tooMany: (minutes) => `Слишком много попыток. Попробуйте снова через ${minutes} мин.`,
  unreadable: 'Форма пришла неполной, и мы не смогли её прочитать. Заполните её и отправьте ещё раз.',
  thanksTitle: 'Спасибо, отклик отправлен',
  thanksBody: (email) =>
    `Мы отправили письмо на ${email}: в нём ссылка на страницу, где видно, на каком этапе ваш отклик. Ответ придёт в любом случае.`,
  alreadyTitle: 'Вы уже откликались на эту вакансию',
  alreadyBody: 'Второй отклик не нужен: ваш первый у работодателя. Ссылка на его статус — в письме, которое пришло после отклика.',
  backToPosting: 'Вернуться к вакансии',
  statusTitle: 'Ваш отклик',
  appliedOn: (date) => `Отправлен ${date}`,
  states: { received: 'Получен', 'in-review': 'Рассматривается', interview: 'Собеседование', decision: 'Решение' },
  stateHints: {
    received: 'Работодатель получил ваш отклик.',
    'in-review': 'Работодатель рассматривает вашу кандидатуру.',
    interview: 'Вы на этапе собеседований.',
    decision: 'Работодатель принял решение.',
  },
  withdrawnOn: (date) => `Вы отозвали отклик ${date}.`,
  letterTitle: 'Письмо работодателя',
  withdraw: 'Отозвать отклик',
  withdrawConfirmTitle: 'Отозвать отклик?',
  withdrawConfirmBody: 'Работодатель узнает, что вы больше не рассматриваете эту вакансию. Отменить это нельзя.',
  withdrawConfirm: 'Да, отозвать',
  withdrawCancel: 'Нет, вернуться',
  linkNotFoundTitle: 'Ссылка не найдена',
  linkNotFoundBody: 'Такого отклика нет: возможно, ссылка скопирована не полностью или данные уже удалены.',
  alreadyDecided: 'По отклику уже есть решение: отозвать его нельзя.',
  progressLabel: 'Этапы отклика',
};

const UK: ApplyTexts = {
  problems: {
    required: 'Заповніть це поле',
    'too-long': 'Не довше 100 символів',
    email: 'Вкажіть адресу виду name@example.com',
    phone: 'Вкажіть номер: 067 123 45 67 або в міжнародному вигляді з +',
    consent: 'Без згоди на обробку даних ми не можемо прийняти відгук',
    'cv-required': 'Додайте резюме',
    'cv-too-large': 'Файл більший за 5 МБ',
    'cv-type': 'Резюме приймається у PDF, DOC або DOCX',
    'cv-content': 'Вміст файлу не схожий на PDF, DOC або DOCX',
  },
  tooMany: (minutes) => `Забагато спроб. Спробуйте знову через ${minutes} хв.`,
  unreadable: 'Форма надійшла неповною, і ми не змогли її прочитати. Заповніть її та надішліть ще раз.',
  thanksTitle: 'Дякуємо, відгук надіслано',
  thanksBody: (email) =>
    `Ми надіслали лист на ${email}: у ньому посилання на сторінку, де видно, на якому етапі ваш відгук. Відповідь прийде в будь-якому разі.`,
  alreadyTitle: 'Ви вже відгукувалися на цю вакансію',
  alreadyBody: 'Другий відгук не потрібен: ваш перший у роботодавця. Посилання на його статус — у листі, що прийшов після відгуку.',
  backToPosting: 'Повернутися до вакансії',
  statusTitle: 'Ваш відгук',
  appliedOn: (date) => `Надіслано ${date}`,
  states: { received: 'Отримано', 'in-review': 'Розглядається', interview: 'Співбесіда', decision: 'Рішення' },
  stateHints: {
    received: 'Роботодавець отримав ваш відгук.',
    'in-review': 'Роботодавець розглядає вашу кандидатуру.',
    interview: 'Ви на етапі співбесід.',
    decision: 'Роботодавець ухвалив рішення.',
  },
  withdrawnOn: (date) => `Ви відкликали відгук ${date}.`,
  letterTitle: 'Лист роботодавця',
  withdraw: 'Відкликати відгук',
  withdrawConfirmTitle: 'Відкликати відгук?',
  withdrawConfirmBody: 'Роботодавець дізнається, що ви більше не розглядаєте цю вакансію. Скасувати це не можна.',
  withdrawConfirm: 'Так, відкликати',
  withdrawCancel: 'Ні, повернутися',
  linkNotFoundTitle: 'Посилання не знайдено',
  linkNotFoundBody: 'Такого відгуку немає: можливо, посилання скопійовано не повністю або дані вже видалено.',
  alreadyDecided: 'Щодо відгуку вже є рішення: відкликати його не можна.',
  progressLabel: 'Етапи відгуку',
};

const EN: ApplyTexts = {
  problems: {
    required: 'Please fill in this field',
    'too-long': 'At most 100 characters',
    email: 'Enter an address like name@example.com',
    phone: 'Enter a number: 067 123 45 67, or an international one starting with +',
    consent: 'We cannot accept the application without your consent to the processing of your data',
    'cv-required': 'Please attach your CV',
    'cv-too-large': 'The file is larger than 5 MB',
    'cv-type': 'A CV is accepted as PDF, DOC or DOCX',
    'cv-content': 'The file does not look like a PDF, DOC or DOCX',
  },
  tooMany: (minutes) => `Too many attempts. Please try again in ${minutes} min.`,
  unreadable: 'The form arrived incomplete and could not be read. Please fill it in and send it again.',
  thanksTitle: 'Thank you, your application was sent',
  thanksBody: (email) =>
    `We sent a letter to ${email} with a link to a page that shows where your application stands. You will hear back either way.`,
  alreadyTitle: 'You have already applied for this position',
  alreadyBody:
    'No second application is needed: your first one is with the employer. The link to its status is in the letter you got after applying.',
  backToPosting: 'Back to the posting',
  statusTitle: 'Your application',
  appliedOn: (date) => `Sent on ${date}`,
  states: { received: 'Received', 'in-review': 'In review', interview: 'Interview', decision: 'Decision' },
  stateHints: {
    received: 'The employer has received your application.',
    'in-review': 'The employer is reviewing your application.',
    interview: 'You are at the interview stage.',
    decision: 'The employer has made a decision.',
  },
  withdrawnOn: (date) => `You withdrew the application on ${date}.`,
  letterTitle: 'The employer’s letter',
  withdraw: 'Withdraw application',
  withdrawConfirmTitle: 'Withdraw the application?',
  withdrawConfirmBody: 'The employer will learn that you no longer consider this position. This cannot be undone.',
  withdrawConfirm: 'Yes, withdraw',
  withdrawCancel: 'No, go back',
  linkNotFoundTitle: 'Link not found',
  linkNotFoundBody: 'There is no such application: the link may have been copied only in part, or the data was deleted.',
  alreadyDecided: 'The application has been decided already: it can no longer be withdrawn.',
  progressLabel: 'Application stages',
};

const TEXTS: Record<Lang, ApplyTexts> = { ru: RU, uk: UK, en: EN };

export function applyTexts(lang: Lang): ApplyTexts {
  return TEXTS[lang];
}

/** A moment as the day it was in Kyiv, written as the pages write days (pages/texts.ts). */
export function kyivDate(iso: string, lang: Lang): string {
  return formatDate(kyivToday(new Date(iso)), lang);
}
