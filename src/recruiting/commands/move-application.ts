import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appendMove, findApplication } from '../domain/application.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { boardStages } from '../domain/stage.repository.js';

/**
 * `move_application`: the card goes to another stage of its vacancy's board. A version older than the
 * application's is refused (409 STALE_VERSION); the controller adds the application as it is now.
 */
export class MoveApplicationCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly applicationId: string,
    readonly stageId: string,
    readonly version: number,
  ) {
    super();
  }
}

@CommandHandler(MoveApplicationCommand)
export class MoveApplicationHandler implements ICommandHandler<MoveApplicationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, applicationId, stageId, version }: MoveApplicationCommand): Promise<void> {
    checkRecruitingAccess(access, 'manage');
    const { companyId, userId } = access;
    await this.em.transactional(async (tx) => {
      const application = await findApplication(tx, companyId, applicationId, true);
      const to = (await boardStages(tx, companyId, application.vacancyId)).find((stage) => stage.id === stageId);
      if (!to) throw RecruitingErrors.stageNotFound();
      appendMove(tx, application.move(to, version, userId, new Date()));
      await tx.flush();
    });
  }
}
