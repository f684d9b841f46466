import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery } from '../../company/company.contract.js';
import { approverIds } from '../domain/vacancy-approval.rules.js';
import { findVacancy, replaceApprovalRound } from '../domain/vacancy.repository.js';
import { requireMembership } from '../services/access.js';

/** `send_vacancy`: publish at once (no approvers) or ask the chosen colleagues (the rules: Vacancy.send). */
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
      const round = vacancy.send(
        { userId, membership },
        approvers,
        members.map((member) => member.userId),
        new Date(),
      );
      await replaceApprovalRound(tx, vacancy.id, round);
      await tx.flush();
    });
  }
}
