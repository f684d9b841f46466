// Phones as spec 000 §5 asks: 10 significant digits after any +38 prefix, shown with the mask
// +38 (099) 999 99 99. The form keeps the national digits; the mask is only how they look.

export const PHONE_DIGITS = 10;

/** The national digits in what was typed or pasted: "+38 (099) 123-45-67" → "0991234567". */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // The mask's own prefix, or a pasted international number, is not part of the number.
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

export function isCompletePhone(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}
