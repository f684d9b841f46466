// Phones as spec 000 §5 asks: ten significant digits of a Ukrainian number after any +38 prefix,
// shown with the mask +38 (099) 999 99 99. Forms keep the national digits; the mask is only how
// they look. One module and one field (PhoneField.tsx) for every form: the sign-in screens, the
// profile and settings, and the company forms (administrator, deputies, contacts), whose spec 001
// mask +380 99 99 99 999 is read the same way (spec README: one behaviour, both forms accepted).

export const PHONE_DIGITS = 10;

const PHONE_CHARS = /^\+?[\d\s()-]+$/;

/** "If the value is numeric it is treated as a phone, otherwise as an e-mail" (digits with the usual phone punctuation). */
export function isPhoneLike(value: string): boolean {
  const text = value.trim();
  return text !== '' && PHONE_CHARS.test(text) && /\d/.test(text);
}

/**
 * A whole phone as a login or recovery identifier, read as the server reads it: ten digits, or
 * twelve that start with the 38 prefix; the ten national digits, or null for anything else.
 */
export function nationalPhone(value: string): string | null {
  const text = value.trim();
  if (!isPhoneLike(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS) return digits;
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('38')) return digits.slice(2);
  return null;
}

/**
 * At most this many digits are kept (the longest international number): a digit more than a
 * Ukrainian number has is shown and makes the number invalid, never silently dropped.
 */
const DIGITS_KEPT = 15;

/**
 * The national digits in whatever was typed or pasted into the phone field, in any of a number's
 * usual forms: 0991234567, 099 123-45-67, (099) 123 45 67, +380991234567, 380991234567,
 * 00380991234567, 80991234567 (the old trunk 8), 991234567 (the nine digits after +380), or the
 * field's own mask +38 (099) 123 45 67. A country code or trunk prefix still being typed ("+3",
 * "38", "8") gives no digits yet (see phoneInput). Nothing is dropped: digits beyond ten stay, so
 * the number reads as invalid instead of losing one.
 */
export function phoneDigits(input: string): string {
  const text = input.trim();
  let digits = text.replace(/\D/g, '');
  let international = text.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (digits.startsWith('38') && (international || digits.startsWith('380'))) digits = digits.slice(2);
  else if (international && '38'.startsWith(digits)) digits = '';
  else if (!international && (digits === '3' || digits === '38' || digits === '8')) digits = '';
  else if (!international && digits.startsWith('80')) digits = digits.slice(1);
  // A number typed without its trunk 0 (as after +380) gets it back.
  if (digits !== '' && !digits.startsWith('0')) digits = `0${digits}`;
  return digits.slice(0, DIGITS_KEPT);
}

/** The start of a number's country code or trunk prefix, before any national digit: "+", "+3", "+38 (", "38", "00", "8". */
const PREFIX_SO_FAR = /^(\+|00)?\s*(3(8\s*\(?)?)?$|^8$/;

/**
 * The phone field after its text became `next` (typed, pasted or erased) while it showed `shown`:
 * what it shows now and the national digits it holds. While a prefix is being typed it is shown as
 * typed ("+38"), so the country code is never mistaken for the number; otherwise the field shows
 * the digits in the mask. Erasing back to the mask's bare prefix empties the field.
 */
export function phoneInput(next: string, shown: string): { shown: string; digits: string } {
  const digits = phoneDigits(next);
  const typing = next.length > shown.length;
  if (digits === '' && typing && next.trim() !== '' && PREFIX_SO_FAR.test(next.trim())) return { shown: next, digits };
  return { shown: formatPhone(digits), digits };
}

/** The mask, growing with the digits and never ending on a separator, so Backspace removes a digit. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, DIGITS_KEPT);
  if (d === '') return '';
  let out = `+38 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += ` ${d.slice(6, 8)}`;
  if (d.length > 8) out += ` ${d.slice(8, 10)}`;
  // Digits beyond a Ukrainian number's ten stay in sight: the field then reads as invalid.
  if (d.length > PHONE_DIGITS) out += ` ${d.slice(PHONE_DIGITS)}`;
  return out;
}

/** 0991234567 → "+38 (099) 123 45 67" for reading in a sentence; text that is not ten digits stays as it is. */
export function formatPhoneForReading(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return isCompletePhone(digits) ? formatPhone(digits) : phone;
}

/** The `tel:` link of a stored phone: 0671234567 → "tel:+380671234567" (dials from abroad too); other text as it is. */
export function phoneHref(phone: string): string {
  const national = nationalPhone(phone);
  return `tel:${national ? `+38${national}` : phone}`;
}

export function isCompletePhone(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}
