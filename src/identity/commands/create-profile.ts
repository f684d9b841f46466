import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProfileFields } from '../domain/user.entity.js';
import { ProfileRules } from './profile-rules.js';

export class CreateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly fields: ProfileFields,
  ) {
    super();
  }
}

@CommandHandler(CreateProfileCommand)
export class CreateProfileHandler implements ICommandHandler<CreateProfileCommand> {
  constructor(private readonly profiles: ProfileRules) {}

  async execute({ userId, fields }: CreateProfileCommand): Promise<void> {
    const user = await this.profiles.account(userId);
    await this.profiles.assertOptions([{ list: 'gender', id: fields.genderId, field: 'gender_id' }]);
    user.createProfile(fields, new Date());
    await this.profiles.save();
  }
}
