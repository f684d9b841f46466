import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileRules } from './profile-rules.js';

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
  constructor(private readonly profiles: ProfileRules) {}

  async execute({ userId, statusId }: SetOfficePresenceCommand): Promise<void> {
    const user = await this.profiles.account(userId);
    await this.profiles.assertOptions([{ list: 'office_presence_status', id: statusId, field: 'office_presence_status_id' }]);
    user.setOfficePresence(statusId);
    await this.profiles.save();
  }
}
