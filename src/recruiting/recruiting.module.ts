import { type DynamicModule, Module } from '@nestjs/common';
import { AddApplicationHandler } from './commands/add-application.js';
import { AddCandidateHandler } from './commands/add-candidate.js';
import { MergeCandidatesHandler } from './commands/merge-candidates.js';
import { MoveApplicationHandler } from './commands/move-application.js';
import { RejectApplicationHandler } from './commands/reject-application.js';
import { SetStagesHandler } from './commands/set-stages.js';
import { UpdateCandidateHandler } from './commands/update-candidate.js';
import { PublishLiveOnRecruiting } from './events/publish-live-on-recruiting.js';
import { RejectApplicantsOnVacancyClosed } from './events/reject-applicants-on-vacancy-closed.js';
import { SendLetterOnApplicationRejected } from './events/send-letter-on-application-rejected.js';
import { CandidatesController } from './http/candidates.controller.js';
import { PipelineController } from './http/pipeline.controller.js';
import { ReportsController } from './http/reports.controller.js';
import { ScorecardsController } from './http/scorecards.controller.js';
import { RequestScorecardsHandler } from './commands/request-scorecards.js';
import { SubmitScorecardHandler } from './commands/submit-scorecard.js';
import { GetScorecardsHandler } from './queries/get-scorecards.query.js';
import { GetFunnelReportHandler } from './queries/get-funnel-report.query.js';
import { OpeningsController } from './http/openings.controller.js';
import { OpenVacancyHandler } from './commands/open-vacancy.js';
import { CloseOpeningHandler } from './commands/close-opening.js';
import { GetOpeningsHandler } from './queries/get-openings.query.js';
import { GetOpeningHandler } from './queries/get-opening.query.js';
import { RecruitingAccessGuard } from './http/recruiting-access.guard.js';
import { GetApplicationHandler } from './queries/get-application.query.js';
import { GetBoardHandler } from './queries/get-board.query.js';
import { GetCandidateHandler } from './queries/get-candidate.query.js';
import { GetCandidatesHandler } from './queries/get-candidates.query.js';
import { GetRejectionLetterHandler } from './queries/get-rejection-letter.query.js';
import { GetRejectionReasonsHandler } from './queries/get-rejection-reasons.query.js';
import { GetStagesHandler } from './queries/get-stages.query.js';
import { registerQueues } from '../shared/redis/observed-connections.js';
import { AddCandidateFileHandler } from './commands/add-candidate-file.js';
import { AddNoteHandler } from './commands/add-note.js';
import { AddTaskHandler } from './commands/add-task.js';
import { ApplyRetentionHandler } from './commands/apply-retention.js';
import { CompleteTaskHandler } from './commands/complete-task.js';
import { EraseCandidateHandler } from './commands/erase-candidate.js';
import { FlagStaleApplicationsHandler } from './commands/flag-stale-applications.js';
import { SetRecruitingSettingsHandler } from './commands/set-recruiting-settings.js';
import { ExtractTextOnCandidateFileAdded } from './events/extract-text-on-candidate-file-added.js';
import { MailOnRecruitingNotices } from './events/mail-on-recruiting-notices.js';
import { MailRecruitersOnApplicationWithdrawn } from './events/mail-recruiters-on-application-withdrawn.js';
import { CV_TEXT_QUEUE } from './files/cv-queue.js';
import { CvStorage } from './files/cv-storage.js';
import { CvTextProcessor } from './files/cv-text.processor.js';
import { CandidateFilesController } from './http/candidate-files.controller.js';
import { CandidateRecordsController } from './http/candidate-records.controller.js';
import { PersonalDataController } from './http/personal-data.controller.js';
import { GetCandidateNamesHandler } from './queries/candidate-names.query.js';
import { GetCandidateRecordsHandler } from './queries/candidate-records.query.js';
import { ExportCandidateHandler } from './queries/export-candidate.js';
import { GetCandidateFileHandler } from './queries/get-candidate-file.js';
import { GetRecruitingSettingsHandler } from './queries/get-recruiting-settings.js';
import { GetTasksHandler } from './queries/get-tasks.js';
import { QuickSearchCandidatesHandler } from './queries/quick-search-candidates.query.js';
import { CandidateCvs } from './services/candidate-cvs.js';
import { CandidateEraser } from './services/candidate-eraser.js';
import { AddMeetingHandler } from './commands/add-meeting.js';
import { CancelMeetingHandler } from './commands/cancel-meeting.js';
import { RemindMeetingsHandler } from './commands/remind-meetings.js';
import { UpdateMeetingHandler } from './commands/update-meeting.js';
import { SendInvitationsOnMeetingEvents } from './events/send-invitations-on-meeting-events.js';
import { MeetingsController } from './http/meetings.controller.js';
import { CheckMeetingConflictsHandler } from './queries/check-meeting-conflicts.js';
import { GetMeetingsHandler } from './queries/get-meetings.js';
import { GetMeetingSummaryHandler } from './queries/meeting-summary.query.js';
import { ApplyFromCareersHandler } from './commands/apply-from-careers.js';
import { WithdrawPublicApplicationHandler } from './commands/withdraw-public-application.js';
import { GetPublicApplicationHandler } from './queries/get-public-application.query.js';
import { DailyJobsProcessor, DailyJobsScheduler, RECRUITING_DAILY_QUEUE } from './services/daily-jobs.js';

