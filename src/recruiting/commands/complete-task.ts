import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireTask } from '../domain/candidate-records.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** `complete_task`: done, once (409 TASK_DONE after), by anyone who may work with candidates. */
export class CompleteTaskCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(CompleteTaskCommand)
export class CompleteTaskHandler implements ICommandHandler<CompleteTaskCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, taskId }: CompleteTaskCommand): Promise<void> {
    checkRecruitingAccess(access, 'manage');
    const { userId, companyId } = access;
    await this.em.fork().transactional(async (tx) => {
      const task = await requireTask(tx, companyId, taskId);
      task.complete(userId, new Date());
      await tx.flush();
    });
  }
}
