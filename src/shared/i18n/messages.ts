import type { Lang } from './lang.js';

export type Texts = Record<Lang, string>;

/**
 * The texts of the shared kernel (HTTP errors, field rules, one-time codes), in the three interface
 * languages. Each context keeps its own in `<context>.messages.ts`; the composition root joins them
 * (app.messages.ts) and registers the result before the first request. Russian texts quoted by the
 * specification are kept to the letter. `{name}` placeholders are filled from error params.
 */
export const MESSAGES = {
  'error.internal': {
    ru: 'Внутренняя ошибка сервера. Попробуйте позже',
    en: 'Internal server error. Please try again later',
    uk: 'Внутрішня помилка сервера. Спробуйте пізніше',
  },
  'error.notFound': { ru: 'Не найдено', en: 'Not found', uk: 'Не знайдено' },
  'error.routeNotFound': {
    ru: 'Метод API не найден',
    en: 'API method not found',
    uk: 'Метод API не знайдено',
  },
  'error.unauthorized': {
    ru: 'Требуется авторизация',
    en: 'Authorization required',
    uk: 'Потрібна авторизація',
  },
  'error.forbidden': { ru: 'Доступ запрещён', en: 'Access denied', uk: 'Доступ заборонено' },
  'error.validation': {
    ru: 'Проверьте правильность заполнения полей',
    en: 'Please check the highlighted fields',
    uk: 'Перевірте правильність заповнення полів',
  },
  'error.badRequest': { ru: 'Некорректный запрос', en: 'Bad request', uk: 'Некоректний запит' },
  'error.malformedJson': {
    ru: 'Некорректный формат данных запроса',
    en: 'The request body is not valid JSON',
    uk: 'Некоректний формат даних запиту',
  },
  'error.malformedBody': {
    ru: 'Некорректный формат данных запроса',
    en: 'The request body cannot be read',
    uk: 'Некоректний формат даних запиту',
  },
  'error.invalidText': {
    ru: 'Запрос содержит недопустимые символы',
    en: 'The request contains characters that are not allowed',
    uk: 'Запит містить неприпустимі символи',
  },
  'error.tooDeep': {
    ru: 'Слишком глубокая вложенность данных запроса',
    en: 'The request data is nested too deeply',
    uk: 'Надто глибока вкладеність даних запиту',
  },
  'error.serviceUnavailable': {
    ru: 'Сервис временно недоступен. Попробуйте позже',
    en: 'The service is temporarily unavailable. Please try again later',
    uk: 'Сервіс тимчасово недоступний. Спробуйте пізніше',
  },
  'validation.invalidText': { ru: 'Недопустимые символы', en: 'Characters that are not allowed', uk: 'Неприпустимі символи' },
  'error.payloadTooLarge': {
    ru: 'Слишком большой запрос или файл',
    en: 'The request or file is too large',
    uk: 'Завеликий запит або файл',
  },
  'error.unsupportedMediaType': {
    ru: 'Неподдерживаемый тип данных',
    en: 'Unsupported media type',
    uk: 'Непідтримуваний тип даних',
  },
  'error.tooManyRequests': {
    ru: 'Слишком много попыток. Повторите через {seconds} с',
    en: 'Too many attempts. Try again in {seconds} s',
    uk: 'Забагато спроб. Повторіть через {seconds} с',
  },
  'error.tooManyWrites': {
    ru: 'Слишком много изменений подряд. Повторите через {seconds} с',
    en: 'Too many changes in a row. Try again in {seconds} s',
    uk: 'Забагато змін поспіль. Повторіть через {seconds} с',
  },
  'error.conflict': { ru: 'Конфликт данных', en: 'Conflict', uk: 'Конфлікт даних' },
  'validation.required': { ru: 'Обязательное поле', en: 'Required field', uk: "Обов'язкове поле" },
  'validation.format': { ru: 'Неверный формат поля', en: 'Invalid field format', uk: 'Невірний формат поля' },
  'validation.tooLong': { ru: 'Длина поля превышена', en: 'Field length exceeded', uk: 'Довжину поля перевищено' },
  'validation.tooShort': { ru: 'Слишком короткое значение', en: 'Value is too short', uk: 'Занадто коротке значення' },
  'validation.passwordMin': {
    ru: 'Длина пароля должна быть не менее 8 символов',
    en: 'Password must be at least 8 characters long',
    uk: 'Довжина пароля має бути не менше 8 символів',
  },
  'validation.passwordsMismatch': { ru: 'Пароли не совпадают', en: 'Passwords do not match', uk: 'Паролі не збігаються' },
  'validation.phone': { ru: 'Некорректный телефон', en: 'Invalid phone number', uk: 'Некоректний телефон' },
  // Spec 001 §5's e-mail text ('Не валидний адрес!', spelled in Russian), for every e-mail field.
  'validation.email': { ru: 'Невалидный адрес!', en: 'Invalid e-mail address!', uk: 'Невалідна адреса!' },
  // An upload whose extension is allowed but whose content is of no such format (src/shared/files).
  'file.contentMismatch': {
    ru: 'Содержимое файла не соответствует формату "{format}": возможно, файл переименован',
    en: 'The file\'s content does not match the "{format}" format: it may have been renamed',
    uk: 'Вміст файлу не відповідає формату "{format}": можливо, файл перейменовано',
  },
  'validation.unknownField': { ru: 'Неизвестное поле', en: 'Unknown field', uk: 'Невідоме поле' },
  'validation.notNumber': { ru: 'Значение должно быть числом', en: 'Value must be a number', uk: 'Значення має бути числом' },
  'validation.invalid': { ru: 'Некорректное значение', en: 'Invalid value', uk: 'Некоректне значення' },
  'validation.date': {
    ru: 'Некорректная дата',
    en: 'Invalid date',
    uk: 'Некоректна дата',
  },
  'validation.link': { ru: 'Неверная ссылка', en: 'Invalid link', uk: 'Невірне посилання' },
  'validation.tooMany': { ru: 'Превышено количество', en: 'Too many items', uk: 'Перевищено кількість' },
  'validation.readOnly': { ru: 'Поле нельзя изменить', en: 'This field cannot be changed', uk: 'Поле не можна змінити' },
  'validation.duplicate': { ru: 'Значение повторяется', en: 'Duplicate value', uk: 'Значення повторюється' },
  'validation.code': { ru: 'Введите 6 цифр кода', en: 'Enter the 6-digit code', uk: 'Введіть 6 цифр коду' },
  'auth.codeInvalid': { ru: 'Неверный код', en: 'Wrong code', uk: 'Невірний код' },
  'auth.codeExpired': {
    ru: 'Код недействителен или истёк. Запросите новый код',
    en: 'The code is no longer valid. Request a new one',
    uk: 'Код недійсний або минув. Запросіть новий код',
  },
  'auth.codeAttemptsExceeded': {
    ru: 'Превышено число попыток ввода кода. Запросите новый код через {seconds} с',
    en: 'Too many wrong codes. Request a new code in {seconds} s',
    uk: 'Перевищено кількість спроб введення коду. Запросіть новий код через {seconds} с',
  },
} satisfies Record<string, Texts>;

/**
 * The keys of every context's texts. A context adds its own by augmenting this interface beside
 * its messages (see identity.messages.ts), so a DomainError names only keys that exist.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that each context can augment it (a type alias cannot be merged).
export interface MessageCatalog {}

export type MessageKey = keyof typeof MESSAGES | (keyof MessageCatalog & string);

let registered: Record<string, Texts> = MESSAGES;

/** Makes the composed texts (app.messages.ts) the ones translate() reads; the kernel's stay in. */
export function registerMessages(all: Record<string, Texts>): void {
  registered = { ...all, ...MESSAGES };
}

/** Joins texts of several owners; a key two owners define is a mistake worth failing loudly on. */
export function composeMessages(...sets: Array<Record<string, Texts>>): Record<string, Texts> {
  const all: Record<string, Texts> = {};
  for (const set of sets) {
    for (const [key, texts] of Object.entries(set)) {
      if (key in all) throw new Error(`Message key "${key}" is defined twice`);
      all[key] = texts;
    }
  }
  return all;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(registered, key);
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const texts = registered[key];
  if (!texts) return key;
  return texts[lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
