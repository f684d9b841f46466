import { parseDate, type CalendarDate } from '@internationalized/date';

/** A day written YYYY-MM-DD as react-aria's date (its date fields' value), or null while it is not a whole day. */
export function calendarDay(value: string): CalendarDate | null {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
