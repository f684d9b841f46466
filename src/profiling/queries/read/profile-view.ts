import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCityQuery, GetOptionListsQuery, GetStreetQuery, type ListName } from '../../../catalogue/catalogue.contract.js';
import { GetCompanyInfoQuery, type CompanyAction, type CompanyMembership } from '../../../company/company.contract.js';
import type { Lang } from '../../../shared/i18n/lang.js';
import { translate } from '../../../shared/i18n/messages.js';
import { canWrite, canWriteVacancies } from '../../domain/access.rules.js';
import { CompanyProfile, Department, PolicyFile, type StoredAddress } from '../../domain/profile.entity.js';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../domain/profile.rules.js';
import { type Id } from '../../../shared/domain/id.js';

export const POLICY_FILE_ROUTE = '/api/v2/profiling/files';

export interface NamedItem {
  id: number;
  name: string;
}
export interface AddressView {
  city_id: number;
  city_name: string;
  street_id: number;
  street_name: string;
  street_number: string;
}
export interface OfficeView {
  id: string;
  nameOffice: string;
  email: string | null;
  tel: string | null;
  website: string | null;
  registeredOffice: AddressView;
  actualOffice: AddressView;
}
export interface PolicyFileView {
  id: string;
  name: string;
  format: string;
  size: number;
  url: string;
  date_upload: string;
}
export interface DepartmentView {
  id: string;
  idItem: number | null;
  name: string;
  type: 'global' | 'local';
  manager_position: string | null;
  manager_surname: string | null;
  manager_name: string | null;
  manager_middle_name: string | null;
  address: AddressView[];
  has_address: boolean;
  /** The functionality category (catalogue_category id, the positions' grouping), or null. */
  category: number | null;
}
export interface CompanyInfoView {
  company_id: string;
  step: number;
  completed: boolean;
  /** The member may write some part of the profile (see `actions` for which part). */
  can_edit: boolean;
  /** What the member may do with the company (the permission matrix): the web shows each part of the wizard by it. */
  actions: CompanyAction[];
  /** The member may write vacancy profiles (the `vacancies` right), whether or not they may edit the profile. */
  can_write_vacancies: boolean;
  general: {
    name: string;
    companyBrand: string | null;
    code: string;
    activity: { id: number } | null;
    employees: { id: number } | null;
    services: string | null;
    website: string | null;
    status: NamedItem;
  };
  manager_surname: string | null;
  manager_first_name: string | null;
  manager_middle_name: string | null;
  s_workers: NamedItem | null;
  s_organizational_structure: NamedItem | null;
  tl_lists: DepartmentView[];
  tel: string | null;
  email: string | null;
  website: string | null;
  socials: Array<{ id: number; name: SocialNetwork; link: string }>;
  registeredOffice: AddressView | null;
  actualOffice: AddressView | null;
  otherOffices: OfficeView[];
  s_selection_stages: NamedItem[];
  training: boolean;
  s_training: NamedItem[];
  policy_files: PolicyFileView[];
  mission: string | null;
  s_values: NamedItem[];
  s_competence: NamedItem[];
}

/** Turns stored catalogue ids into names in the caller's language (one query per view). */
export class Names {
  private cities = new Map<number, string>();
  private streets = new Map<number, string>();

  constructor(
    private readonly queries: QueryBus,
    private readonly lang: Lang,
    private readonly lists: Partial<Record<ListName, Map<number, string>>>,
  ) {}

  static async load(queries: QueryBus, lang: Lang, reader: { userId: string; companyId: string }, lists: ListName[]): Promise<Names> {
    const answer = await queries.execute(new GetOptionListsQuery(lists, lang, reader));
    const maps: Partial<Record<ListName, Map<number, string>>> = {};
    for (const list of lists) maps[list] = new Map((answer[list] ?? []).map((item) => [item.id, item.name]));
    return new Names(queries, lang, maps);
  }

  item(list: ListName, id: number | null | undefined): NamedItem | null {
    if (id === null || id === undefined) return null;
    return { id, name: this.lists[list]?.get(id) ?? '' };
  }

  items(list: ListName, ids: readonly number[]): NamedItem[] {
    return ids.map((id) => this.item(list, id)!);
  }

  async address(address: StoredAddress): Promise<AddressView> {
    if (!this.cities.has(address.city_id)) {
      const city = await this.queries.execute(new GetCityQuery(address.city_id, this.lang));
      this.cities.set(address.city_id, city?.name ?? '');
    }
    if (!this.streets.has(address.street_id)) {
      const street = await this.queries.execute(new GetStreetQuery(address.street_id));
      this.streets.set(address.street_id, street?.name_ua ?? '');
    }
    return {
      city_id: address.city_id,
      city_name: this.cities.get(address.city_id)!,
      street_id: address.street_id,
      street_name: this.streets.get(address.street_id)!,
      street_number: address.street_number,
    };
  }

  async maybeAddress(address: StoredAddress | null | undefined): Promise<AddressView | null> {
    return address ? this.address(address) : null;
  }
}

export function policyFileView(file: PolicyFile): PolicyFileView {
  return {
    id: file.id,
    name: file.name,
    format: file.format,
    size: file.size,
    url: `${POLICY_FILE_ROUTE}/${file.id}`,
    date_upload: file.createdAt.toISOString(),
  };
}

