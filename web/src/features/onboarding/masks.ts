// Input masks of the profile form (specification 000, §5): the phone as +38 (0XX) XXX XX XX with
// ten significant digits, the birth date as DD/MM/YYYY. The form keeps the bare digits / the
// masked date text; these functions turn keystrokes into those values and back.
const PHONE_DIGITS = 10;

/** The digits the user means, whatever the mask around them: at most ten, the +38 prefix removed. */
export function phoneDigitsFromInput(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('+38')) return trimmed.slice(3).replace(/\D/g, '').slice(0, PHONE_DIGITS);
  const digits = trimmed.replace(/\D/g, '');
  // A pasted 380991234567 carries the country code without the plus.
  if (digits.length > PHONE_DIGITS && digits.startsWith('38')) return digits.slice(2, 2 + PHONE_DIGITS);
  return digits.slice(0, PHONE_DIGITS);
}

/** 0991234567 → "+38 (099) 123 45 67"; partial input gets only the separators it has reached. */
export function formatPhone(digits: string): string {
  if (digits === '') return '';
  let text = `+38 (${digits.slice(0, 3)}`;
  if (digits.length > 3) text += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) text += ` ${digits.slice(6, 8)}`;
  if (digits.length > 8) text += ` ${digits.slice(8, 10)}`;
  return text;
}

/** Keystrokes → "DD/MM/YYYY": digits only, slashes inserted as the parts fill. */
export function formatDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4, 8)}`;
  return out;
}
