import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NoticeChoice, NoticeKind } from '../notices.types.js';

export interface NoticeSettingInput extends NoticeChoice {
  kind: NoticeKind;
}

/** The caller's channels for the kinds given (others keep theirs); a fixed e-mail stays sent regardless. */
export class SetNoticeSettingsCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly settings: NoticeSettingInput[],
  ) {
    super();
  }
}

@CommandHandler(SetNoticeSettingsCommand)
export class SetNoticeSettingsHandler implements ICommandHandler<SetNoticeSettingsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, settings }: SetNoticeSettingsCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      for (const setting of settings) {
        await tx.execute(
          `insert into notice_preference (user_id, kind, email, in_app) values (?, ?, ?, ?)
           on conflict (user_id, kind) do update set email = excluded.email, in_app = excluded.in_app`,
          [userId, setting.kind, setting.email, setting.in_app],
        );
      }
    });
  }
}
