import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { visibleParams, visibleSql, type Owner } from '../domain/owner.js';
import type { PositionView } from '../queries/competency-rows.js';
import { isTaken, sameInEveryLanguage } from './add-list-item.js';

/** `/add_new_position/`: a local position in a functionality category. */
export class AddPositionCommand extends Command<PositionView> {
  constructor(
    readonly categoryId: number,
    readonly name: string,
    readonly owner: Owner,
    readonly lang: Lang,
  ) {
    super();
  }
}
@CommandHandler(AddPositionCommand)
export class AddPositionHandler implements ICommandHandler<AddPositionCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ categoryId, name, owner }: AddPositionCommand): Promise<PositionView> {
    const clean = name.trim().replace(/\s+/g, ' ');
    return this.em.transactional(async (em) => {
      const [category] = await em.execute<{ id: number }[]>('select id from catalogue_category where id = ?', [categoryId]);
      if (!category) throw CatalogueErrors.categoryNotFound();
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalogue_position:${categoryId}`]);
      const existing = await em.execute<{ names: OptionNames }[]>(
        `select p.names from catalogue_position p where p.category_id = ? and ${visibleSql('p')}`,
        [categoryId, ...visibleParams(owner)],
      );
      if (
        isTaken(
          clean,
          existing.map((row) => row.names),
        )
      )
        throw CatalogueErrors.duplicate();
      // The id sequence starts at LOCAL_ID_BASE (migration), above every id a data file gives.
      const [row] = await em.execute<{ id: number }[]>(
        `insert into catalogue_position (category_id, names, type, sort, owner_company_id, owner_user_id, created_at)
          values (?, ?::jsonb, 'local', 0, ?::uuid, ?::uuid, now()) returning id`,
        [categoryId, JSON.stringify(sameInEveryLanguage(clean)), owner.companyId, owner.userId],
      );
      return { id: row!.id, id_position: row!.id, name: clean, type: 'local', isUserAdd: true, category: categoryId };
    });
  }
}
