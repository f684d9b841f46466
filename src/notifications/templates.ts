import type { Lang } from '../shared/i18n/lang.js';

export type TemplateVars = Record<string, string | number>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation (text/calendar part and invite.ics attachment, as calendars expect). */
  calendar?: CalendarPart;
}

/** The invitation a letter carries: its METHOD (REQUEST, CANCEL) and the whole VCALENDAR text. */
export interface CalendarPart {
  method: string;
  content: string;
}

export interface EmailTemplate {
  channel: 'email';
  render: Record<
    Lang,
    (vars: TemplateVars) => { subject: string; paragraphs: string[]; action?: { label: string; url: string }; calendar?: CalendarPart }
  >;
  /** Variables that must never outlive delivery (one-time codes, links with tokens). */
  sensitive: string[];
}

export interface SmsTemplate {
  channel: 'sms';
  render: Record<Lang, (vars: TemplateVars) => string>;
  sensitive: string[];
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A variable of a template's call; a missing one fails the job loudly instead of sending a hole. */
export const templateVar = (vars: TemplateVars, key: string): string => {
  const value = vars[key];
  if (value === undefined) throw new Error(`Template variable "${key}" is missing`);
  return String(value);
};

export type TemplateSet = Record<string, EmailTemplate | SmsTemplate>;

/** The templates of notifications itself; each context keeps its own beside it (`<context>/templates/`). */
export const NOTIFICATION_TEMPLATES = {
  'email.test': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({ subject: 'Проверка доставки Kadry', paragraphs: [`Тестовое письмо: ${templateVar(x, 'note')}`] }),
      en: (x) => ({ subject: 'Kadry delivery check', paragraphs: [`Test message: ${templateVar(x, 'note')}`] }),
      uk: (x) => ({ subject: 'Перевірка доставки Kadry', paragraphs: [`Тестовий лист: ${templateVar(x, 'note')}`] }),
    },
  },
} satisfies TemplateSet;

/**
 * The names of every context's templates. A context adds its own by augmenting this interface
 * beside its templates (see identity/templates/identity.templates.ts), so a queued message names
 * only a template that exists.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that each context can augment it (a type alias cannot be merged).
export interface TemplateCatalog {}

export type TemplateName = keyof typeof NOTIFICATION_TEMPLATES | (keyof TemplateCatalog & string);
/** Kept for the processors' signatures; the channel is checked when a message is queued. */
export type EmailTemplateName = TemplateName;
export type SmsTemplateName = TemplateName;

let registered: TemplateSet = NOTIFICATION_TEMPLATES;

/** Makes the composed templates (app.templates.ts) the ones rendered; notifications' own stay in. */
export function registerTemplates(all: TemplateSet): void {
  registered = { ...all, ...NOTIFICATION_TEMPLATES };
}

/** Joins the templates of several owners; a name two owners define fails loudly. */
export function composeTemplates(...sets: TemplateSet[]): TemplateSet {
  const all: TemplateSet = {};
  for (const set of sets) {
    for (const [name, template] of Object.entries(set)) {
      if (name in all) throw new Error(`Template "${name}" is defined twice`);
      all[name] = template;
    }
  }
  return all;
}

function template(name: string): EmailTemplate | SmsTemplate {
  const found = registered[name];
  if (!found) throw new Error(`Unknown template "${name}"`);
  return found;
}

export function renderEmail(name: EmailTemplateName, lang: Lang, vars: TemplateVars): RenderedEmail {
  const email = template(name) as EmailTemplate;
  const { subject, paragraphs, action, calendar } = email.render[lang](vars);
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', '— Kadry'].join('\n\n');
  const html = `<!doctype html><html lang="${lang === 'uk' ? 'uk' : lang}"><body style="margin:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2430">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f5bea;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#6b7280;margin-top:24px">— Kadry</p></div></body></html>`;
  return calendar ? { subject, text, html, calendar } : { subject, text, html };
}

export function renderSms(name: SmsTemplateName, lang: Lang, vars: TemplateVars): string {
  return (template(name) as SmsTemplate).render[lang](vars);
}

export function sensitiveVars(name: TemplateName): string[] {
  return template(name).sensitive;
}

export function channelOf(name: TemplateName): 'email' | 'sms' {
  return template(name).channel;
}
