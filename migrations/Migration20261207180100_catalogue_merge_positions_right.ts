import { Migration } from '@mikro-orm/migrations';

/**
 * The `s_access_z` list no longer offers `positions`, merged into `vacancies` (the seed only adds and
 * updates items, so the stored one goes here).
 */
export class Migration20261207180100_catalogue_merge_positions_right extends Migration {
  override name = 'Migration20261207180100_catalogue_merge_positions_right';

  override up(): void | Promise<void> {
    this.addSql(`delete from "catalogue_option" where "list" = 's_access_z' and "code" = 'positions' and "type" = 'global';`);
  }

  override down(): void | Promise<void> {
    // The next seed would not bring it back either: the list of data/catalogue no longer has it.
  }
}
