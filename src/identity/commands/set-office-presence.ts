import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserRepository } from '../domain/user.repository.js';
import { ProfileOptions } from '../services/profile-options.js';

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
    private readonly users: UserRepository,
    private readonly options: ProfileOptions,
  ) {}

  async execute({ userId, statusId }: SetOfficePresenceCommand): Promise<void> {
    const user = await this.users.account(userId);
    await this.options.assertOptions([{ list: 'office_presence_status', id: statusId, field: 'office_presence_status_id' }]);
    user.setOfficePresence(statusId);
    await this.users.save();
  }
}
