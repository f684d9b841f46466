import { looksLikeEmail, normalizeEmail } from '../../shared/domain/email.js';
import { e164Phone } from '../../shared/domain/phone.js';
import { RECRUITING_LIMITS } from '../../shared/contract/recruiting.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * The candidate's contacts and tags in their one stored form, as pure rules: what makes two
 * candidates one person is an equal normalized e-mail or phone within a company.
 */

/** The e-mails in their stored form, repeats dropped (400 on one that is no address). */
export function normalizeEmails(input: readonly string[]): string[] {
  const emails = input.map((email) => normalizeEmail(email)).filter((email) => email !== '');
  for (const email of emails)
    if (!looksLikeEmail(email) || email.length > RECRUITING_LIMITS.emailLength) throw RecruitingErrors.invalidEmail();
  return [...new Set(emails)];
}

/** The phones in E.164, repeats dropped (400 on one that is none). */
export function normalizePhones(input: readonly string[]): string[] {
  const phones: string[] = [];
  for (const raw of input) {
    if (raw.trim() === '') continue;
    const phone = e164Phone(raw);
    if (!phone) throw RecruitingErrors.invalidPhone();
    phones.push(phone);
  }
  return [...new Set(phones)];
}

/** Contacts as the unique index holds them: one per kind and value. */
export interface ContactKey {
  kind: 'email' | 'phone';
  value: string;
}

export function contactKeys(emails: readonly string[], phones: readonly string[]): ContactKey[] {
  return [...emails.map((value) => ({ kind: 'email' as const, value })), ...phones.map((value) => ({ kind: 'phone' as const, value }))];
}

/** Tags trimmed, repeats (in any case) dropped, in the order first given. */
export function normalizeTags(input: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag.slice(0, RECRUITING_LIMITS.tagLength));
  }
  return tags.slice(0, RECRUITING_LIMITS.tags);
}

/** `base` with what `extra` adds at its end (repeats dropped), at most `limit`. */
export function union<T>(base: readonly T[], extra: readonly T[], limit: number): T[] {
  return [...new Set([...base, ...extra])].slice(0, limit);
}

/** Months a candidate's data is kept after their last activity, unless the company says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24;

/** When a candidate last active at `from` is due for anonymisation. */
export function retainUntil(from: Date, months = DEFAULT_RETENTION_MONTHS): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

/**
 * Which of the company's candidates the new contacts belong to, from the contact rows that matched
 * them: the one matched most often (an e-mail and a phone of one person), the oldest row on a tie;
 * null when none matched.
 */
export function duplicateOf(matches: ReadonlyArray<{ candidateId: string }>): string | null {
  const counts = new Map<string, number>();
  for (const { candidateId } of matches) counts.set(candidateId, (counts.get(candidateId) ?? 0) + 1);
  let best: string | null = null;
  for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id;
  return best;
}
