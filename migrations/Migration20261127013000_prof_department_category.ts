import { Migration } from '@mikro-orm/migrations';

/**
 * The department's `category` of spec 001 §3: the functionality category (catalogue_category id)
 * its positions belong to. Self-contained; no foreign key, as contexts keep to their own tables.
 */
export class Migration20261127013000_prof_department_category extends Migration {
  override name = 'Migration20261127013000_prof_department_category';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiling_department" add column "category_id" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiling_department" drop column if exists "category_id";`);
  }
}
