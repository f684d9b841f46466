import type { Texts } from '../shared/i18n/messages.js';

/** The texts of identity's answers (sign-in, accounts, profile, avatar files), in the three interface languages. */
export const IDENTITY_MESSAGES = {
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
  'auth.passwordAlreadySet': {
    ru: 'Пароль уже задан: войдите с ним или восстановите его',
    en: 'The password is already set: sign in with it or recover it',
    uk: 'Пароль уже задано: увійдіть із ним або відновіть його',
  },
  'auth.phoneAlreadyConfirmed': { ru: 'Телефон уже подтверждён', en: 'The phone is already confirmed', uk: 'Телефон вже підтверджено' },
  'auth.linkInvalid': {
    ru: 'Ссылка недействительна или устарела',
    en: 'The link is invalid or has expired',
    uk: 'Посилання недійсне або застаріле',
  },
  'auth.externalExpired': {
    ru: 'Вход через другой сервис не завершён или устарел. Попробуйте ещё раз',
    en: 'The sign-in through another service did not finish or has expired. Please try again',
    uk: 'Вхід через інший сервіс не завершено або він застарів. Спробуйте ще раз',
  },
  'auth.externalRefused': {
    ru: 'Сотрудники платформы входят только с паролем',
    en: 'Platform staff sign in with their password only',
    uk: 'Працівники платформи входять лише з паролем',
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
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof IDENTITY_MESSAGES, true> {}
}
