import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import type { ContactFields, ProfileFields } from '../domain/user.entity.js';
import { UserRepository } from '../domain/user.repository.js';
import { ProfileOptions } from '../services/profile-options.js';

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
    private readonly users: UserRepository,
    private readonly options: ProfileOptions,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<void> {
    const user = await this.users.account(command.userId);
    const { fields, contacts } = command;
    if (command.email !== undefined && normalizeEmail(command.email) !== user.email) throw IdentityErrors.readOnly('email');

    const emails = contacts.otherEmails;
    if (new Set(emails).size !== emails.length || emails.includes(user.email)) throw IdentityErrors.duplicate('otherEmails');
    const phones = contacts.otherPhones;
    if (new Set(phones).size !== phones.length || phones.includes(fields.phone)) throw IdentityErrors.duplicate('otherPhones');

    await this.options.assertOptions([
      { list: 'gender', id: fields.genderId, field: 'gender_id' },
      ...contacts.socials.map((social, index) => ({ list: 'social_media' as const, id: social.type, field: `socials.${index}.type` })),
      ...(command.officePresenceStatusId !== undefined
        ? [{ list: 'office_presence_status' as const, id: command.officePresenceStatusId, field: 'office_presence_status_id' }]
        : []),
    ]);
    user.updateProfile(fields, contacts);
    if (command.officePresenceStatusId !== undefined) user.setOfficePresence(command.officePresenceStatusId);
    await this.users.save();
  }
}
