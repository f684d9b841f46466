import { Migration } from '@mikro-orm/migrations';

/**
 * Cities found by their Russian and folded names (the seed fills `search_alt` on the next start);
 * streets users add are local to their company, so the unique name is per city and owner (imported
 * streets share the nil uuid); and the accounts invitations made with a password the inviter chose,
 * never used since (the e-mail still unconfirmed), lose it: their people choose their own from the
 * invitation link, or with "Forgot password".
 */
export class Migration20261207170000_first_hour extends Migration {
  override name = 'Migration20261207170000_first_hour';

  override up(): void | Promise<void> {
    this.addSql(`alter table "catalogue_city" add column "search_alt" text not null default '';`);
    this.addSql(`create index "catalogue_city_search_alt_idx" on "catalogue_city" using gin ("search_alt" gin_trgm_ops);`);
    this.addSql(`alter table "catalogue_street" drop constraint "catalogue_street_city_name_unique";`);
    this.addSql(
      `create unique index "catalogue_street_city_name_owner_unique" on "catalogue_street" ("city_id", "name_key", coalesce("owner_company_id", "added_by_user_id", '00000000-0000-0000-0000-000000000000'::uuid));`,
    );
    this.addSql(`update "identity_user" u set "password_hash" = '!unset'
      where u."email_confirmed_at" is null
        and exists (select 1 from "outbox" o where o."type" = 'CompanyMemberInvited' and o."payload"->>'accountCreated' = 'true' and o."payload"->>'userId' = u."id"::text);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue_street_city_name_owner_unique";`);
    // Two companies' local streets of one name cannot share the old constraint: the later copies go.
    this.addSql(
      `delete from "catalogue_street" s using "catalogue_street" t where s."city_id" = t."city_id" and s."name_key" = t."name_key" and s."id" > t."id";`,
    );
    this.addSql(`alter table "catalogue_street" add constraint "catalogue_street_city_name_unique" unique ("city_id", "name_key");`);
    this.addSql(`drop index "catalogue_city_search_alt_idx";`);
    this.addSql(`alter table "catalogue_city" drop column "search_alt";`);
  }
}
