import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CompanyMembership } from '../../company/company.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { requireSections } from './access.rules.js';
import {
  isDuplicate,
  LAST_STEP,
  MAX_DEPARTMENTS,
  MAX_POLICY_FILES,
  PROFILE_STEPS,
  sameValues,
  stepAfter,
  withoutIds,
  type ChosenName,
} from './profile.rules.js';
import { ProfilingErrors } from './profiling.errors.js';
import {
  CompanyPolicyFileAdded,
  CompanyPolicyFileRemoved,
  CompanyProfileCompleted,
  CompanyProfileStepSaved,
  DepartmentAdded,
  DepartmentEdited,
  DepartmentRemoved,
  type ProfileStep,
} from './profiling.events.js';

/** An address as stored: catalogue ids and the house number; names are read from the catalogue. */
export interface StoredAddress {
  city_id: number;
  street_id: number;
  street_number: string;
}

export interface StoredSocial {
  name: string;
  link: string;
}

export interface StoredOffice {
  id: string;
  nameOffice: string;
  email: string | null;
  tel: string | null;
  website: string | null;
  registeredOffice: StoredAddress;
  actualOffice: StoredAddress;
}

/**
 * The company profile of spec 001 §3, one row per company (the aggregate of the profiling context:
 * its row is locked by every change of the profile, its files and its departments, and it records
 * their events). `step` is the wizard step to resume at, kept on the server for other devices.
 */
