import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { rm } from 'node:fs/promises';
import { GetOptionListsQuery, type OptionListName } from '../../catalogue/catalogue.contract.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { User, type ContactFields, type ProfileFields } from '../domain/user.entity.js';
import { normalizeEmail } from './account-tokens.js';
import { AvatarStorage } from './avatar-storage.js';

/** Option ids the profile refers to must exist in the catalogue's lists. */
async function assertOptions(queries: QueryBus, wanted: Array<{ list: OptionListName; id: number; field: string }>): Promise<void> {
  if (wanted.length === 0) return;
  const names = [...new Set(wanted.map((item) => item.list))];
  const lists = await queries.execute(new GetOptionListsQuery(names, 'ru'));
  for (const item of wanted) {
    if (!lists[item.list]?.some((option) => option.id === item.id)) throw IdentityErrors.invalidOption(item.field);
  }
}

/*
 * A profile may name a phone another account confirmed: it stays unconfirmed here, and whose it is
 * gets settled only when a code sent to it is entered (ConfirmPhoneHandler). Refusing it here
 * would tell anyone which phones have accounts. Only a confirmed phone is unique (partial index).
 */
async function flushProfile(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.phoneTaken();
    throw error;
  }
}

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
    user.createProfile(fields, new Date());
    await flushProfile(this.em);
  }
}

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly fields: ProfileFields,
    readonly contacts: ContactFields,
    /** The read-only e-mail as the form sent it back, if it did. */
    readonly email: string | undefined,
    readonly officePresenceStatusId: number | undefined,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: command.userId });
    const { fields, contacts } = command;
    if (command.email !== undefined && normalizeEmail(command.email) !== user.email) throw IdentityErrors.readOnly('email');

    const emails = contacts.otherEmails;
    if (new Set(emails).size !== emails.length || emails.includes(user.email)) throw IdentityErrors.duplicate('otherEmails');
    const phones = contacts.otherPhones;
    if (new Set(phones).size !== phones.length || phones.includes(fields.phone)) throw IdentityErrors.duplicate('otherPhones');

    await assertOptions(this.queries, [
      { list: 'gender', id: fields.genderId, field: 'gender_id' },
      ...contacts.socials.map((social, index) => ({ list: 'social_media' as const, id: social.type, field: `socials.${index}.type` })),
      ...(command.officePresenceStatusId !== undefined
        ? [{ list: 'office_presence_status' as const, id: command.officePresenceStatusId, field: 'office_presence_status_id' }]
        : []),
    ]);
    user.updateProfile(fields, contacts);
    if (command.officePresenceStatusId !== undefined) user.setOfficePresence(command.officePresenceStatusId);
    await flushProfile(this.em);
  }
}

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

export class UploadAvatarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly file: UploadedFile,
  ) {
    super();
  }
}

/** Stores the new renditions first, commits the new name, and only then removes the old files. */
@CommandHandler(UploadAvatarCommand)
export class UploadAvatarHandler implements ICommandHandler<UploadAvatarCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: AvatarStorage,
  ) {}

  async execute({ userId, file }: UploadAvatarCommand): Promise<void> {
    try {
      const user = await this.em.findOneOrFail(User, { id: userId });
      const key = await this.storage.store(file);
      const previous = user.setAvatar(key);
      try {
        await this.em.flush();
      } catch (error) {
        await this.storage.remove(key);
        throw error;
      }
      if (previous) await this.storage.remove(previous);
    } finally {
      await rm(file.path, { force: true });
    }
  }
}

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
