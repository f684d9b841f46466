import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { renameItem, type PromotableKind } from '../domain/promotion.repository.js';

export class RenameItemCommand extends Command<void> {
  constructor(
    readonly kind: PromotableKind,
    readonly id: number,
    readonly names: OptionNames,
    readonly list?: string,
  ) {
    super();
  }
}
@CommandHandler(RenameItemCommand)
export class RenameItemHandler implements ICommandHandler<RenameItemCommand> {
  constructor(private readonly em: EntityManager) {}
  async execute({ kind, id, names, list }: RenameItemCommand): Promise<void> {
    if (!(await renameItem(this.em, kind, id, names, list))) throw CatalogueErrors.itemNotFound();
  }
}
