import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

const ACTION = {
  ru: { archive: 'архивирования', restore: 'восстановления', delete: 'удаления', transfer: 'передачи' },
  en: { archive: 'archiving', restore: 'restoring', delete: 'deleting', transfer: 'transferring' },
  uk: { archive: 'архівування', restore: 'відновлення', delete: 'видалення', transfer: 'передачі' },
} as const;

type ActionName = keyof (typeof ACTION)['ru'];
const action = (x: Parameters<typeof v>[0], lang: keyof typeof ACTION): string =>
  ACTION[lang][v(x, 'action') as ActionName] ?? v(x, 'action');

/** The company context's e-mails and SMS in the three interface languages (composed in app.templates.ts). */
export const COMPANY_TEMPLATES = {
  'sms.company-action': {
    channel: 'sms',
    sensitive: ['code'],
    render: {
      ru: (x) => `Kadry: код ${v(x, 'code')} для ${action(x, 'ru')} компании «${v(x, 'company')}». Никому его не сообщайте.`,
      en: (x) => `Kadry: code ${v(x, 'code')} for ${action(x, 'en')} the company "${v(x, 'company')}". Do not share it.`,
      uk: (x) => `Kadry: код ${v(x, 'code')} для ${action(x, 'uk')} компанії «${v(x, 'company')}». Нікому його не повідомляйте.`,
    },
  },
  'email.company-invite': {
    channel: 'email',
    sensitive: ['url'],
    render: {
      ru: (x) => ({
        subject: `Приглашение в компанию «${v(x, 'company')}» в Kadry`,
        paragraphs: [
          'Здравствуйте!',
          `Вас добавили в компанию «${v(x, 'company')}» (роль: ${v(x, 'role')}). Чтобы получить доступ, подтвердите участие. Ссылка действует 7 дней.`,
          'Если у вас ещё нет пароля в Kadry, вы придумаете его сами на странице приглашения: его не знает никто, кроме вас.',
          'Если вы не ожидали этого письма, просто проигнорируйте его.',
        ],
        action: { label: 'Подтвердить участие', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `Invitation to the company "${v(x, 'company')}" at Kadry`,
        paragraphs: [
          'Hello!',
          `You were added to the company "${v(x, 'company')}" (role: ${v(x, 'role')}). To get access, please confirm. The link is valid for 7 days.`,
          'If you have no Kadry password yet, you will choose it yourself on the invitation page: nobody but you knows it.',
          'If you did not expect this e-mail, simply ignore it.',
        ],
        action: { label: 'Confirm membership', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Запрошення до компанії «${v(x, 'company')}» у Kadry`,
        paragraphs: [
          'Вітаємо!',
          `Вас додали до компанії «${v(x, 'company')}» (роль: ${v(x, 'role')}). Щоб отримати доступ, підтвердьте участь. Посилання дійсне 7 днів.`,
          'Якщо у вас ще немає пароля в Kadry, ви придумаєте його самі на сторінці запрошення: його не знає ніхто, крім вас.',
          'Якщо ви не очікували цього листа, просто проігноруйте його.',
        ],
        action: { label: 'Підтвердити участь', url: v(x, 'url') },
      }),
    },
  },
  'email.company-rights-changed': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Ваши права в компании «${v(x, 'company')}» изменены`,
        paragraphs: [
          `Ваши права доступа в компании «${v(x, 'company')}» изменены.`,
          'Откройте компанию в Kadry, чтобы увидеть, что вам теперь доступно.',
        ],
      }),
      en: (x) => ({
        subject: `Your rights in the company "${v(x, 'company')}" changed`,
        paragraphs: [
          `Your access rights in the company "${v(x, 'company')}" were changed.`,
          'Open the company at Kadry to see what you can do now.',
        ],
      }),
      uk: (x) => ({
        subject: `Ваші права в компанії «${v(x, 'company')}» змінено`,
        paragraphs: [
          `Ваші права доступу в компанії «${v(x, 'company')}» змінено.`,
          'Відкрийте компанію в Kadry, щоб побачити, що вам тепер доступно.',
        ],
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof COMPANY_TEMPLATES, true> {}
}
