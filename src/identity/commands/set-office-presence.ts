import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../domain/user.entity.js';
import { assertOptions } from '../services/profile-rules.js';

export class SetOfficePresenceCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly statusId: number,
  ) {
    super();
  }
}

@CommandHandler(SetOfficePresenceCommand)
export class SetOfficePresenceHandler implements ICommandHandler<SetOfficePresenceCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, statusId }: SetOfficePresenceCommand): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    await assertOptions(this.queries, [{ list: 'office_presence_status', id: statusId, field: 'office_presence_status_id' }]);
    user.setOfficePresence(statusId);
    await this.em.flush();
  }
}
