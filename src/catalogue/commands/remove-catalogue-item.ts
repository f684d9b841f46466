import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Family } from '../catalogue.types.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { isVisibleTo, mayRemove, type OwnedRow, type Owner } from '../domain/owner.js';

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
      const [row] = await em.execute<OwnedRow[]>(
        `select type, owner_company_id, owner_user_id from ${table} where id = ?${familyClause} for update`,
        params,
      );
      if (!row || !isVisibleTo(row, owner)) throw kind === 'position' ? CatalogueErrors.positionNotFound() : CatalogueErrors.itemNotFound();
      if (row.type === 'global') throw CatalogueErrors.globalItem();
      if (!mayRemove(row, owner)) throw CatalogueErrors.notAuthor();
      // A position takes its own items with it.
      if (kind === 'position') await em.execute('delete from catalogue_competency where position_id = ?', [id]);
      await em.execute(`delete from ${table} where id = ?`, [id]);
    });
  }
}
