import { Migration } from '@mikro-orm/migrations';

/**
 * The `positions` right opened exactly what `vacancies` opens, so the two are one right now
 * (src/shared/contract/company-rights.ts, MERGED_RIGHTS): grants naming `positions` name `vacancies`.
 */
export class Migration20261207180000_co_merge_positions_right extends Migration {
  override name = 'Migration20261207180000_co_merge_positions_right';

  override up(): void | Promise<void> {
    this.addSql(`update "company_membership" set "rights" = (
      select coalesce(jsonb_agg(distinct case when "right" = 'positions' then 'vacancies' else "right" end), '[]'::jsonb)
        from jsonb_array_elements_text("company_membership"."rights") as "right"
    ) where "rights" ? 'positions';`);
  }

  override down(): void | Promise<void> {
    // Which grants named `positions` is gone; `vacancies` opens the same calls, so nothing needs undoing.
  }
}
