import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ActiveCompany, Company, Membership } from '../domain/company.entity.js';
import type { CompanySnapshot } from '../domain/company.events.js';
import { assertCodeFree, inTransaction } from '../domain/company.repository.js';
import { assertCompanyOptions } from '../services/company-options.js';
import { storedId, type Id } from '../../shared/domain/id.js';

/**
 * `createCompany`: the caller registers a company, becomes its owner, and the company becomes the
 * session's active one (as `loginCompany` would make it), so registering is one round trip: the
 * next onboarding steps work on the active company. Answers the new id.
 */
export class RegisterCompanyCommand extends Command<Id> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly data: CompanySnapshot,
  ) {
    super();
  }
}

@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, sessionId, data }: RegisterCompanyCommand): Promise<Id> {
    await assertCompanyOptions(this.queries, data);
    return inTransaction(this.em, async (tx) => {
      await assertCodeFree(tx, data.code);
      const company = tx.create(Company, { ...data });
      tx.create(Membership, { company, userId, role: 'owner', rights: [], status: 'confirmed' });
      company.registered(userId);
      await tx.flush();
      // In the same transaction: a company that failed to register is never anyone's active one.
      await tx.upsert(ActiveCompany, { sessionId, userId, companyId: company.id, chosenAt: new Date() });
      return storedId(company.id);
    });
  }
}
