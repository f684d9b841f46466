import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';

/*
 * The e-mails of a vacancy's approval, in the reader's language: the request to each approver
 * (with the link to the approval screen) and one e-mail to the author per answer, saying what the
 * answer changed. Variables: company, vacancy (name and number), author / approver (display
 * names), comment (declines), url.
 */
export const VACANCY_APPROVAL_TEMPLATES = {
  'email.vacancy-approval-request': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Согласуйте вакансию «${v(x, 'vacancy')}»`,
        paragraphs: [
          'Здравствуйте!',
          `${v(x, 'author')} просит вас согласовать профиль вакансии «${v(x, 'vacancy')}» компании «${v(x, 'company')}».`,
          'Откройте вакансию, чтобы согласовать её или отклонить с комментарием.',
        ],
        action: { label: 'Открыть вакансию', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `Please approve the vacancy "${v(x, 'vacancy')}"`,
        paragraphs: [
          'Hello!',
          `${v(x, 'author')} asks you to approve the vacancy profile "${v(x, 'vacancy')}" of the company "${v(x, 'company')}".`,
          'Open the vacancy to approve it or decline it with a comment.',
        ],
        action: { label: 'Open the vacancy', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Погодьте вакансію «${v(x, 'vacancy')}»`,
        paragraphs: [
          'Вітаємо!',
          `${v(x, 'author')} просить вас погодити профіль вакансії «${v(x, 'vacancy')}» компанії «${v(x, 'company')}».`,
          'Відкрийте вакансію, щоб погодити її або відхилити з коментарем.',
        ],
        action: { label: 'Відкрити вакансію', url: v(x, 'url') },
      }),
    },
  },
  'email.vacancy-approved': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `${v(x, 'approver')} согласовал(а) вакансию «${v(x, 'vacancy')}»`,
        paragraphs: [
          `${v(x, 'approver')} согласовал(а) вакансию «${v(x, 'vacancy')}» компании «${v(x, 'company')}».`,
          'Вакансия ждёт ответа других согласующих.',
        ],
        action: { label: 'Мои вакансии', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `${v(x, 'approver')} approved the vacancy "${v(x, 'vacancy')}"`,
        paragraphs: [
          `${v(x, 'approver')} approved the vacancy "${v(x, 'vacancy')}" of the company "${v(x, 'company')}".`,
          'The vacancy is waiting for the other approvers.',
        ],
        action: { label: 'My vacancies', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `${v(x, 'approver')} погодив(ла) вакансію «${v(x, 'vacancy')}»`,
        paragraphs: [
          `${v(x, 'approver')} погодив(ла) вакансію «${v(x, 'vacancy')}» компанії «${v(x, 'company')}».`,
          'Вакансія чекає на відповідь інших погоджувачів.',
        ],
        action: { label: 'Мої вакансії', url: v(x, 'url') },
      }),
    },
  },
  'email.vacancy-published': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `Вакансия «${v(x, 'vacancy')}» опубликована`,
        paragraphs: [
          `${v(x, 'approver')} согласовал(а) вакансию «${v(x, 'vacancy')}» компании «${v(x, 'company')}».`,
          'Все согласующие согласовали её, и вакансия опубликована.',
        ],
        action: { label: 'Мои вакансии', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `The vacancy "${v(x, 'vacancy')}" is published`,
        paragraphs: [
          `${v(x, 'approver')} approved the vacancy "${v(x, 'vacancy')}" of the company "${v(x, 'company')}".`,
          'Every approver has approved it, and the vacancy is published.',
        ],
        action: { label: 'My vacancies', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `Вакансію «${v(x, 'vacancy')}» опубліковано`,
        paragraphs: [
          `${v(x, 'approver')} погодив(ла) вакансію «${v(x, 'vacancy')}» компанії «${v(x, 'company')}».`,
          'Усі погоджувачі її погодили, і вакансію опубліковано.',
        ],
        action: { label: 'Мої вакансії', url: v(x, 'url') },
      }),
    },
  },
  'email.vacancy-declined': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: `${v(x, 'approver')} отклонил(а) вакансию «${v(x, 'vacancy')}»`,
        paragraphs: [
          `${v(x, 'approver')} отклонил(а) вакансию «${v(x, 'vacancy')}» компании «${v(x, 'company')}» с комментарием:`,
          v(x, 'comment'),
          'Вакансия возвращена вам: исправьте её и отправьте снова.',
        ],
        action: { label: 'Мои вакансии', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: `${v(x, 'approver')} declined the vacancy "${v(x, 'vacancy')}"`,
        paragraphs: [
          `${v(x, 'approver')} declined the vacancy "${v(x, 'vacancy')}" of the company "${v(x, 'company')}" with the comment:`,
          v(x, 'comment'),
          'The vacancy is back with you: correct it and send it again.',
        ],
        action: { label: 'My vacancies', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: `${v(x, 'approver')} відхилив(ла) вакансію «${v(x, 'vacancy')}»`,
        paragraphs: [
          `${v(x, 'approver')} відхилив(ла) вакансію «${v(x, 'vacancy')}» компанії «${v(x, 'company')}» з коментарем:`,
          v(x, 'comment'),
          'Вакансію повернено вам: виправте її та надішліть знову.',
        ],
        action: { label: 'Мої вакансії', url: v(x, 'url') },
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof VACANCY_APPROVAL_TEMPLATES, true> {}
}
