import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { findApplication } from '../domain/application.repository.js';
import { PublicApplication } from '../domain/public-application.entity.js';
import { isStatusToken } from '../domain/public-application.rules.js';
import { CareersApplicationErrors } from '../domain/recruiting.errors.js';
import { CANDIDATE_DECLINED_REASON, rejectWithLetter } from '../services/rejections.js';

/**
 * The candidate withdraws the application their status link names: it ends in "Отказ" with the
 * reason "кандидат отказался" (theirs), the letter that confirms it goes as every rejection's does,
 * and ApplicationWithdrawn tells the recruiters (a notice). 404 APPLICATION_NOT_FOUND for a link that
 * names nothing; 409 APPLICATION_CLOSED once it was decided (or withdrawn) already.
 */
export class WithdrawPublicApplicationCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(WithdrawPublicApplicationCommand)
export class WithdrawPublicApplicationHandler implements ICommandHandler<WithdrawPublicApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token }: WithdrawPublicApplicationCommand): Promise<void> {
    if (!isStatusToken(token)) throw CareersApplicationErrors.linkNotFound();
    await this.em.fork().transactional(async (tx) => {
      const link = await tx.findOne(
        PublicApplication,
        { tokenHash: PublicApplication.hashOf(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!link) throw CareersApplicationErrors.linkNotFound();
      // Locked, so a colleague's move and the withdrawal run in turn (the second finds it closed).
      const application = await findApplication(tx, link.companyId, link.applicationId, true);
      const now = new Date();
      await rejectWithLetter(
        tx,
        this.queries,
        application,
        { reasonId: CANDIDATE_DECLINED_REASON, version: null, byUserId: null, sendLetter: true, sendAt: now, fallbackLang: link.lang },
        now,
      );
      link.withdraw(now);
      await tx.flush();
    });
  }
}
