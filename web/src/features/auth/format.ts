/** 0991234567 → "+38 (099) 123 45 67", the way the phone mask shows it; other text stays as it is. */
export function formatPhoneForReading(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `+38 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
}
