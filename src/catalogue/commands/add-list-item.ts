import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import type { OptionView } from '../catalogue.contract.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { LOCAL_ID_BASE, type ListName } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { visibleParams, visibleSql, type Owner } from '../domain/owner.js';
import { duplicateKey } from '../domain/search-text.js';
import { optionView } from '../queries/get-option-lists.js';

/** The same name in every language: a user types one name, whatever the interface language. */
export function sameInEveryLanguage(name: string): OptionNames {
  return { ru: name, en: name, uk: name };
}

/** True when a name is taken by any language of any of the given names (spec §5 duplicate rule). */
export function isTaken(name: string, existing: readonly OptionNames[]): boolean {
  const key = duplicateKey(name);
  return existing.some((names) => Object.values(names).some((other) => duplicateKey(other) === key));
}

/**
 * `/add_field_table/`: a local item of a dictionary list. The name must not repeat (in any letter
 * case, trimmed) a global item or a local item the owner sees. The list lock makes two racing adds
 * of one name end in one item and one 409.
 */
export class AddListItemCommand extends Command<OptionView> {
  constructor(
    readonly list: ListName,
    readonly name: string,
    readonly owner: Owner,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(AddListItemCommand)
export class AddListItemHandler implements ICommandHandler<AddListItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ list, name, owner, lang }: AddListItemCommand): Promise<OptionView> {
    const clean = name.trim().replace(/\s+/g, ' ');
    return this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalogue_option:${list}`]);
      const existing = await em.execute<{ names: OptionNames }[]>(
        `select o.names from catalogue_option o where o.list = ? and ${visibleSql('o')}`,
        [list, ...visibleParams(owner)],
      );
      if (
        isTaken(
          clean,
          existing.map((row) => row.names),
        )
      )
        throw CatalogueErrors.duplicate();
      const [row] = await em.execute<Parameters<typeof optionView>[0][]>(
        `insert into catalogue_option (id, list, item_id, code, names, type, sort, owner_company_id, owner_user_id, created_at)
          select v.id, ?, ? + v.id, 'local-' || v.id, ?::jsonb, 'local', 0, ?::uuid, ?::uuid, now()
            from (select nextval(pg_get_serial_sequence('catalogue_option', 'id'))::int as id) v
          returning list, item_id, names, help, type, owner_user_id`,
        [list, LOCAL_ID_BASE, JSON.stringify(sameInEveryLanguage(clean)), owner.companyId, owner.userId],
      );
      return optionView(row!, lang, owner.userId);
    });
  }
}
