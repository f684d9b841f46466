import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

/*
 * The letter every candidate who applied on the careers pages gets within a minute, in the page's
 * language: what they applied for, and the link to their status page. The link carries the status
 * token, so it is a sensitive variable: sealed in the stored message, never in a job in clear.
 */
export const CAREERS_LETTER_TEMPLATES = {
  'email.careers-application-received': {
    channel: 'email',
    sensitive: ['link'],
    render: {
      ru: (x) => ({
        subject: `Мы получили ваш отклик: «${v(x, 'vacancy')}»`,
        paragraphs: [
          `Здравствуйте, ${v(x, 'name')}!`,
          `${v(x, 'company')} получила ваш отклик на вакансию «${v(x, 'vacancy')}». Мы ответим вам в любом случае.`,
          'По ссылке ниже вы видите, на каком этапе ваш отклик, и можете отозвать его. Не пересылайте её: она открывает ваш отклик без пароля.',
        ],
        action: { label: 'Статус отклика', url: v(x, 'link') },
      }),
      uk: (x) => ({
        subject: `Ми отримали ваш відгук: «${v(x, 'vacancy')}»`,
        paragraphs: [
          `Вітаємо, ${v(x, 'name')}!`,
          `${v(x, 'company')} отримала ваш відгук на вакансію «${v(x, 'vacancy')}». Ми відповімо вам у будь-якому разі.`,
          'За посиланням нижче ви бачите, на якому етапі ваш відгук, і можете відкликати його. Не пересилайте його: воно відкриває ваш відгук без пароля.',
        ],
        action: { label: 'Статус відгуку', url: v(x, 'link') },
      }),
      en: (x) => ({
        subject: `We received your application: "${v(x, 'vacancy')}"`,
        paragraphs: [
          `Dear ${v(x, 'name')},`,
          `${v(x, 'company')} has received your application for "${v(x, 'vacancy')}". You will hear back from us either way.`,
          'The link below shows where your application stands and lets you withdraw it. Do not forward it: it opens your application without a password.',
        ],
        action: { label: 'Application status', url: v(x, 'link') },
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof CAREERS_LETTER_TEMPLATES, true> {}
}
