import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { requireCandidate } from '../domain/candidate-records.repository.js';
import { Task } from '../domain/task.entity.js';
import { colleaguesOf } from '../services/colleagues.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

export interface TaskFields {
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  assigneeId: string;
  candidateId: string | null;
}

/** `add_task`: something a colleague has to do by a day, optionally about a candidate. Answers the task's id. */
export class AddTaskCommand extends Command<string> {
  constructor(
    readonly access: RecruitingAccess,
    readonly fields: TaskFields,
  ) {
    super();
  }
}

@CommandHandler(AddTaskCommand)
export class AddTaskHandler implements ICommandHandler<AddTaskCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, fields }: AddTaskCommand): Promise<string> {
    checkRecruitingAccess(access, 'manage');
    const { userId, companyId } = access;
    const now = new Date();
    const draft = Task.draft({ companyId, ...fields, createdBy: userId, colleagues: await colleaguesOf(this.queries, companyId), now });
    return this.em.fork().transactional(async (tx) => {
      if (fields.candidateId) (await requireCandidate(tx, companyId, fields.candidateId, true)).touch(now);
      const task = tx.create(Task, draft);
      task.announce();
      await tx.flush();
      return task.id;
    });
  }
}
