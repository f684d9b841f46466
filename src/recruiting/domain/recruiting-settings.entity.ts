import { defineEntity, p } from '@mikro-orm/core';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { MeetingErrors } from './meeting.errors.js';
import { SettingsErrors } from './recruiting-records.errors.js';
import { CandidatesRetentionDue } from './recruiting-records.events.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from './meeting.rules.js';

/** What a company may set, and what it has until it does. */
export const SETTINGS_DEFAULTS = { staleDays: 5, retentionMonths: 24, timeZone: DEFAULT_TIME_ZONE } as const;
export const SETTINGS_LIMITS = { staleDays: { min: 1, max: 90 }, retentionMonths: { min: 1, max: 120 } } as const;

/** A company's recruiting settings; no row: the defaults. */
const RecruitingSettingsSchema = defineEntity({
  name: 'RecruitingSettings',
  tableName: 'rc_settings',
  properties: {
    companyId: p.uuid().primary(),
    /** An open application untouched this many days becomes a task for the vacancy's author. */
    staleDays: p.integer(),
    /** A candidate is kept this many months after their last activity, then anonymised. */
    retentionMonths: p.integer(),
    /** The company's time zone (IANA): meetings are shown, written and reminded in it. */
    timeZone: p.string().length(64).default('Europe/Kyiv'),
    updatedBy: p.uuid().nullable(),
    updatedAt: p.datetime(),
  },
});

export interface SettingsValues {
  staleDays: number;
  retentionMonths: number;
  /** IANA name (Europe/Kyiv unless set). */
  timeZone: string;
}

export class RecruitingSettings extends RecruitingSettingsSchema.class {
  /** Checks the values a colleague sends (whole numbers within the limits). */
  static checked(values: Partial<SettingsValues>, current: SettingsValues): SettingsValues {
    const staleDays = values.staleDays ?? current.staleDays;
    const retentionMonths = values.retentionMonths ?? current.retentionMonths;
    const within = (value: number, limit: { min: number; max: number }) =>
      Number.isInteger(value) && value >= limit.min && value <= limit.max;
    if (!within(staleDays, SETTINGS_LIMITS.staleDays)) throw SettingsErrors.staleDays();
    if (!within(retentionMonths, SETTINGS_LIMITS.retentionMonths)) throw SettingsErrors.retentionMonths();
    const timeZone = values.timeZone ?? current.timeZone;
    if (!isTimeZone(timeZone)) throw MeetingErrors.timeZone();
    return { staleDays, retentionMonths, timeZone };
  }

  /** The company is told that `count` candidates' data is anonymised from `firstDate` (YYYY-MM-DD) on. */
  warnRetention(count: number, firstDate: string): void {
    if (count > 0) recordEvent(this, new CandidatesRetentionDue(this.companyId, count, firstDate));
  }
}
RecruitingSettingsSchema.setClass(RecruitingSettings);
export { RecruitingSettingsSchema };
