import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { translate } from '../../shared/i18n/messages.js';
import { staleApplications } from '../domain/candidate-records.repository.js';
import { Task } from '../domain/task.entity.js';
import { dayAfter } from '../domain/task.rules.js';
import { colleaguesOf } from '../services/colleagues.js';
import { vacancyNames, vacancyTitle } from '../services/vacancies.js';

/** Applications looked at in one run (the next run takes the rest). */
const BATCH = 500;

/**
 * The daily job's first half: each open application untouched for its company's `stale_days`
 * becomes a task for its vacancy's author ("Отклик без движения N дн.: vacancy", due today), once
 * per application and idle period. An author who left the company is replaced by nobody: the task
 * is not made (the owner sees the card's days in stage on the board). Answers how many were made.
 */
export class FlagStaleApplicationsCommand extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}

@CommandHandler(FlagStaleApplicationsCommand)
export class FlagStaleApplicationsHandler implements ICommandHandler<FlagStaleApplicationsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ now }: FlagStaleApplicationsCommand): Promise<number> {
    const stale = await staleApplications(this.em.fork(), now, BATCH);
    const byCompany = new Map<string, typeof stale>();
    for (const application of stale) byCompany.set(application.companyId, [...(byCompany.get(application.companyId) ?? []), application]);
    let made = 0;
    for (const [companyId, applications] of byCompany) {
      const [vacancies, colleagues] = await Promise.all([
        vacancyNames(this.queries, companyId, [...new Set(applications.map((application) => application.vacancyId))]),
        colleaguesOf(this.queries, companyId),
      ]);
      const authors = await this.queries.execute(
        new GetAccountContactsQuery([...new Set([...vacancies.values()].map((vacancy) => vacancy.authorUserId))]),
      );
      for (const application of applications) {
        const vacancy = vacancies.get(application.vacancyId);
        if (!vacancy || !colleagues.has(vacancy.authorUserId)) continue;
        const lang = authors.get(vacancy.authorUserId)?.lang ?? 'ru';
        const title = translate('recruiting.staleTask', lang, { days: application.staleDays, vacancy: vacancyTitle(vacancy) });
        const input = {
          companyId,
          title: title.slice(0, 200),
          dueDate: dayAfter(now, 0),
          assigneeId: vacancy.authorUserId,
          candidateId: application.candidateId,
          createdBy: null,
          colleagues,
          now,
        };
        made += await this.em
          .fork()
          .transactional(async (tx) => {
            const task = tx.create(
              Task,
              Task.draft(input, { kind: 'stale', applicationId: application.id, idleSince: application.idleSince }),
            );
            task.announce();
            await tx.flush();
            return 1;
          })
          // Another worker made it first: once per idle period either way.
          .catch((error: unknown) => {
            if (error instanceof UniqueConstraintViolationException) return 0;
            throw error;
          });
      }
    }
    return made;
  }
}
