/**
 * How a recipient is matched: e-mails case-insensitively, phones by their ten significant digits
 * whatever the prefix or punctuation (+38 (099) 123-45-67, 380991234567 and 0991234567 are one phone).
 */
export function recipientKey(to: string): string {
  const trimmed = to.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : digits;
}
