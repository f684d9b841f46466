import { Migration } from '@mikro-orm/migrations';

/**
 * One status (docs/verification.md "One status"): the verification case keeps the company's status
 * as its events set it (`company_status_id`: 1, 2 or 5) and its own last decision (`verdict` on
 * `verdict_submission_id`, or `removed`); the status it shows (`status_id`) is made of them.
 * Existing cases are filled so that each shows what it showed: a case shown rejected or verified
 * holds that verdict on its current submission over a company status 2 (the last decision settled
 * the submission under review, else the case would show 2); a deleted case whose history has a
 * verifier's removal holds the removal over the status the company had before (2 once submitted);
 * every other case holds its status as the company's, with no verdict.
 */
export class Migration20261208100000_case_verdict extends Migration {
  override name = 'Migration20261208100000_case_verdict';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "verification_company" add column "company_status_id" smallint not null default 1,
         add column "verdict" text null, add column "verdict_submission_id" uuid null;`,
    );
    this.addSql(
      `update "verification_company" v set
         "company_status_id" = case
           when v."status_id" in (3, 4) then 2
           when x."removed" then case when v."submitted_at" is null then 1 else 2 end
           else v."status_id" end,
         "verdict" = case
           when v."status_id" = 3 then 'rejected'
           when v."status_id" = 4 then 'verified'
           when x."removed" then 'removed' end,
         "verdict_submission_id" = case when v."status_id" in (3, 4) then v."submission_id" end
       from (select w."company_id", w."status_id" = 5 and exists (
                      select 1 from "verification_history" h where h."company_id" = w."company_id" and h."kind" = 'removed_by_verifier') as "removed"
               from "verification_company" w where w."status_id" <> 1) x
       where x."company_id" = v."company_id";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "verification_company" drop column if exists "company_status_id", drop column if exists "verdict",
         drop column if exists "verdict_submission_id";`,
    );
  }
}
