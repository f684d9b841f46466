import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

/** Identity's e-mails and SMS in the three interface languages, registered by the composition root (app.templates.ts). */
export const IDENTITY_TEMPLATES = {
  'email.confirm': {
    channel: 'email',
    sensitive: ['url'],
    render: {
      ru: (x) => ({
        subject: 'Подтвердите e-mail в Kadry',
        paragraphs: ['Здравствуйте!', 'Чтобы завершить регистрацию, подтвердите адрес электронной почты. Ссылка действует 24 часа.'],
        action: { label: 'Подтвердить e-mail', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: 'Confirm your e-mail for Kadry',
        paragraphs: ['Hello!', 'To finish signing up, please confirm your e-mail address. The link is valid for 24 hours.'],
        action: { label: 'Confirm e-mail', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: 'Підтвердьте e-mail у Kadry',
        paragraphs: ['Вітаємо!', 'Щоб завершити реєстрацію, підтвердьте адресу електронної пошти. Посилання дійсне 24 години.'],
        action: { label: 'Підтвердити e-mail', url: v(x, 'url') },
      }),
    },
  },
  'email.password-reset': {
    channel: 'email',
    sensitive: ['url'],
    render: {
      ru: (x) => ({
        subject: 'Восстановление пароля Kadry',
        paragraphs: [
          'Мы получили запрос на восстановление пароля. Ссылка действует 30 минут.',
          'Если вы не запрашивали восстановление, просто проигнорируйте это письмо.',
        ],
        action: { label: 'Задать новый пароль', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: 'Reset your Kadry password',
        paragraphs: [
          'We received a request to reset your password. The link is valid for 30 minutes.',
          'If you did not ask for this, simply ignore this e-mail.',
        ],
        action: { label: 'Set a new password', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: 'Відновлення пароля Kadry',
        paragraphs: [
          'Ми отримали запит на відновлення пароля. Посилання дійсне 30 хвилин.',
          'Якщо ви не надсилали запит, просто проігноруйте цей лист.',
        ],
        action: { label: 'Встановити новий пароль', url: v(x, 'url') },
      }),
    },
  },
  /** To the owner of a taken e-mail: registration answers it like a new one and tells the owner instead. */
  'email.registration-attempt': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: 'Попытка регистрации с вашим e-mail в Kadry',
        paragraphs: [
          'Кто-то попытался зарегистрироваться в Kadry с вашим адресом электронной почты. Учётная запись с этим адресом у вас уже есть, поэтому новая не создана.',
          'Если это были вы, просто войдите. Если забыли пароль, восстановите его на странице входа. Если это были не вы, ничего делать не нужно.',
        ],
        action: { label: 'Войти', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: 'Someone tried to register with your e-mail at Kadry',
        paragraphs: [
          'Someone tried to sign up at Kadry with your e-mail address. You already have an account with this address, so no new one was created.',
          'If it was you, simply sign in. If you forgot your password, reset it on the sign-in page. If it was not you, there is nothing to do.',
        ],
        action: { label: 'Sign in', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: 'Спроба реєстрації з вашим e-mail у Kadry',
        paragraphs: [
          'Хтось спробував зареєструватися в Kadry з вашою адресою електронної пошти. Обліковий запис із цією адресою у вас уже є, тож новий не створено.',
          'Якщо це були ви, просто увійдіть. Якщо забули пароль, відновіть його на сторінці входу. Якщо це були не ви, нічого робити не потрібно.',
        ],
        action: { label: 'Увійти', url: v(x, 'url') },
      }),
    },
  },
  'email.password-changed': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: () => ({
        subject: 'Пароль Kadry изменён',
        paragraphs: [
          'Пароль вашей учётной записи был изменён, все сеансы завершены.',
          'Если это были не вы, немедленно восстановите пароль и свяжитесь с поддержкой.',
        ],
      }),
      en: () => ({
        subject: 'Your Kadry password was changed',
        paragraphs: [
          'The password of your account was changed and all sessions were ended.',
          'If this was not you, reset your password right away and contact support.',
        ],
      }),
      uk: () => ({
        subject: 'Пароль Kadry змінено',
        paragraphs: [
          'Пароль вашого облікового запису було змінено, усі сеанси завершено.',
          'Якщо це були не ви, негайно відновіть пароль і зверніться до підтримки.',
        ],
      }),
    },
  },
  'sms.code': {
    channel: 'sms',
    sensitive: ['code'],
    render: {
      ru: (x) => `Kadry: код подтверждения ${v(x, 'code')}. Никому его не сообщайте.`,
      en: (x) => `Kadry: your confirmation code is ${v(x, 'code')}. Do not share it.`,
      uk: (x) => `Kadry: код підтвердження ${v(x, 'code')}. Нікому його не повідомляйте.`,
    },
  },
  // The reset code says what it is for: someone who did not ask for a reset learns it was asked.
  'sms.reset-code': {
    channel: 'sms',
    sensitive: ['code'],
    render: {
      ru: (x) => `Kadry: запрошен сброс пароля. Код ${v(x, 'code')}. Если это были не вы, не сообщайте его никому.`,
      en: (x) => `Kadry: a password reset was requested. Code ${v(x, 'code')}. If this was not you, share it with no one.`,
      uk: (x) => `Kadry: запитано скидання пароля. Код ${v(x, 'code')}. Якщо це були не ви, нікому його не повідомляйте.`,
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof IDENTITY_TEMPLATES, true> {}
}
