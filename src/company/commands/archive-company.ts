import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import type { CompanyListAction } from '../company.types.js';
import { actionCodeFailure, actionCodePurpose, checkActionCode } from './action-codes.js';
import { inTransaction, requireMember } from './company-access.js';

/*
 * Archive, restore and delete, each confirmed by the SMS code the caller asked for with
 * sendActionCode (bound to this action, company and user). The permission matrix is checked first,
 * so a stranger learns nothing from the code's answer.
 */

export type { CompanyListAction };

export class CompanyListActionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly action: CompanyListAction,
    readonly confirmCode: string,
  ) {
    super();
  }
}

@CommandHandler(CompanyListActionCommand)
export class CompanyListActionHandler implements ICommandHandler<CompanyListActionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ userId, companyId, action, confirmCode }: CompanyListActionCommand): Promise<void> {
    const outcome = await inTransaction(this.em, async (tx) => {
      const { company, member } = await requireMember(tx, userId, companyId, action, { lock: true });
      const check = await checkActionCode(tx, { userId, companyId, action, code: confirmCode });
      if (!check.ok) return check; // committed: a wrong code costs its attempt
      const now = new Date();
      if (action === 'archive') company.archivedBy(member, now);
      else if (action === 'restore') company.restoredBy(member);
      else company.delete(userId, now);
      await tx.flush();
      return check;
    });
    if (!outcome.ok) throw await actionCodeFailure(this.limits, outcome.reason, actionCodePurpose(action, companyId, userId), outcome.phone, userId);
  }
}