/** Notes, tasks, CV files, search and personal data (docs/recruiting.md): their controllers and handlers. */
const RECORDS_CONTROLLERS = [CandidateRecordsController, CandidateFilesController, PersonalDataController];
/** The hiring reports and scorecards (docs/recruiting.md "Reports", "Scorecards"). */
const REPORTS_CONTROLLERS = [ReportsController, ScorecardsController];
const REPORTS_PROVIDERS = [GetFunnelReportHandler, SubmitScorecardHandler, RequestScorecardsHandler, GetScorecardsHandler];
const RECORDS_PROVIDERS = [
  CvStorage,
  CandidateCvs,
  CandidateEraser,
  AddNoteHandler,
  AddTaskHandler,
  CompleteTaskHandler,
  SetRecruitingSettingsHandler,
  AddCandidateFileHandler,
  EraseCandidateHandler,
  FlagStaleApplicationsHandler,
  ApplyRetentionHandler,
  GetTasksHandler,
  GetRecruitingSettingsHandler,
  GetCandidateRecordsHandler,
  GetCandidateFileHandler,
  GetCandidateNamesHandler,
  QuickSearchCandidatesHandler,
  ExportCandidateHandler,
  ExtractTextOnCandidateFileAdded,
  MailOnRecruitingNotices,
  // The careers pages' applications (docs/careers.md, "Applying"), through the contract.
  ApplyFromCareersHandler,
  GetPublicApplicationHandler,
  WithdrawPublicApplicationHandler,
  MailRecruitersOnApplicationWithdrawn,
];

/** Meetings (interviews and colleagues' meetings with calendar invitations, their reminders). */
const MEETING_PROVIDERS = [
  AddMeetingHandler,
  UpdateMeetingHandler,
  CancelMeetingHandler,
  RemindMeetingsHandler,
  GetMeetingsHandler,
  CheckMeetingConflictsHandler,
  GetMeetingSummaryHandler,
  SendInvitationsOnMeetingEvents,
];

/**
 * The recruiting bounded context (docs/recruiting.md): candidates, applications and their stages,
 * rejections with their letters; notes, tasks, CV files, search and personal data beside them.
 * Other contexts reach it only through recruiting.contract.ts; company (membership, rights) and
 * profiling (vacancies, selection stages) are reached only through theirs.
 */
@Module({
  imports: [registerQueues({ name: CV_TEXT_QUEUE }, { name: RECRUITING_DAILY_QUEUE })],
  controllers: [
    CandidatesController,
    PipelineController,
    OpeningsController,
    ...RECORDS_CONTROLLERS,
    MeetingsController,
    ...REPORTS_CONTROLLERS,
  ],
  providers: [
    RecruitingAccessGuard,
    // Candidates and the pipeline.
    AddCandidateHandler,
    UpdateCandidateHandler,
    MergeCandidatesHandler,
    AddApplicationHandler,
    MoveApplicationHandler,
    RejectApplicationHandler,
    SetStagesHandler,
    // Openings of published vacancies (docs/careers.md).
    OpenVacancyHandler,
    CloseOpeningHandler,
    GetOpeningsHandler,
    GetOpeningHandler,
    GetCandidatesHandler,
    GetCandidateHandler,
    GetApplicationHandler,
    GetBoardHandler,
    GetRejectionReasonsHandler,
    GetRejectionLetterHandler,
    GetStagesHandler,
    RejectApplicantsOnVacancyClosed,
    SendLetterOnApplicationRejected,
    // After the writes' own handlers: the boards reload once the change is there.
    PublishLiveOnRecruiting,
    ...RECORDS_PROVIDERS,
    ...MEETING_PROVIDERS,
    ...REPORTS_PROVIDERS,
  ],
})
export class RecruitingModule {
  /** `processors`: the worker role also reads CVs' text and runs the daily jobs (stale applications, retention). */
  static register(options: { processors: boolean }): DynamicModule {
    return { module: RecruitingModule, providers: options.processors ? [CvTextProcessor, DailyJobsProcessor, DailyJobsScheduler] : [] };
  }
}
