import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import { Session } from '../domain/user.entity.js';

export class LogoutUserCommand extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}

@CommandHandler(LogoutUserCommand)
export class LogoutUserHandler implements ICommandHandler<LogoutUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveHub,
  ) {}

  async execute(command: LogoutUserCommand): Promise<void> {
    await this.em.nativeDelete(Session, { id: command.sessionId });
    await this.live.endSessions([command.sessionId]);
  }
}
