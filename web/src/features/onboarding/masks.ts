// Input masks of the profile form (specification 000, §5): the birth date as DD/MM/YYYY (the
// phone mask is shared: shared/forms/phone.ts). The form keeps the masked date text.

/** Keystrokes → "DD/MM/YYYY": digits only, slashes inserted as the parts fill. */
export function formatDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4, 8)}`;
  return out;
}
