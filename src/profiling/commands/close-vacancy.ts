import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { findVacancy } from '../domain/vacancy.repository.js';
import { requireVacancyWrite } from '../services/access.js';

/** `close_vacancy`: a published vacancy stops recruiting (the rule: Vacancy.close). */
export class CloseVacancyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly vacancyId: unknown,
  ) {
    super();
  }
}

@CommandHandler(CloseVacancyCommand)
export class CloseVacancyHandler implements ICommandHandler<CloseVacancyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, vacancyId }: CloseVacancyCommand): Promise<void> {
    // "Open and close vacancies" is the vacancies right's (spec 001 §6), in a verified company.
    await requireVacancyWrite(this.queries, userId, companyId);
    await this.em.transactional(async (tx) => {
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      vacancy.close(userId, new Date());
      await tx.flush();
    });
  }
}
