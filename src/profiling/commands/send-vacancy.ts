import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery } from '../../company/company.contract.js';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { approverIds } from '../domain/vacancy-approval.rules.js';
import { findVacancy, replaceApprovalRound } from '../domain/vacancy.repository.js';
import { type Id } from '../../shared/domain/id.js';

/** `send_vacancy`: publish at once (no approvers) or ask the chosen colleagues (the rules: Vacancy.send). */
export class SendVacancyCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly vacancyId: Id,
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

  async execute({ access, vacancyId, approvers: rawApprovers }: SendVacancyCommand): Promise<void> {
    const { userId, companyId } = access;
    // Any member may ask; whether they may send this vacancy is Vacancy.send's rule.
    const membership = checkAccess(access.membership, 'read');
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
