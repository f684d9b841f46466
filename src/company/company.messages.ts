import type { Texts } from '../shared/i18n/messages.js';

/** The texts of the company calls in the three interface languages; Russian texts quoted by spec 001 kept to the letter. */
export const COMPANY_MESSAGES = {
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
  'company.alreadyArchived': { ru: 'Компания уже в архиве', en: 'The company is already archived', uk: 'Компанія вже в архіві' },
  'company.notArchived': { ru: 'Компания не в архиве', en: 'The company is not archived', uk: 'Компанія не в архіві' },
  'company.fileNotFound': { ru: 'Файл не найден', en: 'File not found', uk: 'Файл не знайдено' },
  // Spec 001 §5's 'Файл не может бить больше 10MB!' and 'Файл с типом format не допустим!', spelled in
  // Russian and worded as the HR policy files' (one text per meaning).
  'company.fileTooLarge': {
    ru: 'Файл не может быть больше 10 МБ!',
    en: 'The file cannot be larger than 10 MB!',
    uk: 'Файл не може бути більшим за 10 МБ!',
  },
  'company.fileType': {
    ru: 'Файл с типом "{format}" недопустим!',
    en: 'Files of type "{format}" are not allowed!',
    uk: 'Файл типу "{format}" неприпустимий!',
  },
  'company.converterMissing': {
    ru: 'Просмотр документов Word недоступен: на сервере не установлен LibreOffice или его песочница. Скачайте файл',
    en: 'Word documents cannot be previewed: LibreOffice or its sandbox is not installed on the server. Download the file instead',
    uk: 'Перегляд документів Word недоступний: на сервері не встановлено LibreOffice або його пісочницю. Завантажте файл',
  },
  'company.conversionFailed': {
    ru: 'Не удалось подготовить документ к просмотру. Скачайте файл',
    en: 'The document could not be prepared for viewing. Download the file instead',
    uk: 'Не вдалося підготувати документ до перегляду. Завантажте файл',
  },
  'company.tooManyFiles': {
    ru: 'Достигнуто максимальное количество файлов',
    en: 'The maximum number of files has been reached',
    uk: 'Досягнуто максимальної кількості файлів',
  },
  'company.phoneRequired': {
    ru: 'Подтвердите номер телефона в профиле: на него придёт SMS-код для подтверждения действия',
    en: 'Please confirm your phone number in your profile: the SMS code confirming this action is sent to it',
    uk: 'Підтвердьте номер телефону в профілі: на нього надійде SMS-код для підтвердження дії',
  },
  'company.userExists': {
    ru: 'Ошибка, пользователь {email} уже существует',
    en: 'Error: the user {email} already exists',
    uk: 'Помилка, користувач {email} вже існує',
  },
  'company.userNotFound': {
    ru: 'Пользователь с таким e-mail не зарегистрирован',
    en: 'No user is registered with this e-mail',
    uk: 'Користувача з таким e-mail не зареєстровано',
  },
  'company.deputyDuplicate': {
    ru: 'Заместитель с таким адресом уже добавлен!',
    en: 'A deputy with this address has already been added!',
    uk: 'Заступника з такою адресою вже додано!',
  },
  'company.alreadyMember': {
    ru: 'Этот пользователь уже добавлен в компанию',
    en: 'This user has already been added to the company',
    uk: 'Цього користувача вже додано до компанії',
  },
  'company.memberNotFound': { ru: 'Пользователь компании не найден', en: 'Company user not found', uk: 'Користувача компанії не знайдено' },
  'company.ownerUntouchable': {
    ru: 'Права и участие владельца компании изменить нельзя',
    en: 'The company owner’s rights and membership cannot be changed',
    uk: 'Права та участь власника компанії змінити не можна',
  },
  'company.inviteInvalid': {
    ru: 'Ссылка приглашения недействительна или устарела',
    en: 'The invitation link is invalid or has expired',
    uk: 'Посилання запрошення недійсне або застаріле',
  },
  'company.invitePasswordRequired': {
    ru: 'Придумайте пароль для входа',
    en: 'Choose a password to sign in with',
    uk: 'Придумайте пароль для входу',
  },
  'company.transferSelf': {
    ru: 'Нельзя передать компанию самому себе',
    en: 'You cannot transfer the company to yourself',
    uk: 'Не можна передати компанію самому собі',
  },
  'company.transferPending': {
    ru: 'Компания уже ожидает передачи. Отмените её, чтобы передать другому',
    en: 'The company already awaits a transfer. Cancel it to transfer to someone else',
    uk: 'Компанія вже очікує передачі. Скасуйте її, щоб передати іншому',
  },
  'company.transferNotFound': { ru: 'Передача компании не найдена', en: 'Company transfer not found', uk: 'Передачу компанії не знайдено' },
  'company.transferInvalid': {
    ru: 'Ссылка передачи компании недействительна или устарела',
    en: 'The company transfer link is invalid or has expired',
    uk: 'Посилання передачі компанії недійсне або застаріле',
  },
  'company.transferForeign': {
    ru: 'Эта передача компании предназначена другому пользователю. Войдите в аккаунт, на который она отправлена',
    en: 'This company transfer is meant for another user. Sign in to the account it was sent to',
    uk: 'Ця передача компанії призначена іншому користувачеві. Увійдіть в акаунт, на який її надіслано',
  },
  'company.accessRight': { ru: 'Неизвестное право доступа', en: 'Unknown access right', uk: 'Невідоме право доступу' },
  'company.agreement': { ru: 'Следует принять соглашение!', en: 'Please accept the agreement!', uk: 'Слід прийняти угоду!' },
  'company.passwordsMismatch': { ru: 'Пароли не совпадают!', en: 'Passwords do not match!', uk: 'Паролі не збігаються!' },
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

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof COMPANY_MESSAGES, true> {}
}
