import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { randomUUID } from 'node:crypto';
import { normalizePhone } from '../../shared/domain/phone.js';
import { webLinkUrl } from '../../shared/domain/web-link.js';
import type { StoredAddress, StoredOffice, StoredSocial } from '../domain/profile.entity.js';
import { lockProfile } from '../domain/profile.repository.js';

type Address = StoredAddress;
type Office = {
  id?: unknown;
  nameOffice: string;
  email?: string | null;
  tel?: string | null;
  website?: string | null;
  registeredOffice: Address;
  actualOffice: Address;
};

/** The contacts step as the DTO checked it (http/contacts.dto.ts ContactsStepDto), the catalogue's addresses included. */
export interface ContactsStepInput {
  registeredOffice: Address;
  actualOffice: Address;
  tel?: string | null;
  email?: string | null;
  website?: string | null;
  socials: Array<{ name: string; link?: string | null }>;
  otherOffices: Office[];
}

/** The address as stored (plain JSON, whatever object the body made). */
const storedAddress = ({ city_id, street_id, street_number }: Address): StoredAddress => ({ city_id, street_id, street_number });
/** A Ukrainian phone, kept as +380XXXXXXXXX. */
const storedPhone = (tel: string | null | undefined): string | null => (tel ? `+38${normalizePhone(tel)!}` : null);
/** A link in its normal form (a bare host read as https). */
const storedLink = (link: string | null | undefined): string | null => (link ? webLinkUrl(link)!.toString() : null);

/** Step 3 Contacts: addresses checked against the catalogue, phone, e-mail, website, socials, regional offices. */
export class SaveContactsStepCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly input: ContactsStepInput,
  ) {
    super();
  }
}

@CommandHandler(SaveContactsStepCommand)
export class SaveContactsStepHandler implements ICommandHandler<SaveContactsStepCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, input }: SaveContactsStepCommand): Promise<void> {
    const { userId, companyId } = access;
    const membership = checkAccess(access.membership, ['editProfile', 'manageAddresses']);
    const registeredOffice = storedAddress(input.registeredOffice);
    const actualOffice = storedAddress(input.actualOffice);
    const tel = storedPhone(input.tel);
    const email = input.email ?? null;
    const website = storedLink(input.website);
    const socials: StoredSocial[] = [];
    for (const social of input.socials) {
      const link = storedLink(social.link);
      if (link && !socials.some((known) => known.name === social.name)) socials.push({ name: social.name, link });
    }
    const offices: StoredOffice[] = input.otherOffices.map((office) => ({
      id: typeof office.id === 'string' && /^[0-9a-f-]{36}$/i.test(office.id) ? office.id : randomUUID(),
      nameOffice: office.nameOffice,
      email: office.email ?? null,
      tel: storedPhone(office.tel),
      website: storedLink(office.website),
      registeredOffice: storedAddress(office.registeredOffice),
      actualOffice: storedAddress(office.actualOffice),
    }));
    await this.em.transactional(async (tx) => {
      (await lockProfile(tx, companyId)).saveContacts(userId, membership, {
        registeredOffice,
        actualOffice,
        tel,
        email,
        website,
        socials,
        otherOffices: offices,
      });
      await tx.flush();
    });
  }
}
