// Presentation rules of the back office, kept apart from React so specs can check them.
import type { CompanyStatusTone } from '../../shared/ui';
import type { SearchMatch, VerificationTab } from '../../shared/api/verification';
import { VERIFICATION_TABS } from '../../shared/api/verification';
import { COMPANY_STATUS } from '../../shared/api/company-status';

/**
 * Spec 001 §2: the tables' dates carry the time with seconds. Dates themselves are written as
 * everywhere in the interface (shared/lib/dates.ts), in the reader's language and time zone.
 */
export const TABLE_TIME = { seconds: true } as const;

export function tabFromParam(param: string | undefined): VerificationTab | null {
  if (param === undefined) return 'all';
  return (VERIFICATION_TABS as readonly string[]).includes(param) ? (param as VerificationTab) : null;
}

/** Status ids 2..5; 1 (registered, not submitted) has its own neutral look. */
export const STATUS_TONE: Record<number, CompanyStatusTone> = {
  [COMPANY_STATUS.underConsideration]: 'review',
  [COMPANY_STATUS.rejected]: 'rejected',
  [COMPANY_STATUS.verified]: 'verified',
  [COMPANY_STATUS.deleted]: 'deleted',
};

/** A deleted company shows status Deleted whatever status it had (spec 001 §3: id 5). */
export function displayStatusId(status: { id: number }, isDeleted: boolean): number {
  return isDeleted ? COMPANY_STATUS.deleted : status.id;
}

export interface Segment {
  text: string;
  match: boolean;
}

/** The text cut around the server's match (start and length in characters), for <mark>. */
export function highlight(text: string, match: SearchMatch | null, field: 'name' | 'code'): Segment[] {
  if (!match || match.field !== field || match.length <= 0 || match.start < 0 || match.start >= text.length)
    return [{ text, match: false }];
  const end = Math.min(text.length, match.start + match.length);
  return [
    { text: text.slice(0, match.start), match: false },
    { text: text.slice(match.start, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((segment) => segment.text !== '');
}

export function fileSize(bytes: number): { key: 'kb' | 'mb'; size: string } {
  if (bytes >= 1024 * 1024) return { key: 'mb', size: (bytes / 1024 / 1024).toFixed(1) };
  return { key: 'kb', size: String(Math.max(1, Math.round(bytes / 1024))) };
}

/** Pagination appears only above one page (spec 001 §2: more than 9 rows). */
export function pageCount(total: number, pageSize: number): number {
  return total > pageSize ? Math.ceil(total / pageSize) : 1;
}
