import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inTransaction, requireMember } from './company-access.js';

/*
 * Archive, restore and delete. Spec §4 confirms each by an SMS code; that check belongs in front
 * of these handlers (a confirm_code verified for action + company + user) and is not built yet,
 * so for now the calls act on the permission matrix alone.
 */

export type CompanyListAction = 'archive' | 'restore' | 'delete';

export class CompanyListActionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly action: CompanyListAction,
  ) {
    super();
  }
}

@CommandHandler(CompanyListActionCommand)
export class CompanyListActionHandler implements ICommandHandler<CompanyListActionCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, companyId, action }: CompanyListActionCommand): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const { company, member } = await requireMember(tx, userId, companyId, action, { lock: true });
      const now = new Date();
      if (action === 'archive') company.archivedBy(member, now);
      else if (action === 'restore') company.restoredBy(member);
      else company.delete(userId, now);
      await tx.flush();
    });
  }
}
