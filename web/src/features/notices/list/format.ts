// How a notification reads (kept apart from React so specs check it): its text from the kind and
// the names it carries, and its date as spec 000 formats dates shown to people: day, month name,
// year, time ("27 ноября 2026, 14:05").
import type { TFunction } from 'i18next';
import type { Notice } from '../../../shared/api/notices';
import { formatDate, formatDayMonth, formatTime, toDate } from '../../../shared/lib/dates';

export function formatNoticeDate(iso: string, language: string): string {
  const date = toDate(iso);
  if (!date) return '';
  // Day and month together, so Slavic month names come in the genitive ("27 ноября").
  return `${formatDayMonth(date, language)} ${date.getFullYear()}, ${formatTime(date, language)}`;
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
      return text(params.reason).trim()
        ? t('kind.company_rejected_reason', { ...values, reason: text(params.reason).trim() })
        : t('kind.company_rejected', values);
    case 'vacancy_answered': {
      const outcome = text(params.outcome);
      if (outcome === 'returned')
        return text(params.comment).trim()
          ? t('kind.vacancy_returned_comment', { ...values, comment: text(params.comment).trim() })
          : t('kind.vacancy_returned', values);
      return outcome === 'published' ? t('kind.vacancy_published', values) : t('kind.vacancy_approved', values);
    }
    case 'mention': {
      // An erased candidate's name is forgotten (blank): the sentence then names no one.
      const candidate = text(params.candidate).trim();
      return candidate ? t('kind.mention', { ...values, candidate }) : t('kind.mention_erased', values);
    }
    case 'scorecard_request':
      return t('kind.scorecard_request', { ...values, candidate: text(params.candidate), title: text(params.title) });
    case 'candidates_retention':
      return t('kind.candidates_retention', { ...values, count: text(params.count), date: text(params.date) });
    case 'meeting_reminder':
      // The day and time are the meeting's own, in the company's zone (as the invitation says them).
      return t('kind.meeting_reminder', {
        ...values,
        title: text(params.title),
        date: formatDate(`${text(params.date)}T12:00:00`) || text(params.date),
        time: text(params.time),
      });
    case 'application_withdrawn':
      return t('kind.application_withdrawn', { ...values, candidate: text(params.candidate).trim() });
    default:
      return t(`kind.${notice.kind}`, values);
  }
}

/**
 * The notices whose screen shows the active company's data (home after a verification, the vacancy
 * list after an answer): they open in the company they name, so its screen is the one that acts.
 */
const IN_ITS_COMPANY: ReadonlySet<Notice['kind']> = new Set([
  'company_verified',
  'vacancy_answered',
  'mention',
  'candidates_retention',
  'meeting_reminder',
  'application_withdrawn',
]);

/** The company to enter before a notice's link opens, or null when the link opens as it is. */
export function noticeCompany(notice: Notice, activeCompanyId: string | null): string | null {
  const companyId = notice.params.company_id;
  if (!notice.link || !IN_ITS_COMPANY.has(notice.kind) || typeof companyId !== 'string' || companyId === '') return null;
  return companyId === activeCompanyId ? null : companyId;
}
