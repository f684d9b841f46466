import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { COMPANY_STATUS, GetCompanyMembersQuery } from '../../company/company.contract.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { maySend } from '../domain/access.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { VacancyApprovalErrors } from '../domain/vacancy-approval.errors.js';
import { approverIds } from '../domain/vacancy-approval.rules.js';
import { VacancyApprover } from '../domain/vacancy.entity.js';
import { VACANCY_STEPS } from '../domain/vacancy.rules.js';
import { VacancyPublished, VacancySentForApproval } from '../domain/vacancy.events.js';
import { findVacancy, requireMembership } from './access.js';


/*
 * Sending a vacancy and answering an approval request (spec 001 §3 "Position profile": "Send for
 * approval" to chosen colleagues, or "Accept and publish" with none). Statuses:
 *   draft/returned --send []--------> published
 *   draft/returned --send [a, b]----> approval --every approver approves--> published
 *                                     approval --one approver declines----> returned
 * A decline ends the round: the rows of colleagues who had not answered stay (decision null) as
 * the history of that round, but are no longer pending since the vacancy left `approval`; the next
 * sending replaces every row. Each change locks the vacancy row first, so two answers at once run
 * one after another: neither misses the other's approval, and only one of them publishes.
 */

/** `send_vacancy`: publish at once (no approvers) or ask the chosen colleagues. */
export class SendVacancyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly vacancyId: unknown,
    readonly approvers: readonly unknown[] | undefined,
  ) {
    super();
  }
}

@CommandHandler(SendVacancyCommand)
export class SendVacancyHandler implements ICommandHandler<SendVacancyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, vacancyId, approvers: rawApprovers }: SendVacancyCommand): Promise<void> {
    const membership = await requireMembership(this.queries, userId, companyId);
    const approvers = approverIds(rawApprovers);
    const members = approvers.length > 0 ? await this.queries.execute(new GetCompanyMembersQuery(companyId)) : [];
    await this.em.transactional(async (tx) => {
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      // A publisher (right "vacancy-approval") sends any ready vacancy without being able to edit it.
      const publisher = membership.companyStatusId === COMPANY_STATUS.verified && membership.actions.includes('publishVacancies');
      if (!maySend(membership, userId, vacancy) && !publisher) {
        throw membership.companyStatusId === COMPANY_STATUS.verified ? ProfilingErrors.forbidden() : ProfilingErrors.notVerified();
      }
      if (vacancy.status !== 'draft' && vacancy.status !== 'returned') throw VacancyApprovalErrors.notSendable();
      if (approvers.length === 0 && !membership.actions.includes('publishVacancies')) throw VacancyApprovalErrors.publishForbidden();
      if (vacancy.step < VACANCY_STEPS.length) throw VacancyApprovalErrors.incomplete();
      // The author cannot approve their own vacancy; everyone else must be a confirmed member.
      const allowed = new Set(members.map((member) => member.userId.toLowerCase()).filter((id) => id !== vacancy.authorUserId.toLowerCase()));
      const strangers: Record<string, MessageKey> = {};
      approvers.forEach((id, index) => {
        if (!allowed.has(id)) strangers[`approvers.${index}`] = 'vacancyApproval.notMember';
      });
      if (Object.keys(strangers).length > 0) throw VacancyApprovalErrors.notMember(strangers);

      // A new round: the previous round's answers go (its events keep the history).
      await tx.nativeDelete(VacancyApprover, { vacancyId: vacancy.id });
      if (approvers.length === 0) {
        vacancy.status = 'published';
        vacancy.publishedAt = new Date();
        recordEvent(vacancy, new VacancyPublished(companyId, vacancy.id, userId, vacancy.authorUserId, []));
      } else {
        const now = new Date();
        for (const approverId of approvers) tx.create(VacancyApprover, { vacancyId: vacancy.id, userId: approverId, decision: null, comment: null, requestedAt: now, answeredAt: null });
        vacancy.status = 'approval';
        vacancy.publishedAt = null;
        recordEvent(vacancy, new VacancySentForApproval(companyId, vacancy.id, userId, vacancy.authorUserId, approvers));
      }
      await tx.flush();
    });
  }
}
