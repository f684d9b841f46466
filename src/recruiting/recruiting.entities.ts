import type { EntityDefinition } from '../shared/database/entity-list.js';
import { ApplicationMoveSchema, ApplicationSchema } from './domain/application.entity.js';
import { CandidateContactSchema, CandidateSchema } from './domain/candidate.entity.js';
import { RejectionLetterSchema, RejectionReasonSchema } from './domain/rejection.entity.js';
import { StageSchema } from './domain/stage.entity.js';
import { CandidateErasureSchema, RetentionWarningSchema } from './domain/candidate-erasure.entity.js';
import { CandidateFileSchema } from './domain/candidate-file.entity.js';
import { NoteSchema } from './domain/note.entity.js';
import { PublicApplicationSchema } from './domain/public-application.entity.js';
import { RecruitingSettingsSchema } from './domain/recruiting-settings.entity.js';
import { TaskSchema } from './domain/task.entity.js';
import { MeetingSchema } from './domain/meeting.entity.js';
import { ApplicationStaySchema } from './queries/read/application-stay.entity.js';
import { FunnelApplicationDaySchema, FunnelStayDaySchema } from './queries/read/funnel-day.entity.js';
import { ScorecardSchema } from './domain/scorecard.entity.js';
import { OpeningSchema } from './domain/opening.entity.js';

/** Entities owned by the recruiting context (tables `rc_*`); registered with the ORM by the composition root. */
export const recruitingEntities: EntityDefinition[] = [
  CandidateSchema,
  CandidateContactSchema,
  StageSchema,
  ApplicationSchema,
  ApplicationMoveSchema,
  RejectionReasonSchema,
  RejectionLetterSchema,
  // Notes, tasks, CV files, settings and personal data (recruiting-records).
  NoteSchema,
  TaskSchema,
  CandidateFileSchema,
  RecruitingSettingsSchema,
  CandidateErasureSchema,
  RetentionWarningSchema,
  // Meetings (interviews with calendar invitations).
  MeetingSchema,
  // The hiring report's read model.
  ApplicationStaySchema,
  FunnelStayDaySchema,
  FunnelApplicationDaySchema,
  // Interviewers' scorecards.
  ScorecardSchema,
  // Openings of published vacancies (careers).
  OpeningSchema,
  // Applications made on the careers pages: their status links.
  PublicApplicationSchema,
];
