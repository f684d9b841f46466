import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProfileFields } from '../domain/user.entity.js';
import { UserRepository } from '../domain/user.repository.js';
import { ProfileOptions } from '../services/profile-options.js';

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
  constructor(
    private readonly users: UserRepository,
    private readonly options: ProfileOptions,
  ) {}

  async execute({ userId, fields }: CreateProfileCommand): Promise<void> {
    const user = await this.users.account(userId);
    await this.options.assertOptions([{ list: 'gender', id: fields.genderId, field: 'gender_id' }]);
    user.createProfile(fields, new Date());
    await this.users.save();
  }
}
