import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import type { CompanyListAction } from '../company.types.js';
import { actionCodePurpose } from '../domain/action-code.entity.js';
import { checkActionCode, inTransaction, requireMember } from '../domain/company.repository.js';
import { actionCodeFailure } from '../services/action-code-failure.js';
import { COMPANY_STATUS } from '../company.types.js';
import { ActiveCompany, Company, CompanyFile, Membership } from '../domain/company.entity.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import type { Id } from '../../shared/domain/id.js';

/*
 * Archive, restore and delete, each confirmed by the SMS code the caller asked for with
 * sendActionCode (bound to this action, company and user). The permission matrix is checked first,
 * so a stranger learns nothing from the code's answer.
 */

export type { CompanyListAction };

export class CompanyListActionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly action: CompanyListAction,
    /** Null only to abandon a draft (see isDraft). */
    readonly confirmCode: string | null,
  ) {
    super();
  }
}

/**
 * A draft holds nothing but the registration form: still registered, never submitted, no extract
 * file, no member but its owner. Abandoning one (the onboarding wizard's 'Finish') needs no SMS
 * code; the code guards companies that have something to lose.
 */
async function isDraft(tx: EntityManager, company: Company): Promise<boolean> {
  if (company.statusId !== COMPANY_STATUS.registered || company.submittedAt) return false;
  const [files, members] = await Promise.all([tx.count(CompanyFile, { company }), tx.count(Membership, { company })]);
  return files === 0 && members === 1;
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
      if (confirmCode === null && !(action === 'delete' && (await isDraft(tx, company)))) throw CompanyErrors.codeRequired();
      const check =
        confirmCode === null ? ({ ok: true } as const) : await checkActionCode(tx, { userId, companyId, action, code: confirmCode });
      if (!check.ok) return check; // committed: a wrong code costs its attempt
      const now = new Date();
      if (action === 'archive') {
        company.archivedBy(member, now);
        // The archived company is no longer the one this user works in, in any of their sessions.
        await tx.nativeUpdate(ActiveCompany, { companyId: company.id, userId }, { companyId: null });
      } else if (action === 'restore') company.restoredBy(member);
      else {
        company.delete(userId, now);
        // Nobody works in a deleted company any more, and nobody can be offered it.
        await tx.nativeUpdate(ActiveCompany, { companyId: company.id }, { companyId: null });
        await tx.nativeDelete(CompanyTransfer, { company: company.id });
      }
      await tx.flush();
      return check;
    });
    if (!outcome.ok)
      throw await actionCodeFailure(this.limits, outcome.reason, actionCodePurpose(action, companyId, userId), outcome.phone, userId);
  }
}
