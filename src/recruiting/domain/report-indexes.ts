/*
 * The indexes the hiring report reads (queries/read/funnel.sql.ts), declared once for the entities;
 * the migration that made them writes them out, so it never changes after it ran.
 */

/** The company's applications of a period, read without their rows (index-only). */
export const APPLICATION_PERIOD_INDEX = {
  name: 'rc_application_company_created_idx',
  expression:
    'create index "rc_application_company_created_idx" on "rc_application" ("company_id", "created_at") include ("id", "vacancy_id", "candidate_id", "status", "rejection_reason_id", "closed_at")',
};

/** The stays of the applications of a period, read without their rows. */
export const STAY_PERIOD_INDEX = {
  name: 'rc_application_stay_period_idx',
  expression:
    'create index "rc_application_stay_period_idx" on "rc_application_stay" ("company_id", "applied_at") include ("vacancy_id", "stage_id", "entered_at", "left_at", "again")',
};

/** The stays of one vacancy's applications of a period. */
export const STAY_VACANCY_INDEX = {
  name: 'rc_application_stay_vacancy_idx',
  expression:
    'create index "rc_application_stay_vacancy_idx" on "rc_application_stay" ("company_id", "vacancy_id", "applied_at") include ("stage_id", "entered_at", "left_at", "again")',
};

/** Candidates' sources by id within the company, without their rows. */
export const CANDIDATE_SOURCE_INDEX = {
  name: 'rc_candidate_company_source_idx',
  expression: 'create index "rc_candidate_company_source_idx" on "rc_candidate" ("company_id", "id") include ("source")',
};

/**
 * Keeps the report's stays (queries/read/application-stay.entity.ts) from the history: each move
 * closes the application's open stay and opens one in its new stage. Deferred to the commit, when
 * the application's row is there whatever order its unit of work wrote them in. The function it
 * runs, `rc_application_stay_on_move()`, is the migration's (Migration20261209130000_recruiting_reports).
 */
export const STAY_TRIGGER = {
  name: 'rc_application_stay_on_move',
  timing: 'after' as const,
  events: ['insert' as const],
  expression:
    'create constraint trigger "rc_application_stay_on_move" after insert on "rc_application_move" deferrable initially deferred for each row execute function rc_application_stay_on_move()',
};

/** The company's funnel rows of a period of Kyiv days (queries/read/funnel-day.entity.ts), read without the rows. */
export const FUNNEL_STAY_DAY_INDEX = {
  name: 'rc_funnel_stay_day_idx',
  expression:
    'create index "rc_funnel_stay_day_idx" on "rc_funnel_stay_day" ("company_id", "day") include ("kind", "step", "bucket", "name", "position", "stage_id", "entered", "stays")',
};

/** The company's applications of a period of Kyiv days by status, reason and source. */
export const FUNNEL_APPLICATION_DAY_INDEX = {
  name: 'rc_funnel_application_day_idx',
  expression:
    'create index "rc_funnel_application_day_idx" on "rc_funnel_application_day" ("company_id", "day") include ("status", "reason_id", "source", "count")',
};

/** The days a renamed or moved step's stays began on. */
export const STAY_STAGE_INDEX = {
  name: 'rc_application_stay_stage_idx',
  expression: 'create index "rc_application_stay_stage_idx" on "rc_application_stay" ("stage_id") include ("company_id", "applied_at")',
};

/**
 * Keep the funnel's days (Migration20261209190000_recruiting_funnel_days, which writes the functions):
 * an application's status, reason, candidate or start, a candidate's source, a step's name or place
 * recompute the days they touch at the commit. The moves' days are recomputed by the stays' trigger.
 */
export const FUNNEL_APPLICATION_TRIGGER = {
  name: 'rc_funnel_on_application',
  timing: 'after' as const,
  events: ['insert' as const, 'update' as const],
  expression:
    'create constraint trigger "rc_funnel_on_application" after insert or update on "rc_application" deferrable initially deferred for each row execute function rc_funnel_on_application()',
};
export const FUNNEL_CANDIDATE_TRIGGER = {
  name: 'rc_funnel_on_candidate',
  timing: 'after' as const,
  events: ['update' as const],
  expression:
    'create constraint trigger "rc_funnel_on_candidate" after update on "rc_candidate" deferrable initially deferred for each row execute function rc_funnel_on_candidate()',
};
export const FUNNEL_STAGE_TRIGGER = {
  name: 'rc_funnel_on_stage',
  timing: 'after' as const,
  events: ['update' as const],
  expression:
    'create constraint trigger "rc_funnel_on_stage" after update on "rc_stage" deferrable initially deferred for each row execute function rc_funnel_on_stage()',
};
