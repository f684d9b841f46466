import type { EntityManager as CoreEntityManager } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UpdateCompanyCommand } from '../../company/company.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { CompanyProfile, Department, type StoredOffice, type StoredSocial } from '../domain/profile.entity.js';
import { MAX_DEPARTMENTS, MAX_OFFICES, SOCIAL_NETWORKS, stepAfter } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { CompanyProfileStepSaved, DepartmentAdded, DepartmentRemoved, type ProfileStep } from '../domain/profiling.events.js';
import { lockProfile, requireAccess, requireSections, sameValues, withoutIds } from './access.js';
import { chooseName, isDuplicate } from './department-names.js';
import { Inputs } from './inputs.js';

type Body = Record<string, unknown>;

/** Saves one step of the company profile wizard from the step's raw form values. */
export class SaveProfileStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly step: ProfileStep,
    readonly body: Body,
  ) {
    super();
  }
}

/**
 * The per-step saves of the company profile wizard (spec 001 §7 "Company updates by step"). Each
 * checks access, validates every field of its step (all problems at once), then saves under the
 * profile's row lock with a CompanyProfileStepSaved event, and moves the resume step on.
 */
@CommandHandler(SaveProfileStepCommand)
export class SaveProfileStepHandler implements ICommandHandler<SaveProfileStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, companyId, step, body }: SaveProfileStepCommand): Promise<void> {
    await this[step](userId, companyId, body);
  }

  private inputs(userId: string, companyId: string): Inputs {
    return new Inputs(this.queries, { userId, companyId });
  }

  private async save(userId: string, companyId: string, step: ProfileStep, apply: (profile: CompanyProfile, tx: CoreEntityManager) => Promise<Record<string, unknown>> | Record<string, unknown>): Promise<void> {
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const values = await apply(profile, tx);
      profile.step = stepAfter(['general', 'structure', 'contacts', 'management', 'mission'].indexOf(step) + 1);
      recordEvent(profile, new CompanyProfileStepSaved(companyId, userId, step, values));
      await tx.flush();
    });
  }

  /** General: the company's own fields go to the company context with its rules (re-verification included). */
  private async general(userId: string, companyId: string, body: Body): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'edit');
    const inputs = this.inputs(userId, companyId);
    const data = {
      name: body.name === undefined ? undefined : (inputs.text('name', body.name, 255, 'validation.required') ?? undefined),
      companyBrand: body.companyBrand === undefined ? undefined : inputs.text('companyBrand', body.companyBrand, 255),
      code: body.code === undefined ? undefined : (inputs.text('code', body.code, 8, 'validation.required') ?? undefined),
      employees: body.employees === undefined ? undefined : optionalInt(inputs, 'employees', body.employees),
      activity: body.activity === undefined ? undefined : optionalInt(inputs, 'activity', body.activity),
      services: body.services === undefined ? undefined : inputs.text('services', body.services, 5000),
      website: body.website === undefined ? undefined : inputs.website('website', body.website, 255),
    };
    if (data.code !== undefined && !/^\d{8}$/.test(data.code)) inputs.fail('code', 'company.edrpou');
    const confirm = inputs.bool('confirm_reverification', body.confirm_reverification, false);
    inputs.done();
    await this.commands.execute(new UpdateCompanyCommand(userId, companyId, data, confirm));
    await this.save(userId, companyId, 'general', () => ({ ...data }));
  }

  /** Structure: manager, staff count, departments (the full list) and organizational structure. */
  private async structure(userId: string, companyId: string, body: Body): Promise<void> {
    const membership = await requireAccess(this.queries, userId, companyId, ['editProfile', 'manageDepartments']);
    const inputs = this.inputs(userId, companyId);
    const surname = inputs.text('manager_surname', body.manager_surname, 100, 'profiling.surname');
    const firstName = inputs.text('manager_first_name', body.manager_first_name, 100, 'profiling.firstName');
    const middleName = inputs.text('manager_middle_name', body.manager_middle_name, 100);
    const workers = await inputs.id('s_workers', 's_workers', body.s_workers, true);
    const structure = await inputs.id('s_organizational_structure', 's_organizational_structure', body.s_organizational_structure, true);
    const entries = Array.isArray(body.tl_lists) ? (body.tl_lists as unknown[]) : [];
    if (entries.length === 0) inputs.fail('tl_lists', 'profiling.required');
    if (entries.length > MAX_DEPARTMENTS) inputs.fail('tl_lists', 'validation.tooMany');
    const wanted: Array<{ keepId: string } | { chosen: NonNullable<Awaited<ReturnType<typeof chooseName>>>; path: string }> = [];
    for (const [index, entry] of entries.entries()) {
      const item = (typeof entry === 'object' && entry !== null ? entry : { idItem: entry }) as Body;
      const path = `tl_lists.${index}`;
      if (typeof item.id === 'string' && item.id) wanted.push({ keepId: item.id });
      else {
        const chosen = await chooseName(inputs, path, item.idItem, item.name);
        if (chosen) wanted.push({ chosen, path });
      }
    }
    inputs.done();
    await this.save(userId, companyId, 'structure', async (profile, tx) => {
      const existing = await tx.find(Department, { companyId });
      const keep = new Set(wanted.flatMap((entry) => ('keepId' in entry ? [entry.keepId] : [])));
      for (const id of keep) if (!existing.some((department) => department.id === id)) throw ProfilingErrors.invalid({ tl_lists: 'profiling.unknownItem' });
      // The step has two owners: the department list is `departments`' part, the rest `company-profile`'s.
      const departmentsChanged = keep.size !== existing.length || wanted.some((entry) => !('keepId' in entry));
      const restChanged = !sameValues(
        [profile.managerSurname, profile.managerFirstName, profile.managerMiddleName, profile.sWorkers, profile.sOrganizationalStructure],
        [surname, firstName, middleName, workers, structure],
      );
      requireSections(membership, { manageDepartments: departmentsChanged, editProfile: restChanged });
      const kept = existing.filter((department) => keep.has(department.id));
      for (const department of existing.filter((item) => !keep.has(item.id))) {
        tx.remove(department);
        recordEvent(profile, new DepartmentRemoved(companyId, userId, department.id, department.name));
      }
      // Deletions first: a name dropped and added back in one save must not meet itself in the unique index.
      await tx.flush();
      for (const entry of wanted) {
        if ('keepId' in entry) continue;
        if (isDuplicate(kept, entry.chosen)) throw ProfilingErrors.duplicate(entry.path);
        const sort = Math.max(0, ...existing.map((item) => item.sort), ...kept.map((item) => item.sort)) + 1;
        const department = tx.create(Department, { companyId, listItemId: entry.chosen.listItemId, name: entry.chosen.name, nameKey: entry.chosen.key, addresses: [], sort });
        kept.push(department);
        recordEvent(profile, new DepartmentAdded(companyId, userId, department.id, department.name));
      }
      Object.assign(profile, { managerSurname: surname, managerFirstName: firstName, managerMiddleName: middleName, sWorkers: workers, sOrganizationalStructure: structure });
      return { manager_surname: surname, manager_first_name: firstName, manager_middle_name: middleName, s_workers: workers, s_organizational_structure: structure, tl_lists: kept.map((item) => item.id) };
    });
  }

  /** Contacts: addresses checked against the catalogue, phone, e-mail, website, socials, regional offices. */
  private async contacts(userId: string, companyId: string, body: Body): Promise<void> {
    const membership = await requireAccess(this.queries, userId, companyId, ['editProfile', 'manageAddresses']);
    const inputs = this.inputs(userId, companyId);
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
    await this.save(userId, companyId, 'contacts', (profile) => {
      // Offices and addresses are `addresses`' part of the step, phone, e-mail, site and socials `company-profile`'s.
      const officesChanged = !sameValues([profile.registeredOffice, profile.actualOffice, withoutIds(profile.otherOffices)], [registeredOffice, actualOffice, withoutIds(offices)]);
      const restChanged = !sameValues([profile.tel, profile.email, profile.website, profile.socials], [tel, email, website, socials]);
      requireSections(membership, { manageAddresses: officesChanged, editProfile: restChanged });
      Object.assign(profile, { registeredOffice, actualOffice, tel, email, website, socials, otherOffices: offices });
      return { registeredOffice, actualOffice, tel, email, website, socials, otherOffices: offices };
    });
  }

  /** Personnel management: selection stages; training required only while the switch is Yes. */
  private async management(userId: string, companyId: string, body: Body): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const inputs = this.inputs(userId, companyId);
    const stages = await inputs.ids('s_selection_stages', 's_selection_stages', body.s_selection_stages, true);
    const training = inputs.bool('training', body.training, true);
    const trainingItems = training ? await inputs.ids('s_training', 's_training', body.s_training, true) : [];
    inputs.done();
    await this.save(userId, companyId, 'management', (profile) => {
      Object.assign(profile, { sSelectionStages: stages, training, sTraining: trainingItems });
      return { s_selection_stages: stages, training, s_training: trainingItems };
    });
  }

  /** Mission and values: all optional; fields left out keep their value. */
  private async mission(userId: string, companyId: string, body: Body): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const values = await readMission(new Inputs(this.queries, { userId, companyId }), body);
    await this.save(userId, companyId, 'mission', (profile) => {
      Object.assign(profile, values);
      return values;
    });
  }
}

function optionalInt(inputs: Inputs, path: string, value: unknown): number | null {
  if (value === null || value === '' || value === 0 || value === '0') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 0) {
    inputs.fail(path, 'validation.format');
    return null;
  }
  return id;
}

/** The mission step's fields that were sent (left out keep their value). */
export async function readMission(inputs: Inputs, body: Body): Promise<{ mission?: string | null; sValues?: number[]; sCompetence?: number[] }> {
  const values = {
    mission: body.mission === undefined ? undefined : inputs.text('mission', body.mission, 5000),
    sValues: body.s_values === undefined ? undefined : await inputs.ids('s_values', 's_values', body.s_values, false),
    sCompetence: body.s_competence === undefined ? undefined : await inputs.ids('s_competence', 's_competence', body.s_competence, false),
  };
  inputs.done();
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
