/**
 * Public contract of the recruiting context: candidates, their applications to the company's
 * vacancies and the stages those move through. A leaf file (rule contract-is-a-leaf): commands,
 * queries, integration events and plain types only.
 *
 * Events through the outbox: CandidateAdded, CandidatesMerged, ApplicationAdded, ApplicationMoved,
 * ApplicationRejected (with the letter the candidate is sent); notes and tasks add theirs.
 */
export {
  ApplicationAdded,
  ApplicationMoved,
  ApplicationRejected,
  ApplicationWithdrawn,
  CandidateAdded,
  CandidatesMerged,
  type RejectionLetterPayload,
} from './domain/recruiting.events.js';
// Notes, tasks, CV files and personal data: NoteAdded (mentions → the notices' `mention`),
// TaskAssigned, CandidateFileAdded, CandidateErased (forget the candidate's name),
// CandidatesRetentionDue (the owner and administrators are told 14 days before).
export {
  CandidateErased,
  CandidateFileAdded,
  CandidatesRetentionDue,
  NoteAdded,
  TaskAssigned,
} from './domain/recruiting-records.events.js';
// Meetings: MeetingPlanned / MeetingChanged / MeetingCancelled (the invitations), MeetingReminderDue
// (a participant's notice a day and an hour before); GetMeetingSummaryQuery names one for a notice.
export { MeetingCancelled, MeetingChanged, MeetingPlanned, MeetingReminderDue } from './domain/meeting.events.js';
export { ScorecardsRequested, ScorecardSubmitted } from './domain/scorecard.events.js';
export { GetMeetingSummaryQuery, type MeetingSummary } from './queries/meeting-summary.query.js';
export { GetCandidateNamesQuery, type CandidateName } from './queries/candidate-names.query.js';
export { QuickSearchCandidatesQuery, type CandidateHit } from './queries/quick-search-candidates.query.js';
// Openings (docs/careers.md): VacancyOpened, VacancyOpeningClosed; GetOpeningsQuery for the careers read model.
export { VacancyOpened, VacancyOpeningClosed } from './domain/opening.events.js';
export { GetOpeningsQuery, type OpeningFacts } from './queries/get-openings.query.js';
// The careers pages (src/careers) write only through these: the application from the apply form, the
// candidate's status page and their withdrawal (docs/careers.md, "Applying").
export {
  ApplyFromCareersCommand,
  type CareersApplicationInput,
  type CareersApplicationResult,
} from './commands/apply-from-careers.js';
export { WithdrawPublicApplicationCommand } from './commands/withdraw-public-application.js';
export { GetPublicApplicationQuery, type PublicApplicationView } from './queries/get-public-application.query.js';
