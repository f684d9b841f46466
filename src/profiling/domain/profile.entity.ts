import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

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
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class CompanyProfile extends CompanyProfileSchema.class {}
CompanyProfileSchema.setClass(CompanyProfile);

/** The HR policy files of a company (dir=policy); names unique per company, case-insensitive. */
const PolicyFileSchema = defineEntity({
  name: 'PolicyFile',
  tableName: 'profiling_policy_file',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
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
    id: p.uuid().primary().onCreate(() => randomUUID()),
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
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  uniques: [{ name: 'profiling_department_name_unique', properties: ['companyId', 'nameKey'] }],
});
export class Department extends DepartmentSchema.class {}
DepartmentSchema.setClass(Department);

export { CompanyProfileSchema, DepartmentSchema, PolicyFileSchema };
