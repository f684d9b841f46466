import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COMPANY_STATUS } from '../company.types.js';
import { CompanyFile } from '../domain/company.entity.js';
import { assertCodeFree, inTransaction, requireMember } from '../domain/company.repository.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * `set_statusCompany` with status_id 2: send the company (registered, or rejected and corrected)
 * for verification. The company row is locked, so a file removed at the same moment cannot leave
 * a submitted company without its extract.
 */
export class SubmitCompanyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
  ) {
    super();
  }
}

@CommandHandler(SubmitCompanyCommand)
export class SubmitCompanyHandler implements ICommandHandler<SubmitCompanyCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, companyId }: SubmitCompanyCommand): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const { company } = await requireMember(tx, userId, companyId, 'submit', { lock: true });
      const extracts = await tx.count(CompanyFile, { company, type: 'edr' });
      // A rejected company gave its code up; another may have taken it meanwhile.
      if (company.statusId === COMPANY_STATUS.rejected) await assertCodeFree(tx, company.code, company.id);
      company.submit(userId, extracts, new Date());
      await tx.flush();
    });
  }
}
