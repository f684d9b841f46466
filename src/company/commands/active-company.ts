import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ActiveCompany } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { requireMember } from '../domain/company.repository.js';
import type { Id } from '../../shared/domain/id.js';

/** `loginCompany` (a company id) and `logoutCompany` (null): the company this session works in. */
export class ChooseActiveCompanyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly companyId: Id | null,
  ) {
    super();
  }
}

@CommandHandler(ChooseActiveCompanyCommand)
export class ChooseActiveCompanyHandler implements ICommandHandler<ChooseActiveCompanyCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, sessionId, companyId }: ChooseActiveCompanyCommand): Promise<void> {
    if (companyId !== null) {
      const { member } = await requireMember(this.em, userId, companyId, 'login');
      // An archived company is in the user's Archive, not one to work in: restore it first.
      if (member.archivedAt) throw CompanyErrors.alreadyArchived();
    }
    await this.em.upsert(ActiveCompany, { sessionId, userId, companyId, chosenAt: new Date() });
  }
}
