import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { lockProfile } from '../domain/profile.repository.js';
import { findVacancy, replaceApprovalRound } from '../domain/vacancy.repository.js';
import { requireVacancyWrite } from '../services/access.js';

/** `remove_vacancy`: drafts and returned vacancies only (the rule: Vacancy.remove). */
export class RemoveVacancyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly vacancyId: unknown,
  ) {
    super();
  }
}

@CommandHandler(RemoveVacancyCommand)
export class RemoveVacancyHandler implements ICommandHandler<RemoveVacancyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, vacancyId }: RemoveVacancyCommand): Promise<void> {
    await requireVacancyWrite(this.queries, userId, companyId);
    await this.em.transactional(async (tx) => {
      // Removals and openings of a company's vacancies run in turn (the profile's row lock numbers them).
      await lockProfile(tx, companyId);
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      vacancy.remove(userId);
      await replaceApprovalRound(tx, vacancy.id, []);
      // The recorded event is drained by this flush: the row is still in the unit of work until it ends.
      tx.remove(vacancy);
      await tx.flush();
    });
  }
}
