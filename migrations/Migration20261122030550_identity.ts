import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030550_identity extends Migration {
  override name = 'Migration20261122030550_identity';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "identity_user" ("id" uuid not null, "email" varchar(100) not null, "password_hash" varchar(255) not null, "role" varchar(20) not null default 'user', "lang" varchar(5) not null default 'ru', "email_confirmed_at" timestamptz null, "phone" varchar(10) null, "phone_confirmed_at" timestamptz null, "lname" varchar(100) null, "name" varchar(100) null, "sname" varchar(100) null, "birth_date" date null, "gender_id" int null, "office_presence_status_id" int null, "other_emails" jsonb not null, "other_phones" jsonb not null, "socials" jsonb not null, "avatar_key" varchar(64) null, "step" int not null default 0, "profile_created_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "identity_user" add constraint "identity_user_email_unique" unique ("email");`);
    this.addSql(
      `create unique index "identity_user_confirmed_phone_unique" on "identity_user" ("phone") where "phone_confirmed_at" is not null;`,
    );

    this.addSql(
      `create table "identity_session" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "remember" boolean not null default false, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "identity_session_user_id_index" on "identity_session" ("user_id");`);
    this.addSql(`alter table "identity_session" add constraint "identity_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "identity_session_expires_at_index" on "identity_session" ("expires_at");`);

    this.addSql(
      `create table "identity_code" ("id" uuid not null, "user_id" uuid not null, "purpose" varchar(20) not null, "phone" varchar(10) not null, "code_hash" varchar(255) not null, "attempts" int not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "consumed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "identity_code_user_purpose_index" on "identity_code" ("user_id", "purpose");`);
    this.addSql(`create index "identity_code_phone_purpose_index" on "identity_code" ("phone", "purpose");`);

    this.addSql(
      `create table "identity_token" ("id" uuid not null, "user_id" uuid not null, "purpose" varchar(20) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "consumed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "identity_token_user_id_index" on "identity_token" ("user_id");`);
    this.addSql(`alter table "identity_token" add constraint "identity_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "identity_session" add constraint "identity_session_user_id_foreign" foreign key ("user_id") references "identity_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "identity_code" add constraint "identity_code_user_id_foreign" foreign key ("user_id") references "identity_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "identity_token" add constraint "identity_token_user_id_foreign" foreign key ("user_id") references "identity_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "identity_session" drop constraint "identity_session_user_id_foreign";`);
    this.addSql(`alter table "identity_code" drop constraint "identity_code_user_id_foreign";`);
    this.addSql(`alter table "identity_token" drop constraint "identity_token_user_id_foreign";`);

    this.addSql(`drop table if exists "identity_user" cascade;`);
    this.addSql(`drop table if exists "identity_session" cascade;`);
    this.addSql(`drop table if exists "identity_code" cascade;`);
    this.addSql(`drop table if exists "identity_token" cascade;`);
  }
}
