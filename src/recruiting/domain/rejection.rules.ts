import {
  NEXT_MORNING,
  NEXT_MORNING_HOUR,
  NEXT_MORNING_ZONE,
  RECRUITING_LIMITS,
  type CandidateLang,
} from '../../shared/contract/recruiting.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * When a rejection letter goes and in which language, as pure rules: the letter waits in the e-mail
 * queue until `send_at`; "next-morning" is 09:00 in Kyiv on the day after the rejection.
 */

/** The UTC offset of `zone` at `at`, in minutes (Kyiv: +120 in winter, +180 in summer). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** 09:00 Kyiv time on the Kyiv calendar day after `now`. */
export function nextMorning(now: Date): Date {
  const local = new Date(now.getTime() + zoneOffsetMinutes(now, NEXT_MORNING_ZONE) * 60_000);
  const guess = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, NEXT_MORNING_HOUR);
  // The offset at the morning itself (a clock change may fall in between).
  return new Date(guess - zoneOffsetMinutes(new Date(guess), NEXT_MORNING_ZONE) * 60_000);
}

/** Leeway for a client's clock that runs a little behind ("now" sent a moment late). */
const PAST_LEEWAY_MS = 5 * 60_000;

/**
 * When the letter goes: now (nothing given), the next morning, or the moment given, which may be
 * neither in the past (beyond a few minutes' leeway: sent now then) nor more than 30 days ahead (400).
 */
export function sendMoment(sendAt: string | undefined | null, now: Date): Date {
  if (sendAt === undefined || sendAt === null || sendAt === '') return now;
  if (sendAt === NEXT_MORNING) return nextMorning(now);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(sendAt)) throw RecruitingErrors.invalidSendAt();
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime())) throw RecruitingErrors.invalidSendAt();
  if (at.getTime() < now.getTime() - PAST_LEEWAY_MS) throw RecruitingErrors.invalidSendAt();
  if (at.getTime() > now.getTime() + RECRUITING_LIMITS.maxSendDelayDays * 24 * 3600_000) throw RecruitingErrors.invalidSendAt();
  return at.getTime() < now.getTime() ? now : at;
}

/** The language of a candidate's letters: theirs when known, else the company's (its colleague's), else Russian. */
export function letterLang(...candidates: Array<string | null | undefined>): CandidateLang {
  for (const lang of candidates) if (lang === 'ru' || lang === 'uk' || lang === 'en') return lang;
  return 'ru';
}
