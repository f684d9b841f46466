/**
 * VERIFICATION_SLA_MINUTES as the owner reads it: whole hours when it is a number of hours (the
 * default 120 is "up to 2 hours", spec 001 §1), else minutes; null when the server did not say.
 */
export function slaDuration(minutes: unknown): { unit: 'hours' | 'minutes'; count: number } | null {
  const value = Number(minutes);
  if (minutes === null || minutes === undefined || !Number.isInteger(value) || value <= 0) return null;
  return value % 60 === 0 ? { unit: 'hours', count: value / 60 } : { unit: 'minutes', count: value };
}
