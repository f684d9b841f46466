import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Company } from '../domain/company.entity.js';

/**
 * The repair of a company whose review case disagrees with it (the verification context's
 * consistency check): `reopen` sends a company shown as decided back to "under consideration" on
 * its current submission, `remove` applies a verifier's deletion the company missed. Answers
 * whether the company changed.
 */
export class RepairCompanyReviewCommand extends Command<boolean> {
  constructor(
    readonly companyId: string,
    readonly repair: 'reopen' | 'remove',
  ) {
    super();
  }
}

@CommandHandler(RepairCompanyReviewCommand)
export class RepairCompanyReviewHandler implements ICommandHandler<RepairCompanyReviewCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId, repair }: RepairCompanyReviewCommand): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const company = await tx.findOne(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!company) return false;
      const changed = repair === 'reopen' ? company.reopenReview() : company.removedByVerifier(new Date());
      if (changed) await tx.flush();
      return changed;
    });
  }
}
