// How a notification reads (kept apart from React so specs check it): its text from the kind and
// the names it carries, and its date as spec 000 formats dates shown to people: day, month name,
// year, time ("27 ноября 2026, 14:05").
import type { TFunction } from 'i18next';
import type { Notice } from '../../shared/api/notices';

/** Intl's locale for each interface language (English days come first, as in the others). */
const LOCALE: Record<string, string> = { ru: 'ru-RU', uk: 'uk-UA', en: 'en-GB' };

export function formatNoticeDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const locale = LOCALE[language] ?? LOCALE.ru!;
  // Day and month together, so Slavic month names come in the genitive ("27 ноября").
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(date);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  return `${dayMonth} ${date.getFullYear()}, ${time}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The vacancy's name, or its number while it has none. */
function vacancyTitle(params: Notice['params']): string {
  const name = text(params.vacancy).trim();
  return name || (params.number !== null && params.number !== undefined ? `№ ${text(params.number)}` : '');
}

/** The notification's sentence in the reader's language. */
export function noticeText(notice: Notice, t: TFunction<'notices'>): string {
  const params = notice.params;
  const values = { company: text(params.company), person: text(params.person), vacancy: vacancyTitle(params) };
  switch (notice.kind) {
    case 'company_invited':
      return t('kind.company_invited', { ...values, role: t(`role.${text(params.role) || 'user'}`, { defaultValue: text(params.role) }) });
    case 'company_rejected':
      return text(params.reason).trim() ? t('kind.company_rejected_reason', { ...values, reason: text(params.reason).trim() }) : t('kind.company_rejected', values);
    case 'vacancy_answered': {
      const outcome = text(params.outcome);
      if (outcome === 'returned') return text(params.comment).trim() ? t('kind.vacancy_returned_comment', { ...values, comment: text(params.comment).trim() }) : t('kind.vacancy_returned', values);
      return outcome === 'published' ? t('kind.vacancy_published', values) : t('kind.vacancy_approved', values);
    }
    default:
      return t(`kind.${notice.kind}`, values);
  }
}
