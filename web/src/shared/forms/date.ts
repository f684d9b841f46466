// Dates as the forms of spec 000 §5 show them: DD/MM/YYYY on screen, YYYY-MM-DD on the wire.
// One module for the profile-create form and the settings profile form.

const MIN_BIRTH_YEAR = 1900;

/**
 * DD/MM/YYYY → YYYY-MM-DD. Day 1-31, month 1-12, year 1900 or later, a real calendar day (no
 * 31 April) and not in the future (nobody is born tomorrow; the server refuses it too). Null when invalid.
 */
export function parseDisplayDate(value: string, today: Date = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < MIN_BIRTH_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** YYYY-MM-DD (the wire format) → DD/MM/YYYY (the input format); anything else → ''. */
export function toDisplayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Keystrokes → "DD/MM/YYYY": digits only, at most eight, slashes inserted as the parts fill. */
export function formatDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4, 8)}`;
  return out;
}
