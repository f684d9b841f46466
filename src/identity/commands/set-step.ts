import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../domain/user.entity.js';

export class SetStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly step: number,
  ) {
    super();
  }
}

@CommandHandler(SetStepCommand)
export class SetStepHandler implements ICommandHandler<SetStepCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, step }: SetStepCommand): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    user.setStep(step);
    await this.em.flush();
  }
}
