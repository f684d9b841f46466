import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { requireSections } from '../domain/access.rules.js';
import type { StoredOffice, StoredSocial } from '../domain/profile.entity.js';
import { MAX_OFFICES, sameValues, SOCIAL_NETWORKS, withoutIds } from '../domain/profile.rules.js';
import { requireAccess } from './access.js';
import { Inputs } from './inputs.js';
import { saveProfileStep } from './profile-step-save.js';

type Body = Record<string, unknown>;

/** Step 3 Contacts: addresses checked against the catalogue, phone, e-mail, website, socials, regional offices. */
export class SaveContactsStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(SaveContactsStepCommand)
export class SaveContactsStepHandler implements ICommandHandler<SaveContactsStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, body }: SaveContactsStepCommand): Promise<void> {
    const membership = await requireAccess(this.queries, userId, companyId, ['editProfile', 'manageAddresses']);
    const inputs = new Inputs(this.queries, { userId, companyId });
    const registeredOffice = await inputs.address('registeredOffice', body.registeredOffice, true);
    const actualOffice = await inputs.address('actualOffice', body.actualOffice, true);
    const tel = inputs.phone('tel', body.tel);
    const email = inputs.email('email', body.email);
    const website = inputs.link('website', body.website);
    const socials: StoredSocial[] = [];
    const socialInput = body.socials === undefined || body.socials === null ? [] : body.socials;
    if (!Array.isArray(socialInput)) inputs.fail('socials', 'validation.format');
    else
      for (const [index, item] of socialInput.entries()) {
        const entry = (item ?? {}) as Body;
        const name = String(entry.name ?? '').toLowerCase();
        if (!(SOCIAL_NETWORKS as readonly string[]).includes(name)) {
          inputs.fail(`socials.${index}.name`, 'profiling.unknownItem');
          continue;
        }
        const link = inputs.link(`socials.${index}.link`, entry.link);
        if (link && !socials.some((social) => social.name === name)) socials.push({ name, link });
      }
    const offices: StoredOffice[] = [];
    const officeInput = body.otherOffices === undefined || body.otherOffices === null ? [] : body.otherOffices;
    if (!Array.isArray(officeInput)) inputs.fail('otherOffices', 'validation.format');
    else {
      if (officeInput.length > MAX_OFFICES) inputs.fail('otherOffices', 'validation.tooMany');
      for (const [index, item] of officeInput.slice(0, MAX_OFFICES).entries()) {
        const entry = (item ?? {}) as Body;
        const path = `otherOffices.${index}`;
        const office = {
          id: typeof entry.id === 'string' && /^[0-9a-f-]{36}$/i.test(entry.id) ? entry.id : randomUUID(),
          nameOffice: inputs.text(`${path}.nameOffice`, entry.nameOffice, 200, 'profiling.officeName'),
          email: inputs.email(`${path}.email`, entry.email),
          tel: inputs.phone(`${path}.tel`, entry.tel),
          website: inputs.link(`${path}.website`, entry.website),
          registeredOffice: await inputs.address(`${path}.registeredOffice`, entry.registeredOffice, true),
          actualOffice: await inputs.address(`${path}.actualOffice`, entry.actualOffice, true),
        };
        if (office.nameOffice && office.registeredOffice && office.actualOffice) offices.push(office as StoredOffice);
      }
    }
    inputs.done();
    await saveProfileStep(this.em, userId, companyId, 'contacts', (profile) => {
      // Offices and addresses are `addresses`' part of the step, phone, e-mail, site and socials `company-profile`'s.
      const officesChanged = !sameValues([profile.registeredOffice, profile.actualOffice, withoutIds(profile.otherOffices)], [registeredOffice, actualOffice, withoutIds(offices)]);
      const restChanged = !sameValues([profile.tel, profile.email, profile.website, profile.socials], [tel, email, website, socials]);
      requireSections(membership, { manageAddresses: officesChanged, editProfile: restChanged });
      Object.assign(profile, { registeredOffice, actualOffice, tel, email, website, socials, otherOffices: offices });
      return { registeredOffice, actualOffice, tel, email, website, socials, otherOffices: offices };
    });
  }
}
