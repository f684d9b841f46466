import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockSettings } from '../domain/candidate-records.repository.js';
import { RecruitingSettings, type SettingsValues } from '../domain/recruiting-settings.entity.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** `set_recruiting_settings`: the values given (the others keep theirs); answers them all. */
export class SetRecruitingSettingsCommand extends Command<SettingsValues> {
  constructor(
    readonly access: RecruitingAccess,
    readonly values: Partial<SettingsValues>,
  ) {
    super();
  }
}

@CommandHandler(SetRecruitingSettingsCommand)
export class SetRecruitingSettingsHandler implements ICommandHandler<SetRecruitingSettingsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, values }: SetRecruitingSettingsCommand): Promise<SettingsValues> {
    checkRecruitingAccess(access, 'manage');
    const { userId, companyId } = access;
    return this.em.fork().transactional(async (tx) => {
      const now = new Date();
      const row = await lockSettings(tx, companyId, now);
      const next = RecruitingSettings.checked(values, row);
      Object.assign(row, next, { updatedBy: userId, updatedAt: now });
      await tx.flush();
      return next;
    });
  }
}
