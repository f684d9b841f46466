import { DomainError } from '../../shared/domain/domain-error.js';

/**
 * The stable error codes of scorecards (a wrong rating or recommendation is a VALIDATION_FAILED of
 * scorecard.rules.ts). Texts in recruiting-reports.messages.ts.
 */
export const ScorecardErrors = {
  /** Only a participant of the interview fills a scorecard of it. */
  notInterviewer: () => DomainError.forbidden('SCORECARD_NOT_INTERVIEWER', 'recruiting.scorecardNotInterviewer'),
  /** Not an interview (no application), cancelled, or not ended yet. */
  notHeld: () => DomainError.conflict('INTERVIEW_NOT_ENDED', 'recruiting.meetingNotInterview'),
  /** Filled once. */
  submitted: () => DomainError.conflict('SCORECARD_SUBMITTED', 'recruiting.scorecardSubmitted'),
};
