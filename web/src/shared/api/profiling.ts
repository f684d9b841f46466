// The profiling context's calls (spec 001 §7 "Company updates by step", "Departments"): the company
// profile read, one update per wizard step, completion, the saved step, the HR policy files, the
// company's addresses and its departments. Every call names the company (`company_id`). Each route
// is named once in PROFILING_CALLS; the typed client takes its types from the generated paths. The
// wizard's forms hold option items by id and absent texts as '', hence readCompanyInfo.
import { answer, api, type ApiClient } from './client';
import { sentAs, type RequestBody, type ResponseBody, type Routes } from './contract';

export interface Named {
  id: number;
  name: string;
}

export interface AddressView {
  city_id: number | null;
  city_name: string;
  street_id: number | null;
  street_name: string;
  street_number: string;
}

/** What the server takes for an address (it fills the names itself). */
export interface AddressInput {
  city_id: number | null;
  street_id: number | null;
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

export interface PolicyFile {
  id: string;
  name: string;
  format: string;
  size: number;
  url: string;
}

export interface DepartmentView {
  id: string;
  idItem: number | null;
  name: string;
  type: string;
  manager_position: string | null;
  manager_surname: string | null;
  manager_name: string | null;
  manager_middle_name: string | null;
  address: AddressView[];
  has_address: boolean;
  /** The functionality category (spec 001 §3 `category`), or null. */
  category: number | null;
}

export const SOCIAL_NAMES = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'telegram',
  'twitter',
  'viber',
  'whatsapp',
  'youtube',
] as const;
export type SocialName = (typeof SOCIAL_NAMES)[number];

export interface CompanyInfo {
  company_id: string;
  step: number;
  completed: boolean;
  can_edit: boolean;
  /** What the member may do with the company (the server's permission table): each part of the wizard shows by its action. */
  actions: string[];
  /** May write vacancy profiles (the `vacancies` right) even without editing the profile. */
  can_write_vacancies: boolean;
  general: {
    name: string;
    companyBrand: string | null;
    activity: number | null;
    employees: number | null;
    services: string | null;
    website: string | null;
    status: Named;
  };
  manager_surname: string;
  manager_first_name: string;
  manager_middle_name: string;
  s_workers: number | null;
  s_organizational_structure: number | null;
  tl_lists: DepartmentView[];
  tel: string;
  email: string;
  website: string;
  socials: { id: number; name: SocialName; link: string }[];
  registeredOffice: AddressView | null;
  actualOffice: AddressView | null;
  otherOffices: OfficeView[];
  s_selection_stages: number[];
  training: boolean;
  s_training: number[];
  policy_files: PolicyFile[];
  mission: string;
  s_values: number[];
  s_competence: number[];
}

export interface CompanyRef {
  company_id: string;
}
// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts). The
// structure, contacts and department forms keep their own: they send an empty choice as null (the
// server answers it with its required message), and the document says what it accepts.
export type GeneralRequest = RequestBody<'/profiling/set_company_info/general'>;
/** A department of the structure step: kept (`id`), a catalogue item (`idItem`) or a new local name. */
export type DepartmentEntry = { id: string } | { idItem: number } | { name: string };
export interface StructureRequest extends CompanyRef {
  manager_surname: string;
  manager_first_name: string;
  manager_middle_name?: string;
  s_workers: number | null;
  tl_lists: DepartmentEntry[];
  s_organizational_structure: number | null;
}
export interface OfficeInput {
  id?: string;
  nameOffice: string;
  email?: string;
  tel?: string;
  website?: string;
  registeredOffice: AddressInput;
  actualOffice: AddressInput;
}
export interface ContactsRequest extends CompanyRef {
  registeredOffice: AddressInput;
  actualOffice: AddressInput;
  tel?: string;
  email?: string;
  website?: string;
  socials?: { name: SocialName; link: string }[];
  otherOffices?: OfficeInput[];
}
export type ManagementRequest = RequestBody<'/profiling/set_company_info/management'>;
export type MissionRequest = RequestBody<'/profiling/set_company_info/mission'>;
export type StepRequest = RequestBody<'/profiling/set_company_step'>;
export type DelFileRequest = RequestBody<'/profiling/del_file'>;
export interface DepartmentRequest extends CompanyRef {
  idItem?: number;
  name?: string;
  manager_position: string;
  manager_surname: string;
  manager_name: string;
  manager_middle_name?: string;
  is_new_address?: boolean;
  address: AddressInput[];
  /** A functionality category id (get_list_all_position), or null for none. */
  category?: number | null;
}

export const PROFILING_CALLS = {
  info: '/profiling/get_company_info',
  general: '/profiling/set_company_info/general',
  structure: '/profiling/set_company_info/structure',
  contacts: '/profiling/set_company_info/contacts',
  management: '/profiling/set_company_info/management',
  mission: '/profiling/set_company_info/mission',
  complete: '/profiling/complete_company_profile',
  step: '/profiling/set_company_step',
  /** Sent through the upload helper (upload.ts) for its progress (policy-upload.ts); listed for the snapshot. */
  addFile: '/profiling/add_file',
  delFile: '/profiling/del_file',
  addresses: '/profiling/get_list_company_address',
  departments: '/profiling/get_list_departments',
  addDepartment: '/profiling/add_new_department',
  editDepartment: '/profiling/edit_department',
  deleteDepartment: '/profiling/delete_department',
} as const satisfies Routes;

// Answers as the OpenAPI document describes them (openapi.d.ts). Every profile step, completion,
// set_company_step and del_file answer the same company_info as get_company_info.
type InfoAnswer = ResponseBody<'/profiling/get_company_info'>;
type CompanyInfoAnswer = InfoAnswer['company_info'];
type DepartmentAnswer = CompanyInfoAnswer['tl_lists'][number];
type PolicyFileAnswer = CompanyInfoAnswer['policy_files'][number];
type OfficesAnswer = ResponseBody<'/profiling/get_list_company_address', 'get'>;
export type PolicyUploadAnswer = ResponseBody<'/profiling/add_file'>;

