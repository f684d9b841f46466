import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import type { Family } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { visibleParams, visibleSql, type Owner } from '../domain/owner.js';
import { itemView, visiblePosition, type CatalogueItemView } from '../queries/competency-rows.js';
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
      if (
        isTaken(
          clean,
          existing.map((row) => row.names),
        )
      )
        throw CatalogueErrors.duplicate();
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
