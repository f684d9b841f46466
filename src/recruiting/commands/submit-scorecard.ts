import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetVacancyCompetenciesQuery } from '../../profiling/profiling.contract.js';
import { parseId } from '../../shared/domain/id.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { findApplication } from '../domain/application.repository.js';
import { Meeting } from '../domain/meeting.entity.js';
import { MeetingErrors } from '../domain/meeting.errors.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { Scorecard } from '../domain/scorecard.entity.js';
import { ScorecardErrors } from '../domain/scorecard.errors.js';
import type { Rating } from '../domain/scorecard.rules.js';
import { Task } from '../domain/task.entity.js';

/**
 * `submit_scorecard`: a participant of an interview that ended fills their scorecard once: a score
 * on each competency of the vacancy's profile, a recommendation, a comment; their scoring task is
 * done with it. Answers the scorecard's id.
 */
export class SubmitScorecardCommand extends Command<string> {
  constructor(
    readonly access: RecruitingAccess,
    readonly meetingId: string,
    readonly input: { ratings: Rating[]; recommendation: string; comment: string | null },
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(SubmitScorecardCommand)
export class SubmitScorecardHandler implements ICommandHandler<SubmitScorecardCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, meetingId, input, lang }: SubmitScorecardCommand): Promise<string> {
    checkRecruitingAccess(access, 'member');
    const { companyId, userId } = access;
    const em = this.em.fork();
    const meeting = parseId(meetingId) ? await em.findOne(Meeting, { id: meetingId, companyId }) : null;
    if (!meeting) throw MeetingErrors.notFound();
    if (!meeting.participantIds.includes(userId)) throw ScorecardErrors.notInterviewer();
    const now = new Date();
    if (!meeting.applicationId || meeting.cancelledAt || meeting.endsAt > now) throw ScorecardErrors.notHeld();
    const application = await findApplication(em, companyId, meeting.applicationId);
    const template = await this.queries.execute(new GetVacancyCompetenciesQuery(companyId, application.vacancyId, lang));
    return em.transactional(async (tx) => {
      const found = await tx.findOne(Scorecard, { meetingId, authorId: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Filled before the job asked for it (it runs every five minutes): the job then asks only the others.
      const card =
        found ??
        tx.create(
          Scorecard,
          Scorecard.request({ companyId, meetingId, applicationId: application.id, authorId: userId, taskId: null, now }),
        );
      card.submit({ ...input, template: template.map((item) => item.competency), now });
      const task = card.taskId ? await tx.findOne(Task, { id: card.taskId, companyId }) : null;
      if (task && !task.doneAt) task.complete(userId, now);
      await tx.flush();
      return card.id;
    });
  }
}
