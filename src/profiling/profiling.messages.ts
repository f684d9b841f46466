import type { Texts } from '../shared/i18n/messages.js';

/** Texts of the profiling calls in ru, en, uk; the Russian texts quoted by spec 001 §5 kept to the letter. */
export const PROFILING_MESSAGES = {
  // The vacancy PDF download (src/profiling/pdf); first, so the wizard's keys can grow at the end.
  'profiling.pdfVacancyNotFound': { ru: 'Вакансия не найдена', en: 'Vacancy not found', uk: 'Вакансію не знайдено' },
  'profiling.pdfUnavailable': {
    ru: 'Не удалось подготовить PDF сейчас. Попробуйте ещё раз через минуту',
    en: 'The PDF could not be prepared right now. Please try again in a minute',
    uk: 'Не вдалося підготувати PDF зараз. Спробуйте ще раз за хвилину',
  },
  'profiling.pdfFailed': { ru: 'Не удалось создать PDF вакансии', en: 'The vacancy PDF could not be made', uk: 'Не вдалося створити PDF вакансії' },
  'profiling.notVerified': {
    ru: 'Профиль компании можно заполнять только после верификации компании',
    en: 'The company profile can be filled in only once the company is verified',
    uk: 'Профіль компанії можна заповнювати лише після верифікації компанії',
  },
  'profiling.surname': { ru: 'Введите Фамилию!', en: 'Enter the surname!', uk: 'Введіть прізвище!' },
  'profiling.firstName': { ru: 'Введите Имя!', en: 'Enter the first name!', uk: "Введіть ім'я!" },
  'profiling.required': { ru: 'Поле обязательное', en: 'Required field', uk: "Поле обов'язкове" },
  'profiling.email': { ru: 'Не валидний адрес!', en: 'Invalid e-mail address!', uk: 'Невалідна адреса!' },
  'profiling.phone': { ru: 'Телефон в формате +380 99 99 99 999', en: 'Phone in the format +380 99 99 99 999', uk: 'Телефон у форматі +380 99 99 99 999' },
  'profiling.link': { ru: 'Неверная ссылка', en: 'Invalid link', uk: 'Невірне посилання' },
  'profiling.officeName': { ru: 'Веедите Название офиса', en: 'Enter the office name', uk: 'Введіть назву офісу' },
  'profiling.unknownItem': { ru: 'Нет такого значения в списке', en: 'No such value in the list', uk: 'Немає такого значення у списку' },
  'profiling.unknownCity': { ru: 'Город не найден', en: 'City not found', uk: 'Місто не знайдено' },
  'profiling.streetNotInCity': { ru: 'Улица не найдена в этом городе', en: 'Street not found in this city', uk: 'Вулицю не знайдено в цьому місті' },
  'profiling.notCompanyAddress': {
    ru: 'Адрес не входит в адреса компании',
    en: 'The address is not one of the company’s addresses',
    uk: 'Адреса не входить до адрес компанії',
  },
  'profiling.duplicate': {
    ru: 'Эта назва уже существует в базе данных',
    en: 'This name already exists in the database',
    uk: 'Ця назва вже існує в базі даних',
  },
  'profiling.departmentNotFound': { ru: 'Отдел не найден', en: 'Department not found', uk: 'Відділ не знайдено' },
  'profiling.fileNotFound': { ru: 'Файл не найден', en: 'File not found', uk: 'Файл не знайдено' },
  'profiling.fileTooLarge': { ru: 'Файл не может бить больше 10MB!', en: 'The file cannot be larger than 10 MB!', uk: 'Файл не може бути більшим за 10 MB!' },
  'profiling.fileType': { ru: 'Файл с типом "{format}" недопустим!', en: 'Files of type "{format}" are not allowed!', uk: 'Файл типу "{format}" неприпустимий!' },
  'profiling.fileName': {
    ru: 'Файл с именем {name} уже существует!',
    en: 'A file named {name} already exists!',
    uk: 'Файл з назвою {name} вже існує!',
  },
  'profiling.tooManyFiles': { ru: 'Слишком много файлов', en: 'Too many files', uk: 'Забагато файлів' },
  'profiling.office.legal': { ru: 'Юридический адрес', en: 'Legal address', uk: 'Юридична адреса' },
  'profiling.office.actual': { ru: 'Фактический адрес', en: 'Actual address', uk: 'Фактична адреса' },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof PROFILING_MESSAGES, true> {}
}
