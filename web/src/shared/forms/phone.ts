// Phones as spec 000 §5 asks: ten significant digits of a Ukrainian number after any +38 prefix,
// shown with the mask +38 (099) 999 99 99. Forms keep the national digits; the mask is only how
// they look. One module for the sign-in screens, the profile form and the settings.

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

/** The national digits in what was typed or pasted into the mask: "+38 (099) 123-45-67" → "0991234567", at most ten. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // The mask's own prefix, or a pasted international number (380991234567), is not part of the number.
  if (input.trim().startsWith('+38') || (digits.length > PHONE_DIGITS && digits.startsWith('38'))) digits = digits.slice(2);
  return digits.slice(0, PHONE_DIGITS);
}

/** The mask, growing with the digits and never ending on a separator, so Backspace removes a digit. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (d === '') return '';
  let out = `+38 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += ` ${d.slice(6, 8)}`;
  if (d.length > 8) out += ` ${d.slice(8, 10)}`;
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

/*
 * The company forms' mask of spec 001 §5, +380 99 99 99 999 (the administrator, deputies). The
 * number underneath is the same ten national digits (0991234567) the rest of the product keeps,
 * so the server reads either mask alike; only the shape on screen differs.
 */

/** The national digits in what was typed into the +380 mask: "+380 99 123" → "099123", at most ten. */
export function phoneDigits380(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('380')) digits = digits.slice(2);
  else if (digits !== '' && !digits.startsWith('0')) digits = `0${digits}`;
  return digits.slice(0, PHONE_DIGITS);
}

/** 0991234567 → "+380 99 12 34 567", growing with the digits and never ending on a separator. */
export function formatPhone380(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  // A lone 0 is what is left of "+380" after the last digit is erased: the field empties.
  if (d.length <= 1) return '';
  const groups = [d.slice(1, 3), d.slice(3, 5), d.slice(5, 7), d.slice(7, 10)].filter(Boolean);
  return `+380 ${groups.join(' ')}`;
}
