import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { VacancyApprovalErrors } from '../domain/vacancy-approval.errors.js';
import { approvalAnswer } from '../domain/vacancy-approval.rules.js';
import { VacancyApprover } from '../domain/vacancy.entity.js';
import { VacancyApprovalAnswered, VacancyPublished, VacancyReturned } from '../domain/vacancy.events.js';
import { findVacancy, requireMembership } from './access.js';

/* The approval round's states: see send-vacancy.ts. */

/** `answer_vacancy_approval`: a pending approver approves, or declines with a comment. */
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

  async execute({ userId, companyId, vacancyId, decision: rawDecision, comment: rawComment }: AnswerVacancyApprovalCommand): Promise<void> {
    await requireMembership(this.queries, userId, companyId);
    const answer = approvalAnswer(rawDecision, rawComment);
    await this.em.transactional(async (tx) => {
      // The lock orders concurrent answers; the rows are read after it, so each sees the others' answers.
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      const rows = await tx.find(VacancyApprover, { vacancyId: vacancy.id }, { refresh: true });
      const mine = rows.find((row) => row.userId.toLowerCase() === userId.toLowerCase());
      if (vacancy.status !== 'approval' || !mine || mine.decision !== null) throw VacancyApprovalErrors.notPending();

      const now = new Date();
      mine.decision = answer.decision;
      mine.comment = answer.comment;
      mine.answeredAt = now;
      let outcome: 'approval' | 'published' | 'returned' = 'approval';
      if (answer.decision === 'declined') {
        outcome = 'returned';
        vacancy.status = 'returned';
        recordEvent(vacancy, new VacancyApprovalAnswered(companyId, vacancy.id, userId, vacancy.authorUserId, answer.decision, answer.comment, outcome));
        recordEvent(vacancy, new VacancyReturned(companyId, vacancy.id, userId, vacancy.authorUserId, answer.comment ?? ''));
      } else if (rows.every((row) => row.decision === 'approved')) {
        outcome = 'published';
        vacancy.status = 'published';
        vacancy.publishedAt = now;
        recordEvent(vacancy, new VacancyApprovalAnswered(companyId, vacancy.id, userId, vacancy.authorUserId, answer.decision, answer.comment, outcome));
        recordEvent(vacancy, new VacancyPublished(companyId, vacancy.id, userId, vacancy.authorUserId, rows.map((row) => row.userId)));
      } else {
        recordEvent(vacancy, new VacancyApprovalAnswered(companyId, vacancy.id, userId, vacancy.authorUserId, answer.decision, answer.comment, outcome));
      }
      // An answer changes the vacancy's state even while it stays under approval.
      vacancy.updatedAt = now;
      await tx.flush();
    });
  }
}
