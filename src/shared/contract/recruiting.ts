/*
 * The recruiting pipeline as both sides see it: where a candidate came from, the kinds of a stage
 * on the board, the applications' statuses, the rejection reasons' sides, when a letter may be sent
 * and the limits the server enforces and the web checks before sending. The server (src/recruiting)
 * and the web (web/src/features/recruiting) import them from here; neither repeats them.
 */

/** Where a candidate came from: the careers page, a colleague's referral, a job site, an agency, added by hand. */
export const CANDIDATE_SOURCES = ['careers', 'referral', 'job-site', 'agency', 'manual'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

/**
 * A stage's kind: the fixed first column `new` ("Новый"), the company's or vacancy's own `step`s
 * between, and the two ends `hired` ("Принят") and `rejected` ("Отказ").
 */
export const STAGE_KINDS = ['new', 'step', 'hired', 'rejected'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** open while it moves; hired or rejected once it reached an end (nothing moves it after). */
export const APPLICATION_STATUSES = ['open', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Who ended it: we rejected the candidate, or the candidate withdrew. */
export const REJECTION_SIDES = ['ours', 'theirs'] as const;
export type RejectionSide = (typeof REJECTION_SIDES)[number];

/** The languages a letter to a candidate is written in. */
export const CANDIDATE_LANGS = ['ru', 'uk', 'en'] as const;
export type CandidateLang = (typeof CANDIDATE_LANGS)[number];

/** `send_at` of reject_application: a moment (ISO date-time) or the next morning, 09:00 Kyiv time. */
export const NEXT_MORNING = 'next-morning';
/** The hour and time zone of "the next morning". */
export const NEXT_MORNING_HOUR = 9;
export const NEXT_MORNING_ZONE = 'Europe/Kyiv';

/** What the server refuses beyond and the client checks before sending. */
export const RECRUITING_LIMITS = {
  nameLength: 100,
  emailLength: 254,
  /** E-mails and phones a candidate keeps (a person's work and private addresses, a second phone). */
  contacts: 5,
  tags: 20,
  tagLength: 40,
  /** Steps between "Новый" and the two ends. */
  steps: 12,
  stageNameLength: 60,
  letterSubjectLength: 200,
  letterBodyLength: 5000,
  /** Candidates on one page of get_candidates. */
  pageSize: 20,
  /** How far ahead a letter may be put off. */
  maxSendDelayDays: 30,
} as const;

/**
 * What a candidate who applied on the careers pages sees of their application (the status page,
 * `/application/<token>`): never a stage's own name, only one of these, mapped from the stage
 * (src/recruiting/domain/public-application.rules.ts).
 */
export const PUBLIC_APPLICATION_STATES = ['received', 'in-review', 'interview', 'decision'] as const;
export type PublicApplicationState = (typeof PUBLIC_APPLICATION_STATES)[number];

/** The careers apply form's limits: a CV smaller than the 10 MB a colleague may upload. */
export const CAREERS_LIMITS = {
  cvBytes: 5 * 1024 * 1024,
  /** A consent text's version as recorded with the candidate (e.g. `careers-2026-12`). */
  consentVersionLength: 32,
} as const;
