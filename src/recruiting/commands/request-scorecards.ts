import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { translate } from '../../shared/i18n/messages.js';
import { Candidate } from '../domain/candidate.entity.js';
import { Scorecard } from '../domain/scorecard.entity.js';
import { Task } from '../domain/task.entity.js';
import { dayAfter } from '../domain/task.rules.js';
import { colleaguesOf } from '../services/colleagues.js';

/** Interviews looked at in one run (the next, five minutes later, takes the rest). */
const BATCH = 200;

interface EndedInterview {
  id: string;
  company_id: string;
  application_id: string;
  candidate_id: string;
  title: string;
  participant_ids: string[];
}

/**
 * The scorecards' job (every five minutes, with the meetings' reminders: services/daily-jobs.ts):
 * each interview that ended in the last two days and has asked nobody yet asks each participant
 * still in the company for a scorecard: an empty one, a task due the next day ("Заполните оценку
 * кандидата") and, through ScorecardsRequested, a notice. A participant who filled theirs already is
 * not asked. Once per interview: the unique (meeting, author) refuses a second worker's rows.
 * Answers how many were asked.
 */
export class RequestScorecardsCommand extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}

@CommandHandler(RequestScorecardsCommand)
export class RequestScorecardsHandler implements ICommandHandler<RequestScorecardsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ now }: RequestScorecardsCommand): Promise<number> {
    const ended = await this.em
      .fork()
      .getConnection()
      .execute<EndedInterview[]>(
        `select m.id, m.company_id, m.application_id, m.candidate_id, m.title, m.participant_ids
         from rc_meeting m
        where m.application_id is not null and m.candidate_id is not null and m.cancelled_at is null
          and m.ends_at <= ? and m.ends_at > ?::timestamptz - interval '2 days'
          and not exists (select 1 from rc_scorecard s where s.meeting_id = m.id and s.task_id is not null)
        order by m.ends_at limit ${BATCH}`,
        [now, now],
      );
    let asked = 0;
    for (const meeting of ended) asked += await this.ask(meeting, now);
    return asked;
  }

  private async ask(meeting: EndedInterview, now: Date): Promise<number> {
    const colleagues = await colleaguesOf(this.queries, meeting.company_id);
    const people = await this.queries.execute(new GetAccountContactsQuery(meeting.participant_ids));
    return this.em
      .fork()
      .transactional(async (tx) => {
        const candidate = await tx.findOne(Candidate, { id: meeting.candidate_id, companyId: meeting.company_id });
        const filled = new Set((await tx.find(Scorecard, { meetingId: meeting.id })).map((card) => card.authorId));
        const authors = meeting.participant_ids.filter((id) => colleagues.has(id) && !filled.has(id));
        const cards: Scorecard[] = [];
        for (const authorId of authors) {
          const lang = people.get(authorId)?.lang ?? 'ru';
          const name = candidate ? `${candidate.lname} ${candidate.name}`.trim() : '';
          const title = translate('recruiting.scorecardTask', lang, { candidate: name, title: meeting.title }).slice(0, 200);
          const task = tx.create(
            Task,
            Task.draft(
              {
                companyId: meeting.company_id,
                title,
                dueDate: dayAfter(now, 1),
                assigneeId: authorId,
                candidateId: meeting.candidate_id,
                createdBy: null,
                colleagues,
                now,
              },
              { kind: 'scoring', applicationId: meeting.application_id },
            ),
          );
          task.announce();
          cards.push(
            tx.create(
              Scorecard,
              Scorecard.request({
                companyId: meeting.company_id,
                meetingId: meeting.id,
                applicationId: meeting.application_id,
                authorId,
                taskId: task.id,
                now,
              }),
            ),
          );
        }
        const [first] = cards;
        if (!first) return 0;
        first.announceRequested({ candidateId: meeting.candidate_id }, authors);
        await tx.flush();
        return cards.length;
      })
      .catch((error: unknown) => {
        // Another worker asked first.
        if (error instanceof UniqueConstraintViolationException) return 0;
        throw error;
      });
  }
}
