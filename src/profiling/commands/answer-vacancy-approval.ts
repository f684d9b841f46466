import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { approvalAnswer } from '../domain/vacancy-approval.rules.js';
import { approvalRound, findVacancy } from '../domain/vacancy.repository.js';
import { requireMembership } from '../services/access.js';

/** `answer_vacancy_approval`: a pending approver approves, or declines with a comment (the rules: Vacancy.answerApproval). */
export class AnswerVacancyApprovalCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly vacancyId: unknown,
    readonly decision: 'approve' | 'decline',
    readonly comment: string | null | undefined,
  ) {
    super();
  }
}

@CommandHandler(AnswerVacancyApprovalCommand)
export class AnswerVacancyApprovalHandler implements ICommandHandler<AnswerVacancyApprovalCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, vacancyId, decision, comment }: AnswerVacancyApprovalCommand): Promise<void> {
    await requireMembership(this.queries, userId, companyId);
    const answer = approvalAnswer(decision, comment);
    await this.em.transactional(async (tx) => {
      // The lock orders concurrent answers; the round is read after it, so each sees the others' answers.
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      vacancy.answerApproval(userId, answer, await approvalRound(tx, vacancy.id), new Date());
      await tx.flush();
    });
  }
}
