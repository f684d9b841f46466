import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { approvalAnswer } from '../domain/vacancy-approval.rules.js';
import { approvalRound, findVacancy } from '../domain/vacancy.repository.js';
import { type Id } from '../../shared/domain/id.js';

/** `answer_vacancy_approval`: a pending approver approves, or declines with a comment (the rules: Vacancy.answerApproval). */
export class AnswerVacancyApprovalCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly vacancyId: Id,
    readonly decision: 'approve' | 'decline',
    readonly comment: string | null | undefined,
  ) {
    super();
  }
}

@CommandHandler(AnswerVacancyApprovalCommand)
export class AnswerVacancyApprovalHandler implements ICommandHandler<AnswerVacancyApprovalCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, vacancyId, decision, comment }: AnswerVacancyApprovalCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'read');
    const answer = approvalAnswer(decision, comment);
    await this.em.transactional(async (tx) => {
      // The lock orders concurrent answers; the round is read after it, so each sees the others' answers.
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      vacancy.answerApproval(userId, answer, await approvalRound(tx, vacancy.id), new Date());
      await tx.flush();
    });
  }
}
