import { defineEntity, p } from '@mikro-orm/core';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { VacancyOpened, VacancyOpeningClosed } from './opening.events.js';

/** A vacancy is opened for at most this many days ahead (issue 38: no posting left open for ever). */
export const MAX_OPEN_DAYS = 90;

export const OpeningErrors = {
  /** Not a real day, in the past, or more than MAX_OPEN_DAYS ahead. */
  validThrough: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { valid_through: 'recruiting.validThrough' }),
  /** Only a verified company publishes. */
  notVerified: () => DomainError.forbidden('COMPANY_NOT_VERIFIED', 'recruiting.notVerified'),
  /** close_vacancy of a vacancy that takes no applications. */
  notOpen: () => DomainError.conflict('OPENING_NOT_OPEN', 'recruiting.openingNotOpen'),
};

const OpeningSchema = defineEntity({
  name: 'Opening',
  tableName: 'rc_opening',
  properties: {
    vacancyId: p.uuid().primary(),
    companyId: p.uuid(),
    validThrough: p.string().length(10),
    isPublic: p.boolean(),
    openedAt: p.datetime(),
    openedBy: p.uuid(),
    closedAt: p.datetime().nullable(),
    closedBy: p.uuid().nullable(),
  },
  indexes: [{ name: 'rc_opening_company_index', properties: ['companyId'] }],
});

/** `day` + `days` as YYYY-MM-DD (calendar arithmetic in UTC: days have no clock). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A real calendar day from today through today + MAX_OPEN_DAYS (today: Kyiv's). */
export function checkValidThrough(day: string, today: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || addDays(day, 0) !== day) throw OpeningErrors.validThrough();
  if (day < today || day > addDays(today, MAX_OPEN_DAYS)) throw OpeningErrors.validThrough();
  return day;
}

/**
 * The opening of a published vacancy (`rc_opening`, one row per vacancy): open until
 * `validThrough`, listed publicly or not; opened again after it closed, with new dates.
 */
export class Opening extends OpeningSchema.class {
  get isOpen(): boolean {
    return this.closedAt === null || this.closedAt === undefined;
  }

  static open(fields: {
    companyId: string;
    vacancyId: string;
    validThrough: string;
    isPublic: boolean;
    byUserId: string;
    now: Date;
  }): Opening {
    const opening = new Opening();
    Object.assign(opening, { companyId: fields.companyId, vacancyId: fields.vacancyId, closedAt: null, closedBy: null });
    opening.reopen(fields);
    return opening;
  }

  /** New dates and listing for an open or closed opening. */
  reopen(fields: { validThrough: string; isPublic: boolean; byUserId: string; now: Date }): void {
    this.validThrough = fields.validThrough;
    this.isPublic = fields.isPublic;
    this.openedAt = fields.now;
    this.openedBy = fields.byUserId;
    this.closedAt = null;
    this.closedBy = null;
    recordEvent(this, new VacancyOpened(this.companyId, this.vacancyId, fields.byUserId, fields.validThrough, fields.isPublic));
  }

  close(byUserId: string, now: Date, message: string | null): void {
    if (!this.isOpen) throw OpeningErrors.notOpen();
    this.closedAt = now;
    this.closedBy = byUserId;
    recordEvent(this, new VacancyOpeningClosed(this.companyId, this.vacancyId, byUserId, message));
  }
}
OpeningSchema.setClass(Opening);
export { OpeningSchema };
