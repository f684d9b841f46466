import { Migration } from '@mikro-orm/migrations';

/**
 * Meetings (interviews and colleagues' meetings) with their iCalendar UID and SEQUENCE, and the
 * company's time zone among its recruiting settings (Europe/Kyiv until it sets another).
 */
export class Migration20261209120000_meetings extends Migration {
  override name = 'Migration20261209120000_meetings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rc_meeting" ("id" uuid not null, "uid" varchar(80) not null, "company_id" uuid not null, "title" varchar(200) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "time_zone" varchar(64) not null, "office_id" varchar(80) null, "location" varchar(300) null, "link" varchar(500) null, "application_id" uuid null, "candidate_id" uuid null, "invite_candidate" boolean not null, "organizer_id" uuid not null, "participant_ids" jsonb not null, "sequence" int not null, "cancelled_at" timestamptz null, "cancelled_by" uuid null, "reminded_day_at" timestamptz null, "reminded_hour_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "rc_meeting" add constraint "rc_meeting_uid_unique" unique ("uid");`);
    this.addSql(`create index "rc_meeting_company_starts_index" on "rc_meeting" ("company_id", "starts_at");`);
    this.addSql(`create index "rc_meeting_application_index" on "rc_meeting" ("application_id", "starts_at");`);
    // btree_gin (recruiting_records) lets the company's uuid sit beside the jsonb's containment.
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create index "rc_meeting_participants_idx" on "rc_meeting" using gin ("company_id", "participant_ids");`);
    this.addSql(`alter table "rc_settings" add column "time_zone" varchar(64) not null default 'Europe/Kyiv';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rc_settings" drop column if exists "time_zone";`);
    this.addSql(`drop table if exists "rc_meeting" cascade;`);
  }
}
