import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { VacancyRemoved } from '../domain/profiling.events.js';
import { VacancyApprover } from '../domain/vacancy.entity.js';
import { isEditable } from '../domain/vacancy.rules.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import { findVacancy, lockProfile, requireVacancyWrite } from './access.js';

/** `remove_vacancy`: drafts and returned vacancies only (409 VACANCY_NOT_EDITABLE otherwise). */
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
      const profile = await lockProfile(tx, companyId);
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      if (!isEditable(vacancy.status)) throw VacancyErrors.notEditable();
      await tx.nativeDelete(VacancyApprover, { vacancyId: vacancy.id });
      tx.remove(vacancy);
      recordEvent(profile, new VacancyRemoved(companyId, userId, vacancy.id, vacancy.number, vacancy.name));
      await tx.flush();
    });
  }
}
