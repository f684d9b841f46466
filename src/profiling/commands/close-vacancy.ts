import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkVacancyWrite, type CompanyAccess } from '../domain/access.rules.js';
import { findVacancy } from '../domain/vacancy.repository.js';
import { type Id } from '../../shared/domain/id.js';

/** `close_vacancy`: a published vacancy stops recruiting (the rule: Vacancy.close). */
export class CloseVacancyCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly vacancyId: Id,
    /** What to tell each open applicant (null: the usual letter of a closed vacancy). */
    readonly message: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(CloseVacancyCommand)
export class CloseVacancyHandler implements ICommandHandler<CloseVacancyCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, vacancyId, message }: CloseVacancyCommand): Promise<void> {
    const { userId, companyId } = access;
    // "Open and close vacancies" is the vacancies right's (spec 001 §6), in a verified company.
    checkVacancyWrite(access.membership);
    await this.em.transactional(async (tx) => {
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      vacancy.close(userId, new Date(), message);
      await tx.flush();
    });
  }
}
