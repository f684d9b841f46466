import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130710_catalogue_company_owner extends Migration {
  override name = 'Migration20261123130710_catalogue_company_owner';

  override up(): void | Promise<void> {
    // Until the company context landed no local item had a company (the seam always answered none).
    this.addSql(`alter table "catalogue_position" alter column "owner_company_id" type uuid using null;`);

    this.addSql(`alter table "catalogue_competency" alter column "owner_company_id" type uuid using null;`);

    this.addSql(`alter table "catalogue_option" alter column "owner_company_id" type uuid using null;`);

    this.addSql(`alter table "catalogue_street" alter column "owner_company_id" type uuid using null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "catalogue_competency" alter column "owner_company_id" type text using ("owner_company_id"::text);`);

    this.addSql(`alter table "catalogue_option" alter column "owner_company_id" type text using ("owner_company_id"::text);`);

    this.addSql(`alter table "catalogue_position" alter column "owner_company_id" type text using ("owner_company_id"::text);`);

    this.addSql(`alter table "catalogue_street" alter column "owner_company_id" type text using ("owner_company_id"::text);`);

    this.addSql(`alter table "catalogue_competency" alter column "owner_company_id" type int using ("owner_company_id"::int);`);

    this.addSql(`alter table "catalogue_option" alter column "owner_company_id" type int using ("owner_company_id"::int);`);

    this.addSql(`alter table "catalogue_position" alter column "owner_company_id" type int using ("owner_company_id"::int);`);

    this.addSql(`alter table "catalogue_street" alter column "owner_company_id" type int using ("owner_company_id"::int);`);
  }
}
