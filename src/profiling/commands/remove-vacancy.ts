import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockProfile } from '../domain/profile.repository.js';
import { checkVacancyWrite, type CompanyAccess } from '../domain/access.rules.js';
import { findVacancy, replaceApprovalRound } from '../domain/vacancy.repository.js';
import { type Id } from '../../shared/domain/id.js';

/** `remove_vacancy`: drafts and returned vacancies only (the rule: Vacancy.remove). */
export class RemoveVacancyCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly vacancyId: Id,
  ) {
    super();
  }
}

@CommandHandler(RemoveVacancyCommand)
export class RemoveVacancyHandler implements ICommandHandler<RemoveVacancyCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, vacancyId }: RemoveVacancyCommand): Promise<void> {
    const { userId, companyId } = access;
    checkVacancyWrite(access.membership);
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
