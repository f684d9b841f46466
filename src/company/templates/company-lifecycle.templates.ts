import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

/** E-mails of a company changing hands or ending (composed in app.templates.ts). */
export const COMPANY_LIFECYCLE_TEMPLATES = {
  'email.company-transfer-offer': {
    channel: 'email',
    sensitive: ['url'],
    render: {
      ru: (x) => ({
        subject: `Вам передают компанию «${v(x, 'company')}» в Kadry`,
        paragraphs: [
          'Здравствуйте!',
          `Владелец компании «${v(x, 'company')}» передаёт её вам. Приняв передачу, вы станете владельцем компании. Ссылка действует 7 дней.`,
          'Если вы не ожидали этого письма, просто проигнорируйте его.',
        ],
        action: { label: 'Принять компанию', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `The company "${v(x, 'company')}" is being transferred to you at Kadry`,
        paragraphs: [
          'Hello!',
          `The owner of the company "${v(x, 'company')}" is transferring it to you. Once you accept, you will be the company's owner. The link is valid for 7 days.`,
          'If you did not expect this e-mail, simply ignore it.',
        ],
        action: { label: 'Accept the company', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Вам передають компанію «${v(x, 'company')}» у Kadry`,
        paragraphs: [
          'Вітаємо!',
          `Власник компанії «${v(x, 'company')}» передає її вам. Прийнявши передачу, ви станете власником компанії. Посилання дійсне 7 днів.`,
          'Якщо ви не очікували цього листа, просто проігноруйте його.',
        ],
        action: { label: 'Прийняти компанію', url: v(x, 'url') },
      }),
    },
  },
  'email.company-transfer-accepted': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Компания «${v(x, 'company')}» передана`,
        paragraphs: [
          `${v(x, 'recipient')} принял(а) передачу компании «${v(x, 'company')}» и теперь её владелец.`,
          'Ваш доступ к компании соответствует выбранному варианту передачи.',
        ],
      }),
      en: (x) => ({
        subject: `The company "${v(x, 'company')}" was transferred`,
        paragraphs: [
          `${v(x, 'recipient')} accepted the transfer of the company "${v(x, 'company')}" and is its owner now.`,
          'Your access to the company follows the transfer option you chose.',
        ],
      }),
      uk: (x) => ({
        subject: `Компанію «${v(x, 'company')}» передано`,
        paragraphs: [
          `${v(x, 'recipient')} прийняв(ла) передачу компанії «${v(x, 'company')}» і тепер її власник.`,
          'Ваш доступ до компанії відповідає обраному варіанту передачі.',
        ],
      }),
    },
  },
  'email.company-deleted': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Компания «${v(x, 'company')}» удалена`,
        paragraphs: [`Владелец удалил компанию «${v(x, 'company')}». Доступ к ней закрыт.`],
      }),
      en: (x) => ({
        subject: `The company "${v(x, 'company')}" was deleted`,
        paragraphs: [`The owner deleted the company "${v(x, 'company')}". It can no longer be opened.`],
      }),
      uk: (x) => ({
        subject: `Компанію «${v(x, 'company')}» видалено`,
        paragraphs: [`Власник видалив компанію «${v(x, 'company')}». Доступ до неї закрито.`],
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof COMPANY_LIFECYCLE_TEMPLATES, true> {}
}
