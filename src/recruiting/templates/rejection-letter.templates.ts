import { templateVar as v, type TemplateSet } from '../../notifications/notifications.contract.js';
import type { CandidateLang } from '../../shared/contract/recruiting.js';

/*
 * The letter a rejected candidate gets, in their language. Two halves: the text a colleague sees
 * filled (get_rejection_letter) and may edit before it goes, chosen by who ended the application (we
 * did, they did, or the vacancy closed); and the e-mail template that sends the text as it was
 * finally written (subject and body, paragraphs split at blank lines), so the edit is what arrives.
 */

/** Which letter fits the reason. */
export type LetterKind = 'ours' | 'theirs' | 'vacancy-closed';

/** What a letter names. */
export interface LetterFacts {
  candidate: string;
  vacancy: string;
  company: string;
}

type Letter = { subject: string; body: string };

const LETTERS: Record<CandidateLang, Record<LetterKind, (x: LetterFacts) => Letter>> = {
  ru: {
    ours: (x) => ({
      subject: `Ваш отклик на вакансию «${x.vacancy}»`,
      body: `Здравствуйте, ${x.candidate}!\n\nСпасибо за интерес к вакансии «${x.vacancy}» и за время, которое вы нам уделили.\n\nК сожалению, сейчас мы не готовы продолжить с вашей кандидатурой. Мы сохраним ваши данные и напишем, если появится подходящее предложение.\n\nС уважением,\n${x.company}`,
    }),
    theirs: (x) => ({
      subject: `Вакансия «${x.vacancy}»`,
      body: `Здравствуйте, ${x.candidate}!\n\nМы получили ваше решение не продолжать отбор на вакансию «${x.vacancy}». Спасибо, что сообщили, и за время, которое вы нам уделили.\n\nБудем рады видеть вас среди кандидатов снова.\n\nС уважением,\n${x.company}`,
    }),
    'vacancy-closed': (x) => ({
      subject: `Вакансия «${x.vacancy}» закрыта`,
      body: `Здравствуйте, ${x.candidate}!\n\nСпасибо за интерес к вакансии «${x.vacancy}». Вакансия закрыта, поэтому отбор на неё завершён.\n\nМы сохраним ваши данные и напишем, если появится подходящее предложение.\n\nС уважением,\n${x.company}`,
    }),
  },
  uk: {
    ours: (x) => ({
      subject: `Ваша заявка на вакансію «${x.vacancy}»`,
      body: `Вітаємо, ${x.candidate}!\n\nДякуємо за інтерес до вакансії «${x.vacancy}» і за час, який ви нам приділили.\n\nНа жаль, зараз ми не готові продовжити з вашою кандидатурою. Ми збережемо ваші дані й напишемо, якщо з’явиться відповідна пропозиція.\n\nЗ повагою,\n${x.company}`,
    }),
    theirs: (x) => ({
      subject: `Вакансія «${x.vacancy}»`,
      body: `Вітаємо, ${x.candidate}!\n\nМи отримали ваше рішення не продовжувати відбір на вакансію «${x.vacancy}». Дякуємо, що повідомили, і за час, який ви нам приділили.\n\nБудемо раді бачити вас серед кандидатів знову.\n\nЗ повагою,\n${x.company}`,
    }),
    'vacancy-closed': (x) => ({
      subject: `Вакансію «${x.vacancy}» закрито`,
      body: `Вітаємо, ${x.candidate}!\n\nДякуємо за інтерес до вакансії «${x.vacancy}». Вакансію закрито, тому відбір на неї завершено.\n\nМи збережемо ваші дані й напишемо, якщо з’явиться відповідна пропозиція.\n\nЗ повагою,\n${x.company}`,
    }),
  },
  en: {
    ours: (x) => ({
      subject: `Your application for "${x.vacancy}"`,
      body: `Dear ${x.candidate},\n\nThank you for your interest in the position "${x.vacancy}" and for the time you gave us.\n\nUnfortunately, we will not continue with your application at this time. We will keep your details and write to you if a suitable opening comes up.\n\nKind regards,\n${x.company}`,
    }),
    theirs: (x) => ({
      subject: `The position "${x.vacancy}"`,
      body: `Dear ${x.candidate},\n\nWe have received your decision not to continue with the position "${x.vacancy}". Thank you for letting us know and for the time you gave us.\n\nWe would be glad to hear from you again.\n\nKind regards,\n${x.company}`,
    }),
    'vacancy-closed': (x) => ({
      subject: `The position "${x.vacancy}" is closed`,
      body: `Dear ${x.candidate},\n\nThank you for your interest in the position "${x.vacancy}". The position has been closed, so its selection has ended.\n\nWe will keep your details and write to you if a suitable opening comes up.\n\nKind regards,\n${x.company}`,
    }),
  },
};

/** The letter filled for the candidate, for a colleague to read and edit before it goes. */
export function rejectionLetter(lang: CandidateLang, kind: LetterKind, facts: LetterFacts): Letter {
  return LETTERS[lang][kind](facts);
}

const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** The e-mail that carries a candidate's letter as written (variables: subject, body). */
export const REJECTION_LETTER_TEMPLATES = {
  'email.candidate-letter': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({ subject: v(x, 'subject'), paragraphs: paragraphs(v(x, 'body')) }),
      en: (x) => ({ subject: v(x, 'subject'), paragraphs: paragraphs(v(x, 'body')) }),
      uk: (x) => ({ subject: v(x, 'subject'), paragraphs: paragraphs(v(x, 'body')) }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof REJECTION_LETTER_TEMPLATES, true> {}
}
