import { Module } from '@nestjs/common';
import { MarkAllNoticesReadHandler } from './commands/mark-all-notices-read.js';
import { MarkNoticeReadHandler } from './commands/mark-notice-read.js';
import { SetNoticeSettingsHandler } from './commands/set-notice-settings.js';
import { NoticesOnCompanyEvents } from './events/notices-on-company-events.js';
import { NoticesOnVacancyEvents } from './events/notices-on-vacancy-events.js';
import { NoticesOnVerifierDecisions } from './events/notices-on-verifier-decisions.js';
import { NoticesOnRecruitingEvents } from './events/notices-on-recruiting-events.js';
import { NoticesOnMeetingReminders } from './events/notices-on-meeting-reminders.js';
import { NoticesOnScorecardsRequested } from './events/notices-on-scorecards-requested.js';
import { PublishLiveOnNotices } from './events/publish-live-on-notices.js';
import { NoticesController } from './http/notices.controller.js';
import { GetNoticesHandler } from './queries/get-notices.query.js';
import { GetNoticeSettingsHandler } from './queries/notice-settings.query.js';
import { GetNoticeChoiceHandler } from './queries/notice-choice.query.js';

/**
 * The notification centre (docs/architecture.md, "Bounded contexts"): every user's in-app notifications,
 * a projection of other contexts' events (through the outbox, once per handler), and each user's
 * choice of channels per kind, which the e-mail senders of other contexts ask through the contract.
 */
@Module({
  controllers: [NoticesController],
  providers: [
    NoticesOnCompanyEvents,
    NoticesOnVerifierDecisions,
    NoticesOnVacancyEvents,
    NoticesOnRecruitingEvents,
    NoticesOnMeetingReminders,
    NoticesOnScorecardsRequested,
    // After the projections: the relay runs a module's handlers in this order, each committed.
    PublishLiveOnNotices,
    GetNoticesHandler,
    GetNoticeSettingsHandler,
    GetNoticeChoiceHandler,
    MarkNoticeReadHandler,
    MarkAllNoticesReadHandler,
    SetNoticeSettingsHandler,
  ],
})
export class NoticesModule {}
