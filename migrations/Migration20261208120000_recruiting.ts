import { Migration } from '@mikro-orm/migrations';

/** The reasons an application ends without a hire, seeded in the three languages (ids are stable: rows name them). */
const REASONS: Array<[number, string, 'ours' | 'theirs', string, string, string]> = [
  [1, 'experience', 'ours', 'Не подходит по опыту', 'Не підходить за досвідом', 'Not enough relevant experience'],
  [2, 'skills', 'ours', 'Не подходит по навыкам', 'Не підходить за навичками', 'The skills do not match'],
  [3, 'other-candidate', 'ours', 'Выбран другой кандидат', 'Обрано іншого кандидата', 'Another candidate was chosen'],
  [4, 'vacancy-closed', 'ours', 'Вакансия закрыта', 'Вакансію закрито', 'The vacancy was closed'],
  [5, 'no-response', 'ours', 'Кандидат не отвечает', 'Кандидат не відповідає', 'The candidate does not respond'],
  [6, 'declined', 'theirs', 'Кандидат отказался', 'Кандидат відмовився', 'The candidate declined'],
  [7, 'salary', 'theirs', 'Не устроила зарплата', 'Не влаштувала зарплата', 'The salary did not suit the candidate'],
  [8, 'other-offer', 'theirs', 'Принял другое предложение', 'Прийняв іншу пропозицію', 'The candidate accepted another offer'],
];

/**
 * The recruiting context's tables: candidates and their contacts (one row per normalized e-mail or
 * phone, unique within the company: no duplicates even for two requests at once), stages (the
 * company's template and each vacancy's own), applications (one open per candidate and vacancy)
 * with their history of moves, rejection reasons and the letters rejections sent.
 */
export class Migration20261208120000_recruiting extends Migration {
  override name = 'Migration20261208120000_recruiting';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rc_candidate" ("id" uuid not null, "company_id" uuid not null, "name" varchar(100) not null, "lname" varchar(100) not null, "emails" jsonb not null, "phones" jsonb not null, "source" varchar(16) not null, "referrer_id" uuid null, "tags" jsonb not null, "consent" jsonb null, "lang" varchar(2) not null, "retain_until" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_candidate_company_created_index" on "rc_candidate" ("company_id", "created_at");`);
    this.addSql(
      `create table "rc_candidate_contact" ("company_id" uuid not null, "kind" varchar(8) not null, "value" varchar(254) not null, "candidate_id" uuid not null, primary key ("company_id", "kind", "value"));`,
    );
    this.addSql(`create index "rc_candidate_contact_candidate_index" on "rc_candidate_contact" ("candidate_id");`);

    this.addSql(
      `create table "rc_stage" ("id" uuid not null, "company_id" uuid not null, "vacancy_id" uuid null, "kind" varchar(8) not null, "name" varchar(60) null, "position" int not null, "removed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_stage_company_vacancy_index" on "rc_stage" ("company_id", "vacancy_id", "position");`);

    this.addSql(
      `create table "rc_application" ("id" uuid not null, "company_id" uuid not null, "candidate_id" uuid not null, "vacancy_id" uuid not null, "stage_id" uuid not null, "status" varchar(16) not null, "version" int not null, "rejection_reason_id" int null, "created_by" uuid null, "created_at" timestamptz not null, "closed_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_application_vacancy_index" on "rc_application" ("company_id", "vacancy_id", "status");`);
    this.addSql(`create index "rc_application_candidate_index" on "rc_application" ("candidate_id");`);
    this.addSql(
      `create unique index "rc_application_open_unique" on "rc_application" ("candidate_id", "vacancy_id") where "status" = 'open';`,
    );
    this.addSql(
      `create table "rc_application_move" ("id" bigserial primary key, "application_id" uuid not null, "company_id" uuid not null, "from_stage_id" uuid null, "to_stage_id" uuid not null, "by_user_id" uuid null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "rc_application_move_application_index" on "rc_application_move" ("application_id", "at");`);

    this.addSql(
      `create table "rc_rejection_reason" ("id" serial primary key, "code" varchar(40) not null, "side" varchar(8) not null, "name_ru" varchar(100) not null, "name_uk" varchar(100) not null, "name_en" varchar(100) not null, "sort" int not null);`,
    );
    this.addSql(`alter table "rc_rejection_reason" add constraint "rc_rejection_reason_code_unique" unique ("code");`);
    for (const [id, code, side, ru, uk, en] of REASONS) {
      this.addSql(
        `insert into "rc_rejection_reason" ("id", "code", "side", "name_ru", "name_uk", "name_en", "sort") values (${id}, '${code}', '${side}', '${ru}', '${uk}', '${en}', ${id * 10});`,
      );
    }
    this.addSql(`select setval('rc_rejection_reason_id_seq', (select max("id") from "rc_rejection_reason"));`);

    this.addSql(
      `create table "rc_rejection_letter" ("id" uuid not null, "company_id" uuid not null, "candidate_id" uuid not null, "application_id" uuid not null, "reason_id" int not null, "lang" varchar(2) not null, "to" varchar(254) null, "subject" varchar(200) not null, "body" text not null, "send_at" timestamptz not null, "queued_at" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "rc_rejection_letter_candidate_index" on "rc_rejection_letter" ("candidate_id", "created_at");`);
    this.addSql(`alter table "rc_rejection_letter" add constraint "rc_rejection_letter_application_unique" unique ("application_id");`);
  }

  override down(): void | Promise<void> {
    for (const table of [
      'rc_rejection_letter',
      'rc_rejection_reason',
      'rc_application_move',
      'rc_application',
      'rc_stage',
      'rc_candidate_contact',
      'rc_candidate',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
