// Every date the interface shows, written one way per language by Intl in the interface's language:
// ru and uk "07.12.2026", en "07/12/2026" (day first, en-GB), times on the 24-hour clock. Inputs
// keep the formats the specification gives their fields (DD/MM/YYYY birth dates in forms/date.ts,
// YYYY years, HH:mm work time, DD.MM.YYYY driving experience); the notification date is spec 000's
// "day, month name, year, time" (features/notices/list/format.ts), built on dateLocale() too.
import i18next from 'i18next';
import { LANGUAGE_LOCALES, normalizeLanguage } from '../i18n/languages';

type DateValue = string | number | Date | null | undefined;

/** The Intl locale of an interface language ('ua' and unknown codes as the app reads them). */
export function dateLocale(language: string = i18next.language): string {
  return LANGUAGE_LOCALES[normalizeLanguage(language)];
}

/**
 * A moment, or a calendar day: "YYYY-MM-DD" alone is that day wherever the reader is (new Date()
 * would read it as UTC midnight, the day before west of Greenwich). Null when it is no date.
 */
export function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (day) {
      const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
      return date.getMonth() === Number(day[2]) - 1 ? date : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${key}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(id, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** "07.12.2026" (ru, uk), "07/12/2026" (en); '' when the value is no date. */
export function formatDate(value: DateValue, language?: string): string {
  const date = toDate(value);
  return date ? format(dateLocale(language), 'day', DAY).format(date) : '';
}

/** "14:05", or "14:05:09" with seconds; '' when the value is no date. */
export function formatTime(value: DateValue, language?: string, options: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return format(dateLocale(language), options.seconds ? 'seconds' : 'time', options.seconds ? { ...TIME, second: '2-digit' } : TIME).format(
    date,
  );
}

/** The date and the time: "07.12.2026 14:05" (seconds where a table's specification asks for them). */
export function formatDateTime(value: DateValue, language?: string, options: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  return date ? `${formatDate(date, language)} ${formatTime(date, language, options)}` : '';
}

/** A day in its year without the year, the month named ("7 декабря", "7 December"): birthdays. */
export function formatDayMonth(value: DateValue, language?: string): string {
  const date = toDate(value);
  return date ? format(dateLocale(language), 'dayMonth', { day: 'numeric', month: 'long' }).format(date) : '';
}
