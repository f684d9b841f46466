import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { promoteItem, type PromotableKind } from '../domain/promotion.repository.js';

export class PromoteItemCommand extends Command<void> {
  constructor(
    readonly kind: PromotableKind,
    readonly id: number,
    readonly list?: string,
  ) {
    super();
  }
}
@CommandHandler(PromoteItemCommand)
export class PromoteItemHandler implements ICommandHandler<PromoteItemCommand> {
  constructor(private readonly em: EntityManager) {}
  async execute({ kind, id, list }: PromoteItemCommand): Promise<void> {
    if (!(await promoteItem(this.em, kind, id, list))) throw CatalogueErrors.itemNotFound();
  }
}
