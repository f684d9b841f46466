import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import type { Family } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { isVisibleTo, mayRemove, visibleParams, visibleSql, type OwnedRow, type Owner } from '../domain/owner.js';
import { itemView, visiblePosition, type CatalogueItemView, type PositionView } from '../queries/competency.js';
import { isTaken, sameInEveryLanguage } from './add-list-item.js';

/** `/add_new_<family>/` and the add-position-item call: a local item of one position's family. */
export class AddCompetencyItemCommand extends Command<CatalogueItemView> {
  constructor(
    readonly family: Family,
    readonly positionId: number,
    readonly type: string | undefined,
    readonly name: string,
    readonly owner: Owner,
    readonly lang: Lang,
  ) {
    super();
  }
}
@CommandHandler(AddCompetencyItemCommand)
export class AddCompetencyItemHandler implements ICommandHandler<AddCompetencyItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ family, positionId, type, name, owner, lang }: AddCompetencyItemCommand): Promise<CatalogueItemView> {
    const clean = name.trim().replace(/\s+/g, ' ');
    return this.em.transactional(async (em) => {
      await visiblePosition(em, positionId, type, owner);
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalogue_competency:${positionId}:${family}`]);
      const existing = await em.execute<{ names: OptionNames }[]>(
        `select i.names from catalogue_competency i where i.position_id = ? and i.family = ? and ${visibleSql('i')}`,
        [positionId, family, ...visibleParams(owner)],
      );
      if (isTaken(clean, existing.map((row) => row.names))) throw CatalogueErrors.duplicate();
      const [row] = await em.execute<Parameters<typeof itemView>[0][]>(
        `insert into catalogue_competency (position_id, family, names, type, sort, owner_company_id, owner_user_id, created_at)
          values (?, ?, ?::jsonb, 'local', 0, ?::uuid, ?::uuid, now())
          returning id, family, names, help, type, owner_company_id, owner_user_id`,
        [positionId, family, JSON.stringify(sameInEveryLanguage(clean)), owner.companyId, owner.userId],
      );
      return itemView(row!, lang, owner);
    });
  }
}

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
      const existing = await em.execute<{ names: OptionNames }[]>(`select p.names from catalogue_position p where p.category_id = ? and ${visibleSql('p')}`, [
        categoryId,
        ...visibleParams(owner),
      ]);
      if (isTaken(clean, existing.map((row) => row.names))) throw CatalogueErrors.duplicate();
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

export type RemovableKind = 'position' | 'competency';
/**
 * Removes a local item its author added (`/remove_<family>/`, `/remove_position/`). Someone else's
 * visible item answers 403, a global item 403, an invisible or unknown one 404.
 */
export class RemoveCatalogueItemCommand extends Command<void> {
  constructor(
    readonly kind: RemovableKind,
    readonly id: number,
    readonly owner: Owner,
    readonly family?: Family,
  ) {
    super();
  }
}
@CommandHandler(RemoveCatalogueItemCommand)
export class RemoveCatalogueItemHandler implements ICommandHandler<RemoveCatalogueItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ kind, id, owner, family }: RemoveCatalogueItemCommand): Promise<void> {
    const table = kind === 'position' ? 'catalogue_position' : 'catalogue_competency';
    const familyClause = kind === 'competency' ? ' and family = ?' : '';
    const params = kind === 'competency' ? [id, family] : [id];
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<OwnedRow[]>(`select type, owner_company_id, owner_user_id from ${table} where id = ?${familyClause} for update`, params);
      if (!row || !isVisibleTo(row, owner)) throw kind === 'position' ? CatalogueErrors.positionNotFound() : CatalogueErrors.itemNotFound();
      if (row.type === 'global') throw CatalogueErrors.globalItem();
      if (!mayRemove(row, owner)) throw CatalogueErrors.notAuthor();
      // A position takes its own items with it.
      if (kind === 'position') await em.execute('delete from catalogue_competency where position_id = ?', [id]);
      await em.execute(`delete from ${table} where id = ?`, [id]);
    });
  }
}
