/*
 * Personal data rules, pure (candidate-erasure.rules.spec.ts): what stands in for an erased
 * candidate's name in what colleagues wrote, and the retention timer.
 */

/** What replaces the candidate's names and contacts in texts that stay (task titles, letters). */
export const REDACTED = '***';

/** Days before anonymising that the owner and administrators are told. */
export const RETENTION_WARNING_DAYS = 14;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every occurrence of the terms (names of 2 characters and more, e-mails, phones, in any
 * case) replaced by REDACTED; longer terms first, so "Петренко" goes whole before "Петр" would.
 */
export function redact(text: string, terms: readonly string[]): string {
  const wanted = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 2))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return text;
  return text.replace(new RegExp(wanted.map(escapeRegExp).join('|'), 'giu'), REDACTED);
}

/** The terms that name a candidate: name, surname, e-mails, phones (also as their national digits). */
export function identifyingTerms(candidate: {
  name: string;
  lname: string;
  emails: readonly string[];
  phones: readonly string[];
}): string[] {
  const phones = candidate.phones.flatMap((phone) => [phone, phone.replace(/^\+/, ''), phone.replace(/^\+38/, '')]);
  return [candidate.name, candidate.lname, ...candidate.emails, ...phones];
}

/** The day (YYYY-MM-DD) a warning names: the first of the due dates. */
export function firstDay(dates: readonly Date[]): string {
  return new Date(Math.min(...dates.map((date) => date.getTime()))).toISOString().slice(0, 10);
}
