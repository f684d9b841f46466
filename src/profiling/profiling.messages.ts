import type { Texts } from '../shared/i18n/messages.js';

/**
 * Texts of the profiling calls in ru, en, uk. The Russian texts quoted by spec 001 §5 are kept, spelled
 * in Russian (its 'Не валидний', 'назва', 'бить' are slips), and one meaning has one text: every
 * required field says validation.required's 'Обязательное поле', every e-mail validation.email's.
 */
export const PROFILING_MESSAGES = {
  // The vacancy PDF download (src/profiling/pdf); first, so the wizard's keys can grow at the end.
  'profiling.pdfUnavailable': {
    ru: 'Не удалось подготовить PDF сейчас. Попробуйте ещё раз через минуту',
    en: 'The PDF could not be prepared right now. Please try again in a minute',
    uk: 'Не вдалося підготувати PDF зараз. Спробуйте ще раз за хвилину',
  },
  'profiling.pdfFailed': {
    ru: 'Не удалось создать PDF вакансии',
    en: 'The vacancy PDF could not be made',
    uk: 'Не вдалося створити PDF вакансії',
  },
  'profiling.notVerified': {
    ru: 'Профиль компании можно заполнять только после верификации компании',
    en: 'The company profile can be filled in only once the company is verified',
    uk: 'Профіль компанії можна заповнювати лише після верифікації компанії',
  },
  'profiling.surname': { ru: 'Обязательное поле', en: 'Required field', uk: "Обов'язкове поле" },
  'profiling.firstName': { ru: 'Обязательное поле', en: 'Required field', uk: "Обов'язкове поле" },
  'profiling.required': { ru: 'Обязательное поле', en: 'Required field', uk: "Обов'язкове поле" },
  'profiling.phone': {
    ru: 'Телефон в формате +380 99 99 99 999',
    en: 'Phone in the format +380 99 99 99 999',
    uk: 'Телефон у форматі +380 99 99 99 999',
  },
  'profiling.officeName': { ru: 'Обязательное поле', en: 'Required field', uk: "Обов'язкове поле" },
  'profiling.unknownItem': { ru: 'Нет такого значения в списке', en: 'No such value in the list', uk: 'Немає такого значення у списку' },
  'profiling.unknownCity': { ru: 'Город не найден', en: 'City not found', uk: 'Місто не знайдено' },
  'profiling.streetNotInCity': {
    ru: 'Улица не найдена в этом городе',
    en: 'Street not found in this city',
    uk: 'Вулицю не знайдено в цьому місті',
  },
  'profiling.notCompanyAddress': {
    ru: 'Адрес не входит в адреса компании',
    en: 'The address is not one of the company’s addresses',
    uk: 'Адреса не входить до адрес компанії',
  },
  'profiling.duplicate': {
    ru: 'Это название уже существует в базе данных',
    en: 'This name already exists in the database',
    uk: 'Ця назва вже існує в базі даних',
  },
  'profiling.departmentNotFound': { ru: 'Отдел не найден', en: 'Department not found', uk: 'Відділ не знайдено' },
  'profiling.fileNotFound': { ru: 'Файл не найден', en: 'File not found', uk: 'Файл не знайдено' },
  'profiling.fileTooLarge': {
    ru: 'Файл не может быть больше 10 МБ!',
    en: 'The file cannot be larger than 10 MB!',
    uk: 'Файл не може бути більшим за 10 МБ!',
  },
  'profiling.fileType': {
    ru: 'Файл с типом "{format}" недопустим!',
    en: 'Files of type "{format}" are not allowed!',
    uk: 'Файл типу "{format}" неприпустимий!',
  },
  'profiling.fileName': {
    ru: 'Файл с именем {name} уже существует!',
    en: 'A file named {name} already exists!',
    uk: 'Файл з назвою {name} вже існує!',
  },
  'profiling.tooManyFiles': { ru: 'Слишком много файлов', en: 'Too many files', uk: 'Забагато файлів' },
  'profiling.office.legal': { ru: 'Юридический адрес', en: 'Legal address', uk: 'Юридична адреса' },
  'profiling.office.actual': { ru: 'Фактический адрес', en: 'Actual address', uk: 'Фактична адреса' },
  // Vacancy profiles (positions wizard and short wizard).
  'profiling.vacancy.notFound': { ru: 'Вакансия не найдена', en: 'Vacancy not found', uk: 'Вакансію не знайдено' },
  'profiling.vacancy.notEditable': {
    ru: 'Вакансию нельзя изменить, пока она на согласовании или опубликована',
    en: 'The vacancy cannot be changed while it is under approval or published',
    uk: 'Вакансію не можна змінити, поки вона на погодженні або опублікована',
  },
  'profiling.vacancy.stepOrder': {
    ru: 'Сначала сохраните предыдущие шаги вакансии',
    en: 'Save the earlier steps of the vacancy first',
    uk: 'Спочатку збережіть попередні кроки вакансії',
  },
  'profiling.vacancy.catalogueUnknown': {
    ru: 'Нет такого значения в каталоге',
    en: 'No such item in the catalogue',
    uk: 'Немає такого значення в каталозі',
  },
  'profiling.vacancy.criteriaTooMany': {
    ru: 'Выбрано максимальное количество критериев!',
    en: 'The maximum number of criteria is selected!',
    uk: 'Вибрано максимальну кількість критеріїв!',
  },
  'profiling.vacancy.criterionNeedsValue': {
    ru: 'Выбрано критерием поиска: добавьте хотя бы одно значение',
    en: 'Chosen as a search criterion: add at least one value',
    uk: 'Обрано критерієм пошуку: додайте хоча б одне значення',
  },
  'profiling.vacancy.criterionWithoutValue': {
    ru: 'Для этого критерия в вакансии нет значения',
    en: 'The vacancy has no value for this criterion',
    uk: 'Для цього критерію у вакансії немає значення',
  },
  'profiling.vacancy.priorities': {
    ru: 'Приоритеты должны идти по порядку от 1',
    en: 'Priorities must run in order from 1',
    uk: 'Пріоритети мають іти по порядку від 1',
  },
  'profiling.vacancy.rangeOrder': {
    ru: 'Значение «от» не может быть больше значения «до»',
    en: '"From" cannot be greater than "to"',
    uk: 'Значення «від» не може бути більшим за значення «до»',
  },
  'profiling.vacancy.rangeBounds': {
    ru: 'Значение вне допустимого диапазона',
    en: 'The value is out of the allowed range',
    uk: 'Значення поза допустимим діапазоном',
  },
  'profiling.vacancy.workTime': {
    ru: 'Время в формате ЧЧ:мм с шагом 5 минут',
    en: 'Time as HH:mm in 5-minute steps',
    uk: 'Час у форматі ГГ:хх із кроком 5 хвилин',
  },
  'profiling.vacancy.workTimeOrder': {
    ru: 'Начало рабочего дня должно быть раньше конца',
    en: 'The working day must start before it ends',
    uk: 'Початок робочого дня має бути раніше за кінець',
  },
  'profiling.vacancy.year': { ru: 'Год в формате ГГГГ', en: 'Year as YYYY', uk: 'Рік у форматі РРРР' },
  'profiling.vacancy.yearOrder': {
    ru: 'Год окончания не может быть раньше года начала',
    en: 'The end year cannot be before the start year',
    uk: 'Рік закінчення не може бути раніше за рік початку',
  },
  'profiling.vacancy.date': { ru: 'Дата в формате ДД.ММ.ГГГГ', en: 'Date as DD.MM.YYYY', uk: 'Дата у форматі ДД.ММ.РРРР' },
  'profiling.vacancy.dateFuture': {
    ru: 'Дата не может быть в будущем',
    en: 'The date cannot be in the future',
    uk: 'Дата не може бути в майбутньому',
  },
  'profiling.vacancy.count': {
    ru: 'Укажите количество не меньше 1',
    en: 'Enter a number of at least 1',
    uk: 'Вкажіть кількість не менше 1',
  },
  'profiling.vacancy.selectFunctional': { ru: 'Выберите функционал', en: 'Select the functionality', uk: 'Оберіть функціонал' },
  'profiling.vacancy.selectTarget': { ru: 'Выберите цель', en: 'Select a target', uk: 'Оберіть ціль' },
  'profiling.vacancy.selectResult': { ru: 'Выберите результат', en: 'Select a result', uk: 'Оберіть результат' },
  'profiling.vacancy.selectKpi': { ru: 'Выберите KPI', en: 'Select a KPI', uk: 'Оберіть KPI' },
  'profiling.vacancy.selectZun': { ru: 'Выберите ЗУН', en: 'Select the knowledge and skills', uk: 'Оберіть ЗУН' },
  'profiling.vacancy.duplicate': { ru: 'Значение выбрано дважды', en: 'The value is chosen twice', uk: 'Значення обрано двічі' },
  // What the header's quick search names a colleague without a profile for those who may not list members.
  'profiling.invitedColleague': { ru: 'приглашённый коллега', en: 'invited colleague', uk: 'запрошений колега' },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof PROFILING_MESSAGES, true> {}
}