/** Local `tl_lists` items and own names are 'local'; catalogue items of everyone are 'global'. */
export async function departmentView(department: Department, names: Names): Promise<DepartmentView> {
  const address = await Promise.all(department.addresses.map((item) => names.address(item)));
  const catalogueName =
    department.listItemId === null || department.listItemId === undefined ? null : names.item('tl_lists', department.listItemId)?.name;
  return {
    id: department.id,
    idItem: department.listItemId ?? null,
    name: catalogueName || department.name,
    type: department.listItemId !== null && department.listItemId !== undefined && department.listItemId < 1_000_000 ? 'global' : 'local',
    manager_position: department.managerPosition ?? null,
    manager_surname: department.managerSurname ?? null,
    manager_name: department.managerName ?? null,
    manager_middle_name: department.managerMiddleName ?? null,
    address,
    has_address: address.length > 0,
    category: department.categoryId ?? null,
  };
}

export async function listDepartments(em: EntityManager, companyId: string, names: Names): Promise<DepartmentView[]> {
  const departments = await em.find(Department, { companyId }, { orderBy: { sort: 'asc', createdAt: 'asc', id: 'asc' }, refresh: true });
  return Promise.all(departments.map((department) => departmentView(department, names)));
}

const PROFILE_LISTS: ListName[] = [
  's_workers',
  's_organizational_structure',
  's_selection_stages',
  's_training',
  's_values',
  's_competence',
  'tl_lists',
];

/** `company_info` of the profiling calls: the profile with names in the caller's language. */
export async function companyInfoView(
  em: EntityManager,
  queries: QueryBus,
  userId: string,
  companyId: Id,
  membership: CompanyMembership,
  lang: Lang,
): Promise<CompanyInfoView> {
  const company = await queries.execute(new GetCompanyInfoQuery(userId, companyId, lang));
  const profile = await em.findOne(CompanyProfile, { companyId }, { refresh: true });
  const names = await Names.load(queries, lang, { userId, companyId }, PROFILE_LISTS);
  const files = await em.find(PolicyFile, { companyId }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
  const socials = profile?.socials ?? [];
  return {
    company_id: companyId,
    step: profile?.step ?? 1,
    completed: Boolean(profile?.completedAt),
    can_edit: canWrite(membership),
    actions: [...membership.actions],
    can_write_vacancies: canWriteVacancies(membership),
    general: {
      name: company.name,
      companyBrand: company.companyBrand,
      code: company.code,
      activity: company.activity,
      employees: company.employees,
      services: company.services,
      website: company.website,
      status: company.status,
    },
    manager_surname: profile?.managerSurname ?? null,
    manager_first_name: profile?.managerFirstName ?? null,
    manager_middle_name: profile?.managerMiddleName ?? null,
    s_workers: names.item('s_workers', profile?.sWorkers),
    s_organizational_structure: names.item('s_organizational_structure', profile?.sOrganizationalStructure),
    tl_lists: await listDepartments(em, companyId, names),
    tel: profile?.tel ?? null,
    email: profile?.email ?? null,
    website: profile?.website ?? null,
    socials: SOCIAL_NETWORKS.map((name, index) => ({ id: index + 1, name, link: socials.find((item) => item.name === name)?.link ?? '' })),
    registeredOffice: await names.maybeAddress(profile?.registeredOffice),
    actualOffice: await names.maybeAddress(profile?.actualOffice),
    otherOffices: await Promise.all(
      (profile?.otherOffices ?? []).map(async (office) => ({
        ...office,
        registeredOffice: await names.address(office.registeredOffice),
        actualOffice: await names.address(office.actualOffice),
      })),
    ),
    s_selection_stages: names.items('s_selection_stages', profile?.sSelectionStages ?? []),
    training: profile?.training ?? true,
    s_training: names.items('s_training', profile?.sTraining ?? []),
    policy_files: files.map(policyFileView),
    mission: profile?.mission ?? null,
    s_values: names.items('s_values', profile?.sValues ?? []),
    s_competence: names.items('s_competence', profile?.sCompetence ?? []),
  };
}

/** An entry of `s_offices`: the address with the office's id, name and one-line text. */
export type OfficeAddressView = AddressView & { id: string; name: string; address: string };

/** `s_offices` of `get_list_company_address`: legal, actual and each regional office address, merged. */
export async function companyOffices(em: EntityManager, queries: QueryBus, companyId: string, lang: Lang): Promise<OfficeAddressView[]> {
  const profile = await em.findOne(CompanyProfile, { companyId }, { refresh: true });
  const names = new Names(queries, lang, {});
  const entries: Array<{ id: string; name: string; stored: StoredAddress }> = [];
  if (profile?.registeredOffice)
    entries.push({ id: 'legal', name: translate('profiling.office.legal', lang), stored: profile.registeredOffice });
  if (profile?.actualOffice) entries.push({ id: 'actual', name: translate('profiling.office.actual', lang), stored: profile.actualOffice });
  for (const office of profile?.otherOffices ?? []) {
    entries.push({ id: `${office.id}:legal`, name: office.nameOffice, stored: office.registeredOffice });
    entries.push({ id: `${office.id}:actual`, name: office.nameOffice, stored: office.actualOffice });
  }
  const seen = new Set<string>();
  const result: OfficeAddressView[] = [];
  for (const entry of entries) {
    const key = `${entry.stored.city_id}:${entry.stored.street_id}:${entry.stored.street_number.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const view = await names.address(entry.stored);
    result.push({ id: entry.id, name: entry.name, address: `${view.city_name}, ${view.street_name}, ${view.street_number}`, ...view });
  }
  return result;
}
