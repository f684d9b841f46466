import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { findCandidate } from '../domain/candidate.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { openApplication } from '../services/applications.js';
import { publishedVacancy } from '../services/vacancies.js';

/** `add_application`: the company's candidate applies to one of its published vacancies (one application each). */
export class AddApplicationCommand extends Command<string> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
    readonly vacancyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(AddApplicationCommand)
export class AddApplicationHandler implements ICommandHandler<AddApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, candidateId, vacancyId, lang }: AddApplicationCommand): Promise<string> {
    checkRecruitingAccess(access, 'manage');
    const { companyId, userId } = access;
    await findCandidate(this.em, companyId, candidateId);
    const vacancy = await publishedVacancy(this.queries, companyId, vacancyId);
    return this.em.transactional(async (tx) => {
      const candidate = await findCandidate(tx, companyId, candidateId, true);
      const application = await openApplication(tx, this.queries, { companyId, userId, lang }, candidate, vacancy, new Date());
      await tx.flush();
      return application.id;
    });
  }
}
