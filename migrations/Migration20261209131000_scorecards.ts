import { Migration } from '@mikro-orm/migrations';

/** Interviewers' scorecards (src/recruiting/domain/scorecard.entity.ts): one per interview and interviewer. */
export class Migration20261209131000_scorecards extends Migration {
  override name = 'Migration20261209131000_scorecards';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rc_scorecard" ("id" uuid not null, "company_id" uuid not null, "meeting_id" uuid not null, "application_id" uuid not null, "author_id" uuid not null, "task_id" uuid null, "ratings" jsonb not null, "recommendation" varchar(12) null, "comment" text null, "requested_at" timestamptz not null, "submitted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_scorecard_application_index" on "rc_scorecard" ("application_id");`);
    this.addSql(`alter table "rc_scorecard" add constraint "rc_scorecard_meeting_author_unique" unique ("meeting_id", "author_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rc_scorecard";`);
  }
}
