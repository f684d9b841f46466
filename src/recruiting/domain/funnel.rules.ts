import type { StageKind } from '../../shared/contract/recruiting.js';
import { DomainError } from '../../shared/domain/domain-error.js';

/*
 * The hiring report's rules (get_funnel_report, docs/recruiting.md "Reports"), pure: the period a
 * request names, how the stages of many boards become one funnel, conversion and shares. The SQL
 * (queries/read/funnel.sql.ts) counts; these decide what the counts mean.
 */

/** The longest period one report covers: a funnel of several years says nothing a year's does not. */
export const FUNNEL_MAX_DAYS = 731;
/** Without a period: the last 90 days, today included. */
export const FUNNEL_DEFAULT_DAYS = 90;
const DAY_MS = 86_400_000;

/** A report's period: applications that began from `from` (a Kyiv day) to `to` (a Kyiv day, included). */
export interface FunnelPeriod {
  from: string;
  to: string;
}

const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The Kyiv calendar day of a moment. */
export function kyivDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The period asked for: missing ends are filled (to: today in Kyiv; from: 89 days before `to`);
 * 400 VALIDATION_FAILED for a day that is no date, `from` after `to`, or more than two years.
 */
export function funnelPeriod(from: string | undefined, to: string | undefined, now: Date): FunnelPeriod {
  const end = to ?? kyivDay(now);
  if (!isDay(end)) throw invalidPeriod('to');
  const start = from ?? dayOf(Date.parse(`${end}T00:00:00Z`) - (FUNNEL_DEFAULT_DAYS - 1) * DAY_MS);
  if (!isDay(start)) throw invalidPeriod('from');
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1 || days > FUNNEL_MAX_DAYS) throw invalidPeriod('from');
  return { from: start, to: end };
}

const invalidPeriod = (field: 'from' | 'to') =>
  DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: 'recruiting.invalidPeriod' });

/**
 * What makes stages of different boards one row of the company's funnel: the fixed ones by kind,
 * the steps by name (case aside), as every board began as a copy of the company's template.
 */
export function stageKey(kind: StageKind, name: string | null): string {
  return kind === 'step' ? `step:${(name ?? '').trim().toLocaleLowerCase('ru')}` : kind;
}

/** A share in per cent with one decimal; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Seconds as days with one decimal (null stays null: nobody has done it yet). */
export function days(seconds: number | null | undefined): number | null {
  return seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / 86_400) * 10) / 10;
}

/**
 * The median of durations counted in tenths of a day (bucket n: from n/10 up to (n+1)/10 days): the
 * tenth the middle one fell in, the lower middle for an even count; null without any.
 */
export function bucketMedian(buckets: ReadonlyArray<{ bucket: number; count: number }>): number | null {
  const total = buckets.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const { bucket, count } of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= middle) return bucket / 10;
  }
  return null;
}

export interface FunnelStageCount {
  key: string;
  kind: StageKind;
  entered: number;
}

/**
 * Conversion of each stage: of the applications that entered it, the share that entered the next
 * stage of the funnel ("Отказ" is no stage of the funnel: it has none, nor has the last).
 */
export function conversions(stages: readonly FunnelStageCount[]): Array<number | null> {
  const funnel = stages.filter((stage) => stage.kind !== 'rejected');
  return stages.map((stage) => {
    if (stage.kind === 'rejected') return null;
    const next = funnel[funnel.indexOf(stage) + 1];
    return next ? percent(next.entered, stage.entered) : null;
  });
}

/** Fixed order of the funnel: "Новый", the steps by their position, "Принят", "Отказ". */
export function funnelOrder(a: { kind: StageKind; position: number }, b: { kind: StageKind; position: number }): number {
  const rank = (kind: StageKind) => ({ new: 0, step: 1, hired: 2, rejected: 3 })[kind];
  return rank(a.kind) - rank(b.kind) || a.position - b.position;
}
