import type { Lang } from './lang.js';

type Texts = Record<Lang, string>;

/**
 * Every text the API answers with, in the three interface languages. Russian texts quoted by the
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
  'validation.email': { ru: 'Неверный формат поля', en: 'Invalid e-mail format', uk: 'Невірний формат поля' },
  'validation.unknownField': { ru: 'Неизвестное поле', en: 'Unknown field', uk: 'Невідоме поле' },
  'validation.notNumber': { ru: 'Значение должно быть числом', en: 'Value must be a number', uk: 'Значення має бути числом' },
  'validation.invalid': { ru: 'Некорректное значение', en: 'Invalid value', uk: 'Некоректне значення' },
  'validation.date': {
    ru: 'Некорректная дата',
    en: 'Invalid date',
    uk: 'Некоректна дата',
  },
  'validation.tooMany': { ru: 'Превышено количество', en: 'Too many items', uk: 'Перевищено кількість' },
  'validation.readOnly': { ru: 'Поле нельзя изменить', en: 'This field cannot be changed', uk: 'Поле не можна змінити' },
  'validation.duplicate': { ru: 'Значение повторяется', en: 'Duplicate value', uk: 'Значення повторюється' },
  'validation.code': { ru: 'Введите 6 цифр кода', en: 'Enter the 6-digit code', uk: 'Введіть 6 цифр коду' },
  'auth.invalidCredentials': {
    ru: 'Неверный логин или пароль',
    en: 'Wrong login or password',
    uk: 'Невірний логін або пароль',
  },
  'auth.wrongPassword': { ru: 'Неверный текущий пароль', en: 'The current password is wrong', uk: 'Невірний поточний пароль' },
  'auth.emailTaken': {
    ru: 'Пользователь с таким e-mail уже зарегистрирован',
    en: 'An account with this e-mail already exists',
    uk: 'Користувач із таким e-mail вже зареєстрований',
  },
  'auth.phoneTaken': {
    ru: 'Этот телефон уже подтверждён другим пользователем',
    en: 'This phone is already confirmed by another account',
    uk: 'Цей телефон вже підтверджений іншим користувачем',
  },
  'auth.phoneLocked': {
    ru: 'Подтверждённый телефон нельзя изменить',
    en: 'A confirmed phone cannot be changed',
    uk: 'Підтверджений телефон не можна змінити',
  },
  'auth.phoneAlreadyConfirmed': { ru: 'Телефон уже подтверждён', en: 'The phone is already confirmed', uk: 'Телефон вже підтверджено' },
  'auth.linkInvalid': {
    ru: 'Ссылка недействительна или устарела',
    en: 'The link is invalid or has expired',
    uk: 'Посилання недійсне або застаріле',
  },
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
  'profile.alreadyCreated': { ru: 'Профиль уже создан', en: 'The profile has already been created', uk: 'Профіль вже створено' },
  'profile.notCreated': { ru: 'Сначала заполните профиль', en: 'Create your profile first', uk: 'Спочатку заповніть профіль' },
  'file.tooLarge': {
    ru: 'Файл слишком большой (не более 5 МБ)',
    en: 'The file is too large (5 MB at most)',
    uk: 'Файл завеликий (не більше 5 МБ)',
  },
  'file.unsupportedType': {
    ru: 'Поддерживаются только изображения JPEG, PNG и WebP',
    en: 'Only JPEG, PNG and WebP images are supported',
    uk: 'Підтримуються лише зображення JPEG, PNG і WebP',
  },
  // Company context (spec 001); Russian texts quoted by the specification kept to the letter.
  'company.notFound': { ru: 'Компания не найдена', en: 'Company not found', uk: 'Компанію не знайдено' },
  'company.forbidden': {
    ru: 'У вас нет прав на это действие в компании',
    en: 'You have no right to do this in the company',
    uk: 'У вас немає прав на цю дію в компанії',
  },
  'company.edrpou': { ru: 'Неверный код ЕГРПОУ', en: 'Invalid EDRPOU code', uk: 'Невірний код ЄДРПОУ' },
  'company.codeMin': { ru: 'Минимальная длина 8 символов', en: 'Minimum length is 8 characters', uk: 'Мінімальна довжина 8 символів' },
  'company.codeTaken': {
    ru: 'Компания с таким кодом ЕГРПОУ уже зарегистрирована',
    en: 'A company with this EDRPOU code is already registered',
    uk: 'Компанію з таким кодом ЄДРПОУ вже зареєстровано',
  },
  'company.reverificationRequired': {
    ru: 'Изменение названия или кода ЕГРПОУ отправит компанию на повторную верификацию. Подтвердите изменение',
    en: 'Changing the name or EDRPOU code sends the company for verification again. Please confirm the change',
    uk: 'Зміна назви або коду ЄДРПОУ відправить компанію на повторну верифікацію. Підтвердьте зміну',
  },
  'company.extractRequired': {
    ru: 'Загрузите, пожалуйста, подтверждающий документ',
    en: 'Please upload the supporting document',
    uk: 'Завантажте, будь ласка, підтверджувальний документ',
  },
  'company.wrongStatus': {
    ru: 'Действие недоступно в текущем статусе компании',
    en: 'This action is not available in the company’s current status',
    uk: 'Дія недоступна в поточному статусі компанії',
  },
  'company.notDeletable': {
    ru: 'Удалить можно только компанию, не отправленную на верификацию или отклонённую',
    en: 'Only a company not yet submitted for verification, or a rejected one, can be deleted',
    uk: 'Видалити можна лише компанію, не надіслану на верифікацію, або відхилену',
  },
  'company.deleted': { ru: 'Компания удалена', en: 'The company has been deleted', uk: 'Компанію видалено' },
  'company.alreadyArchived': { ru: 'Компания уже в архиве', en: 'The company is already archived', uk: 'Компанія вже в архіві' },
  'company.notArchived': { ru: 'Компания не в архиве', en: 'The company is not archived', uk: 'Компанія не в архіві' },
  'company.fileNotFound': { ru: 'Файл не найден', en: 'File not found', uk: 'Файл не знайдено' },
  'company.fileTooLarge': { ru: 'Файл не может бить больше 10MB!', en: 'The file cannot be larger than 10 MB!', uk: 'Файл не може бути більшим за 10 МБ!' },
  'company.fileType': { ru: 'Файл с типом {format} не допустим!', en: 'Files of type {format} are not allowed!', uk: 'Файл з типом {format} не допустимий!' },
  'company.tooManyFiles': {
    ru: 'Достигнуто максимальное количество файлов',
    en: 'The maximum number of files has been reached',
    uk: 'Досягнуто максимальної кількості файлів',
  },
  'company.status.1': { ru: 'Зарегистрирована', en: 'Registered', uk: 'Зареєстрована' },
  'company.status.2': { ru: 'На рассмотрении', en: 'Under consideration', uk: 'На розгляді' },
  'company.status.3': { ru: 'Отклонена', en: 'Rejected', uk: 'Відхилена' },
  'company.status.4': { ru: 'Верифицирована', en: 'Verified', uk: 'Верифікована' },
  'company.status.5': { ru: 'Удалена', en: 'Deleted', uk: 'Видалена' },
  'company.role.owner': { ru: 'Владелец', en: 'Owner', uk: 'Власник' },
  'company.role.administrator': { ru: 'Администратор', en: 'Administrator', uk: 'Адміністратор' },
  'company.role.deputy': { ru: 'Заместитель', en: 'Deputy', uk: 'Заступник' },
  'company.role.user': { ru: 'Пользователь', en: 'User', uk: 'Користувач' },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = MESSAGES[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