// The screens' shape: absent texts as '' in the form fields, empty optional ones as null, option
// items by id.
const text = (value: string | null): string => value ?? '';
const orNull = (value: string | null): string | null => value || null;
const optionId = (item: { id: number } | null): number | null => item?.id ?? null;
const ids = (items: ReadonlyArray<{ id: number }>): number[] => items.map((item) => item.id);

export function readDepartment(department: DepartmentAnswer): DepartmentView {
  return {
    ...department,
    manager_position: orNull(department.manager_position),
    manager_surname: orNull(department.manager_surname),
    manager_name: orNull(department.manager_name),
    manager_middle_name: orNull(department.manager_middle_name),
  };
}

export function readCompanyInfo(answer: { company_info: CompanyInfoAnswer }): CompanyInfo {
  const info = answer.company_info;
  const { general } = info;
  return {
    company_id: info.company_id,
    step: Math.min(5, Math.max(1, info.step || 1)),
    completed: info.completed,
    can_edit: info.can_edit,
    actions: info.actions,
    can_write_vacancies: info.can_write_vacancies,
    general: {
      name: general.name,
      companyBrand: orNull(general.companyBrand),
      activity: optionId(general.activity),
      employees: optionId(general.employees),
      services: orNull(general.services),
      website: orNull(general.website),
      status: general.status,
    },
    manager_surname: text(info.manager_surname),
    manager_first_name: text(info.manager_first_name),
    manager_middle_name: text(info.manager_middle_name),
    s_workers: optionId(info.s_workers),
    s_organizational_structure: optionId(info.s_organizational_structure),
    tl_lists: info.tl_lists.map(readDepartment),
    tel: text(info.tel),
    email: text(info.email),
    website: text(info.website),
    socials: info.socials,
    registeredOffice: info.registeredOffice,
    actualOffice: info.actualOffice,
    otherOffices: info.otherOffices.map((office) => ({
      ...office,
      email: orNull(office.email),
      tel: orNull(office.tel),
      website: orNull(office.website),
    })),
    s_selection_stages: ids(info.s_selection_stages),
    training: info.training,
    s_training: ids(info.s_training),
    policy_files: readPolicyFiles(info.policy_files),
    mission: text(info.mission),
    s_values: ids(info.s_values),
    s_competence: ids(info.s_competence),
  };
}

export function readPolicyFiles(files: readonly PolicyFileAnswer[]): PolicyFile[] {
  return files.map(({ id, name, format, size, url }) => ({ id, name, format, size, url }));
}

export interface CompanyOffice extends AddressView {
  id: string;
  name: string;
  address: string;
}

export function readOffices(answer: OfficesAnswer): CompanyOffice[] {
  return answer.data.s_offices;
}

export function readDepartments(answer: { data: { tl_lists: DepartmentAnswer[] } }): DepartmentView[] {
  return answer.data.tl_lists.map(readDepartment);
}

type Options = { signal?: AbortSignal };

export function createProfilingApi(client: ApiClient) {
  const c = PROFILING_CALLS;
  /** Every profile step, completion, set_company_step and del_file answer the company_info of get_company_info. */
  const info = async (call: Promise<{ data?: InfoAnswer }>) => readCompanyInfo(await answer(call));
  const departments = async (call: Promise<{ data?: { data: { tl_lists: DepartmentAnswer[] } } }>) => readDepartments(await answer(call));
  return {
    info: (companyId: string, options?: Options) => info(client.POST(c.info, { body: { company_id: companyId }, ...options })),
    general: (body: GeneralRequest, options?: Options) => info(client.POST(c.general, { body, ...options })),
    structure: (body: StructureRequest, options?: Options) =>
      info(client.POST(c.structure, { body: sentAs<RequestBody<typeof c.structure>>(body), ...options })),
    contacts: (body: ContactsRequest, options?: Options) =>
      info(client.POST(c.contacts, { body: sentAs<RequestBody<typeof c.contacts>>(body), ...options })),
    management: (body: ManagementRequest, options?: Options) => info(client.POST(c.management, { body, ...options })),
    mission: (body: MissionRequest, options?: Options) => info(client.POST(c.mission, { body, ...options })),
    complete: (body: MissionRequest, options?: Options) => info(client.POST(c.complete, { body, ...options })),
    setStep: (body: StepRequest, options?: Options) => info(client.POST(c.step, { body, ...options })),
    delFile: (body: DelFileRequest, options?: Options) => info(client.POST(c.delFile, { body, ...options })),
    addresses: async (companyId: string, options: Options = {}) =>
      readOffices(await answer(client.GET(c.addresses, { params: { query: { company_id: companyId } }, ...options }))),
    departments: (companyId: string, options: Options = {}) =>
      departments(client.GET(c.departments, { params: { query: { company_id: companyId } }, ...options })),
    addDepartment: (body: DepartmentRequest, options: Options = {}) =>
      departments(client.POST(c.addDepartment, { body: sentAs<RequestBody<typeof c.addDepartment>>(body), ...options })),
    editDepartment: (body: DepartmentRequest & { id: string }, options: Options = {}) =>
      departments(client.POST(c.editDepartment, { body: sentAs<RequestBody<typeof c.editDepartment>>(body), ...options })),
    deleteDepartment: (body: { company_id: string; id: string }, options: Options = {}) =>
      departments(client.POST(c.deleteDepartment, { body, ...options })),
  };
}

export const profilingApi = createProfilingApi(api);
