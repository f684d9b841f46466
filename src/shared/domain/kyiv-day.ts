/** Today in Kyiv as YYYY-MM-DD: a posting is open through the whole of its last day there. */
export function kyivToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Milliseconds until the next Kyiv midnight (what a cached page may live at most). */
export function untilKyivMidnight(now: Date = new Date()): number {
  const today = kyivToday(now);
  let probe = now.getTime();
  // At most 24 hours ahead; step by an hour, then by a minute: clock changes need no table.
  while (kyivToday(new Date(probe + 3_600_000)) === today) probe += 3_600_000;
  while (kyivToday(new Date(probe + 60_000)) === today) probe += 60_000;
  return probe + 60_000 - now.getTime();
}
