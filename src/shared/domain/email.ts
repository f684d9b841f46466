/** E-mails are compared and kept in one form: trimmed, in lower case (identity's accounts, recruiting's candidates). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plausible address (one @, a dot in the domain, no spaces): the DTOs check the full format. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