const CompanyProfileSchema = defineEntity({
  name: 'CompanyProfile',
  tableName: 'profiling_company_profile',
  properties: {
    companyId: p.uuid().primary(),
    step: p.integer().default(1),
    completedAt: p.datetime().nullable(),
    managerSurname: p.string().length(100).nullable(),
    managerFirstName: p.string().length(100).nullable(),
    managerMiddleName: p.string().length(100).nullable(),
    sWorkers: p.integer().nullable(),
    sOrganizationalStructure: p.integer().nullable(),
    tel: p.string().length(20).nullable(),
    email: p.string().length(255).nullable(),
    website: p.string().length(500).nullable(),
    socials: p.json<StoredSocial[]>().default('[]'),
    registeredOffice: p.json<StoredAddress>().nullable(),
    actualOffice: p.json<StoredAddress>().nullable(),
    otherOffices: p.json<StoredOffice[]>().default('[]'),
    sSelectionStages: p.json<number[]>().default('[]'),
    training: p.boolean().default(true),
    sTraining: p.json<number[]>().default('[]'),
    mission: p.text().nullable(),
    sValues: p.json<number[]>().default('[]'),
    sCompetence: p.json<number[]>().default('[]'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** The HR policy files of a company (dir=policy); names unique per company, case-insensitive. */
const PolicyFileSchema = defineEntity({
  name: 'PolicyFile',
  tableName: 'profiling_policy_file',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid().index(),
    name: p.string().length(255),
    format: p.string().length(10),
    mime: p.string().length(100),
    size: p.integer(),
    storageKey: p.string().length(64),
    uploadedBy: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    {
      name: 'profiling_policy_file_name_unique',
      expression: 'create unique index "profiling_policy_file_name_unique" on "profiling_policy_file" ("company_id", lower("name"))',
    },
  ],
});
export class PolicyFile extends PolicyFileSchema.class {}
PolicyFileSchema.setClass(PolicyFile);

/**
 * A department of a company: a `tl_lists` item (global or the company's local one) or a name of its
 * own, the manager and the addresses. `nameKey` (trimmed, lower case) keeps names unique per company.
 */
const DepartmentSchema = defineEntity({
  name: 'Department',
  tableName: 'profiling_department',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid().index(),
    listItemId: p.integer().nullable(),
    name: p.string().length(200),
    nameKey: p.string().length(200),
    managerPosition: p.string().length(200).nullable(),
    managerSurname: p.string().length(100).nullable(),
    managerName: p.string().length(100).nullable(),
    managerMiddleName: p.string().length(100).nullable(),
    addresses: p.json<StoredAddress[]>().default('[]'),
    /** The functionality category of the department (spec 001 §3 `category`, a catalogue_category id), or none. */
    categoryId: p.integer().nullable(),
    /** List order (one save may add several departments within one millisecond). */
    sort: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'profiling_department_name_unique', properties: ['companyId', 'nameKey'] }],
});
export class Department extends DepartmentSchema.class {}
DepartmentSchema.setClass(Department);

/** The columns the department form sets (name, manager, addresses, category). */
export interface DepartmentFields {
  listItemId: number | null;
  name: string;
  nameKey: string;
  managerPosition: string | null;
  managerSurname: string | null;
  managerName: string | null;
  managerMiddleName: string | null;
  categoryId: number | null;
  addresses: StoredAddress[];
}

/** The Structure step's own fields (its department list is the departments'). */
export interface StructureFields {
  managerSurname: string;
  managerFirstName: string;
  managerMiddleName: string | null;
  sWorkers: number | null;
  sOrganizationalStructure: number | null;
}

/** The Structure step's department list: an entry keeps a department by id or adds one by its chosen name. */
export type DepartmentListEntry = { keepId: string } | { chosen: ChosenName; path: string };

export interface ContactsFields {
  registeredOffice: StoredAddress;
  actualOffice: StoredAddress;
  tel: string | null;
  email: string | null;
  website: string | null;
  socials: StoredSocial[];
  otherOffices: StoredOffice[];
}

export interface ManagementFields {
  sSelectionStages: number[];
  training: boolean;
  sTraining: number[];
}

/** The Mission step's fields that were sent (those left out keep their value). */
export interface MissionFields {
  mission?: string | null;
  sValues?: number[];
  sCompetence?: number[];
}

/** A policy file as the storage checked and kept it. */
export interface StoredPolicyFile {
  name: string;
  format: string;
  mime: string;
  size: number;
  storageKey: string;
}

/**
 * The company profile, the aggregate of the profile part of the profiling context: the five steps
 * of the wizard, the HR policy files and the departments. Callers lock its row first
 * (profile.repository.ts lockProfile), so changes of one company's profile run in turn, and save
 * what a method changed or made; every event is recorded on the profile, so they keep one order per
 * company. A step shared by two rights (Structure, Contacts) needs the right of each part it
 * changes (access.rules.ts requireSections).
 */
export class CompanyProfile extends CompanyProfileSchema.class {
  /** Step 1 General: the company's own fields are the company context's (saved there first); the profile records the step. */
  saveGeneral(byUserId: string, values: Record<string, unknown>): void {
    this.stepSaved('general', byUserId, { ...values });
  }

  /**
   * Step 2 Structure: the manager, staff and organizational structure, and the full department
   * list: kept ids must be the company's (400 VALIDATION_FAILED at `tl_lists`), a new name may not
   * repeat a kept one (409 DEPARTMENT_DUPLICATE at its path). The list is the `departments`
   * right's part of the step, the rest `company-profile`'s (403 COMPANY_FORBIDDEN). Answers the
   * departments to remove and those to add: the caller removes first, so a name dropped and added
   * back in one save does not meet itself in the unique index.
   */
  saveStructure(
    byUserId: string,
    membership: CompanyMembership,
    fields: StructureFields,
    existing: readonly Department[],
    wanted: readonly DepartmentListEntry[],
  ): { removed: Department[]; added: Department[] } {
    const keep = new Set(wanted.flatMap((entry) => ('keepId' in entry ? [entry.keepId] : [])));
    for (const id of keep)
      if (!existing.some((department) => department.id === id)) throw ProfilingErrors.invalid({ tl_lists: 'profiling.unknownItem' });
    const departmentsChanged = keep.size !== existing.length || wanted.some((entry) => !('keepId' in entry));
    const restChanged = !sameValues(
      [this.managerSurname, this.managerFirstName, this.managerMiddleName, this.sWorkers, this.sOrganizationalStructure],
      [fields.managerSurname, fields.managerFirstName, fields.managerMiddleName, fields.sWorkers, fields.sOrganizationalStructure],
    );
    requireSections(membership, { manageDepartments: departmentsChanged, editProfile: restChanged });
    const kept = existing.filter((department) => keep.has(department.id));
    const removed = existing.filter((department) => !keep.has(department.id));
    for (const department of removed) recordEvent(this, new DepartmentRemoved(this.companyId, byUserId, department.id, department.name));
    const added: Department[] = [];
    for (const entry of wanted) {
      if ('keepId' in entry) continue;
      if (isDuplicate(kept, entry.chosen)) throw ProfilingErrors.duplicate(entry.path);
      const sort = Math.max(0, ...existing.map((item) => item.sort), ...kept.map((item) => item.sort)) + 1;
      const department = this.newDepartment(
        { listItemId: entry.chosen.listItemId, name: entry.chosen.name, nameKey: entry.chosen.key, addresses: [] },
        sort,
      );
      kept.push(department);
      added.push(department);
      recordEvent(this, new DepartmentAdded(this.companyId, byUserId, department.id, department.name));
    }
    Object.assign(this, fields);
    this.stepSaved('structure', byUserId, {
      manager_surname: fields.managerSurname,
      manager_first_name: fields.managerFirstName,
      manager_middle_name: fields.managerMiddleName,
      s_workers: fields.sWorkers,
      s_organizational_structure: fields.sOrganizationalStructure,
      tl_lists: kept.map((item) => item.id),
    });
    return { removed, added };
  }

  /** Step 3 Contacts: offices and addresses are the `addresses` right's part, phone, e-mail, site and socials `company-profile`'s (403). */
  saveContacts(byUserId: string, membership: CompanyMembership, contacts: ContactsFields): void {
    const officesChanged = !sameValues(
      [this.registeredOffice, this.actualOffice, withoutIds(this.otherOffices)],
      [contacts.registeredOffice, contacts.actualOffice, withoutIds(contacts.otherOffices)],
    );
    const restChanged = !sameValues(
      [this.tel, this.email, this.website, this.socials],
      [contacts.tel, contacts.email, contacts.website, contacts.socials],
    );
    requireSections(membership, { manageAddresses: officesChanged, editProfile: restChanged });
    Object.assign(this, contacts);
    this.stepSaved('contacts', byUserId, { ...contacts });
  }

  /** Step 4 Personnel management. */
  saveManagement(byUserId: string, fields: ManagementFields): void {
    Object.assign(this, fields);
    this.stepSaved('management', byUserId, {
      s_selection_stages: fields.sSelectionStages,
      training: fields.training,
      s_training: fields.sTraining,
    });
  }

  /** Step 5 Mission and values. */
  saveMission(byUserId: string, fields: MissionFields): void {
    Object.assign(this, fields);
    this.stepSaved('mission', byUserId, fields as Record<string, unknown>);
  }

  /**
   * The last step's completion: saves the mission fields sent (a step saved only when there were
   * any) and marks the company stage done, once: a repeated call (Back and forward again) records
   * no second CompanyProfileCompleted.
   */
  complete(byUserId: string, fields: MissionFields, now: Date): void {
    Object.assign(this, fields);
    if (Object.keys(fields).length > 0)
      recordEvent(this, new CompanyProfileStepSaved(this.companyId, byUserId, 'mission', fields as Record<string, unknown>));
    this.step = LAST_STEP;
    if (this.completedAt) return;
    this.completedAt = now;
    recordEvent(this, new CompanyProfileCompleted(this.companyId, byUserId));
  }

  /** The step the wizard shows (Back, resume on another device); nothing is saved with it. */
  showStep(step: number): void {
    this.step = step;
  }

  /** An HR policy file, at most MAX_POLICY_FILES of them (409 TOO_MANY_FILES); `count` is how many there are. Answers the new row. */
  addPolicyFile(byUserId: string, file: StoredPolicyFile, count: number, now: Date): PolicyFile {
    if (count >= MAX_POLICY_FILES) throw ProfilingErrors.tooManyFiles();
    const row = Object.assign(new PolicyFile(), {
      id: randomUUID(),
      companyId: this.companyId,
      ...file,
      uploadedBy: byUserId,
      createdAt: now,
    });
    recordEvent(this, new CompanyPolicyFileAdded(this.companyId, byUserId, row.id, row.name, row.size));
    return row;
  }

  /** The policy file of that name (any case) or id among `files`, or 404 FILE_NOT_FOUND. Answers the row to remove. */
  removePolicyFile(byUserId: string, files: readonly PolicyFile[], fileName: string): PolicyFile {
    const file = files.find((row) => row.name.toLowerCase() === fileName.trim().toLowerCase() || row.id === fileName);
    if (!file) throw ProfilingErrors.fileNotFound();
    recordEvent(this, new CompanyPolicyFileRemoved(this.companyId, byUserId, file.id, file.name));
    return file;
  }

  /**
   * A department (`add_new_department`): names and catalogue items unique per company, trimmed and
   * case-insensitive (409 DEPARTMENT_DUPLICATE), at most MAX_DEPARTMENTS (400). `existing` is every
   * department of the company. Answers the new one, listed last.
   */
  addDepartment(byUserId: string, existing: readonly Department[], fields: DepartmentFields): Department {
    if (isDuplicate(existing, chosenOf(fields))) throw ProfilingErrors.duplicate(duplicateField(fields));
    if (existing.length >= MAX_DEPARTMENTS) throw ProfilingErrors.invalid({ name: 'validation.tooMany' });
    const department = this.newDepartment(fields, Math.max(0, ...existing.map((item) => item.sort)) + 1);
    recordEvent(this, new DepartmentAdded(this.companyId, byUserId, department.id, department.name));
    return department;
  }

  /** The same form for one department of `existing` (404 DEPARTMENT_NOT_FOUND), under the same uniqueness. */
  editDepartment(byUserId: string, existing: readonly Department[], departmentId: string, fields: DepartmentFields): Department {
    const department = existing.find((item) => item.id === departmentId);
    if (!department) throw ProfilingErrors.departmentNotFound();
    if (isDuplicate(existing, chosenOf(fields), department.id)) throw ProfilingErrors.duplicate(duplicateField(fields));
    Object.assign(department, fields);
    recordEvent(this, new DepartmentEdited(this.companyId, byUserId, department.id, department.name));
    return department;
  }

  /** A department of the company leaves (404 DEPARTMENT_NOT_FOUND without one). Answers it, to be removed. */
  removeDepartment(byUserId: string, department: Department | null): Department {
    if (!department) throw ProfilingErrors.departmentNotFound();
    recordEvent(this, new DepartmentRemoved(this.companyId, byUserId, department.id, department.name));
    return department;
  }

  /** A step of the wizard was saved: recorded, and the resume point moves to the step after it. */
  private stepSaved(step: ProfileStep, byUserId: string, values: Record<string, unknown>): void {
    this.step = stepAfter(PROFILE_STEPS.indexOf(step) + 1);
    recordEvent(this, new CompanyProfileStepSaved(this.companyId, byUserId, step, values));
  }

  private newDepartment(
    fields: Partial<DepartmentFields> & Pick<DepartmentFields, 'listItemId' | 'name' | 'nameKey' | 'addresses'>,
    sort: number,
  ): Department {
    return Object.assign(new Department(), { id: randomUUID(), companyId: this.companyId, ...fields, sort });
  }
}
CompanyProfileSchema.setClass(CompanyProfile);

const chosenOf = (fields: DepartmentFields): ChosenName => ({ listItemId: fields.listItemId, name: fields.name, key: fields.nameKey });
/** A duplicate is reported at the field the name came from. */
const duplicateField = (fields: DepartmentFields): string => (fields.listItemId === null ? 'name' : 'idItem');

export { CompanyProfileSchema, DepartmentSchema, PolicyFileSchema };
