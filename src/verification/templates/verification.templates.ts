import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

/** The owner's e-mails about a verifier's decision, in the three interface languages (composed in app.templates.ts). */
export const VERIFICATION_TEMPLATES = {
  'email.company-verified': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Компания «${v(x, 'company')}» верифицирована`,
        paragraphs: [`Компания «${v(x, 'company')}» прошла проверку и добавлена в базу.`, 'Теперь вам доступны все возможности Kadry.'],
        action: { label: 'Открыть Kadry', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `The company "${v(x, 'company')}" is verified`,
        paragraphs: [
          `The company "${v(x, 'company')}" passed the check and was added to the base.`,
          'All features of Kadry are open to you now.',
        ],
        action: { label: 'Open Kadry', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Компанію «${v(x, 'company')}» верифіковано`,
        paragraphs: [`Компанія «${v(x, 'company')}» пройшла перевірку й додана до бази.`, 'Тепер вам доступні всі можливості Kadry.'],
        action: { label: 'Відкрити Kadry', url: v(x, 'url') },
      }),
    },
  },
  'email.company-rejected': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Компания «${v(x, 'company')}» не прошла верификацию`,
        paragraphs: [
          `Верификатор отклонил компанию «${v(x, 'company')}».`,
          `Причина: ${v(x, 'reason')}`,
          'Исправьте данные или загрузите новую выписку и отправьте компанию на проверку повторно.',
        ],
        action: { label: 'Исправить и отправить', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `The company "${v(x, 'company')}" did not pass verification`,
        paragraphs: [
          `A verifier rejected the company "${v(x, 'company')}".`,
          `Reason: ${v(x, 'reason')}`,
          'Please correct the data or upload a new extract and submit the company for verification again.',
        ],
        action: { label: 'Fix and resubmit', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Компанія «${v(x, 'company')}» не пройшла верифікацію`,
        paragraphs: [
          `Верифікатор відхилив компанію «${v(x, 'company')}».`,
          `Причина: ${v(x, 'reason')}`,
          'Виправте дані або завантажте нову виписку й надішліть компанію на перевірку повторно.',
        ],
        action: { label: 'Виправити й надіслати', url: v(x, 'url') },
      }),
    },
  },
  'email.company-removed-by-verifier': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Компания «${v(x, 'company')}» удалена`,
        paragraphs: [`Верификатор удалил компанию «${v(x, 'company')}» из Kadry.`, 'Если вы считаете это ошибкой, ответьте на это письмо.'],
      }),
      en: (x) => ({
        subject: `The company "${v(x, 'company')}" was deleted`,
        paragraphs: [
          `A verifier deleted the company "${v(x, 'company')}" from Kadry.`,
          'If you believe this is a mistake, please reply to this e-mail.',
        ],
      }),
      uk: (x) => ({
        subject: `Компанію «${v(x, 'company')}» видалено`,
        paragraphs: [
          `Верифікатор видалив компанію «${v(x, 'company')}» з Kadry.`,
          'Якщо ви вважаєте це помилкою, дайте відповідь на цей лист.',
        ],
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof VERIFICATION_TEMPLATES, true> {}
}
