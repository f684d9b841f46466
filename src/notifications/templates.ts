import type { Lang } from '../shared/i18n/lang.js';

export type TemplateVars = Record<string, string | number>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface EmailTemplate {
  channel: 'email';
  render: Record<Lang, (vars: TemplateVars) => { subject: string; paragraphs: string[]; action?: { label: string; url: string } }>;
  /** Variables that must never outlive delivery (one-time codes, links with tokens). */
  sensitive: string[];
}

interface SmsTemplate {
  channel: 'sms';
  render: Record<Lang, (vars: TemplateVars) => string>;
  sensitive: string[];
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const v = (vars: TemplateVars, key: string): string => {
  const value = vars[key];
  if (value === undefined) throw new Error(`Template variable "${key}" is missing`);
  return String(value);
};

export const TEMPLATES = {
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
        paragraphs: ['Мы получили запрос на восстановление пароля. Ссылка действует 30 минут.', 'Если вы не запрашивали восстановление, просто проигнорируйте это письмо.'],
        action: { label: 'Задать новый пароль', url: v(x, 'url') },
      }),
      en: (x) => ({
        subject: 'Reset your Kadry password',
        paragraphs: ['We received a request to reset your password. The link is valid for 30 minutes.', 'If you did not ask for this, simply ignore this e-mail.'],
        action: { label: 'Set a new password', url: v(x, 'url') },
      }),
      uk: (x) => ({
        subject: 'Відновлення пароля Kadry',
        paragraphs: ['Ми отримали запит на відновлення пароля. Посилання дійсне 30 хвилин.', 'Якщо ви не надсилали запит, просто проігноруйте цей лист.'],
        action: { label: 'Встановити новий пароль', url: v(x, 'url') },
      }),
    },
  },
  'email.password-changed': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: () => ({ subject: 'Пароль Kadry изменён', paragraphs: ['Пароль вашей учётной записи был изменён, все сеансы завершены.', 'Если это были не вы, немедленно восстановите пароль и свяжитесь с поддержкой.'] }),
      en: () => ({ subject: 'Your Kadry password was changed', paragraphs: ['The password of your account was changed and all sessions were ended.', 'If this was not you, reset your password right away and contact support.'] }),
      uk: () => ({ subject: 'Пароль Kadry змінено', paragraphs: ['Пароль вашого облікового запису було змінено, усі сеанси завершено.', 'Якщо це були не ви, негайно відновіть пароль і зверніться до підтримки.'] }),
    },
  },
  'email.test': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({ subject: 'Проверка доставки Kadry', paragraphs: [`Тестовое письмо: ${v(x, 'note')}`] }),
      en: (x) => ({ subject: 'Kadry delivery check', paragraphs: [`Test message: ${v(x, 'note')}`] }),
      uk: (x) => ({ subject: 'Перевірка доставки Kadry', paragraphs: [`Тестовий лист: ${v(x, 'note')}`] }),
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
} satisfies Record<string, EmailTemplate | SmsTemplate>;

export type TemplateName = keyof typeof TEMPLATES;
export type EmailTemplateName = { [K in TemplateName]: (typeof TEMPLATES)[K]['channel'] extends 'email' ? K : never }[TemplateName];
export type SmsTemplateName = { [K in TemplateName]: (typeof TEMPLATES)[K]['channel'] extends 'sms' ? K : never }[TemplateName];

export function renderEmail(name: EmailTemplateName, lang: Lang, vars: TemplateVars): RenderedEmail {
  const template = TEMPLATES[name] as EmailTemplate;
  const { subject, paragraphs, action } = template.render[lang](vars);
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', '— Kadry'].join('\n\n');
  const html = `<!doctype html><html lang="${lang === 'uk' ? 'uk' : lang}"><body style="margin:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2430">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f5bea;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#6b7280;margin-top:24px">— Kadry</p></div></body></html>`;
  return { subject, text, html };
}

export function renderSms(name: SmsTemplateName, lang: Lang, vars: TemplateVars): string {
  return (TEMPLATES[name] as SmsTemplate).render[lang](vars);
}

export function sensitiveVars(name: TemplateName): string[] {
  return TEMPLATES[name].sensitive;
}

export function channelOf(name: TemplateName): 'email' | 'sms' {
  return TEMPLATES[name].channel;
}
