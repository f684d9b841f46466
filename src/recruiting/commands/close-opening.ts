import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Opening, OpeningErrors } from '../domain/opening.entity.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { type OpeningView, openingView } from './open-vacancy.js';

/**
 * `close_vacancy` of recruiting: the opening ends now (the posting leaves the public pages); each
 * open applicant is then rejected with a letter, `message` or the usual one of a closed vacancy.
 */
export class CloseOpeningCommand extends Command<OpeningView> {
  constructor(
    readonly access: RecruitingAccess,
    readonly vacancyId: string,
    readonly message: string | null,
  ) {
    super();
  }
}

@CommandHandler(CloseOpeningCommand)
export class CloseOpeningHandler implements ICommandHandler<CloseOpeningCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, vacancyId, message }: CloseOpeningCommand): Promise<OpeningView> {
    checkRecruitingAccess(access, 'vacancies');
    const { companyId, userId } = access;
    return this.em.transactional(async (tx) => {
      const opening = await tx.findOne(Opening, { vacancyId, companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!opening) throw OpeningErrors.notOpen();
      opening.close(userId, new Date(), message);
      await tx.flush();
      return openingView(opening);
    });
  }
}
