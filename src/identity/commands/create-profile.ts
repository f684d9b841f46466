import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { User, type ProfileFields } from '../domain/user.entity.js';
import { assertOptions, assertPhoneFree, flushProfile } from '../services/profile-rules.js';

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
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, fields }: CreateProfileCommand): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    await assertOptions(this.queries, [{ list: 'gender', id: fields.genderId, field: 'gender_id' }]);
    await assertPhoneFree(this.em, userId, fields.phone);
    user.createProfile(fields, new Date());
    await flushProfile(this.em);
  }
}
