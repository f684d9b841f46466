// The five steps' values, their checks (spec 001 §5 "Company profile", "Addresses", e-mail, phone,
// "Regional office") and the requests they turn into (spec §7 "Company updates by step"). Pure
// functions: the machine decides with them, the screens show their problems.
import type {
  CompanyInfo,
  ContactsRequest,
  DepartmentEntry,
  GeneralRequest,
  ManagementRequest,
  MissionRequest,
  OfficeInput,
  SocialName,
  StructureRequest,
} from '../../../shared/api/profiling';
import { isEmail } from '../../../shared/forms/validation';
import { isCompletePhone, phoneDigits } from '../../../shared/forms/phone';
import { addressProblem, EMPTY_ADDRESS, type Address, type AddressProblem } from '../address/address';

export const STEPS = ['general', 'structure', 'contacts', 'management', 'mission'] as const;
export type Step = (typeof STEPS)[number];
export const stepOf = (number: number): Step => STEPS[Math.min(STEPS.length, Math.max(1, number)) - 1]!;
export const numberOf = (step: Step): number => STEPS.indexOf(step) + 1;

/** The six networks the social modal edits (spec §3); the other three are kept as they are. */
export const EDITABLE_SOCIALS = [
  'facebook',
  'linkedin',
  'youtube',
  'instagram',
  'twitter',
  'telegram',
] as const satisfies readonly SocialName[];

/** A message of the `company-profile:messages` namespace, or the server's own text. */
export type Problem = { key: 'surname' | 'firstName' | 'required' | 'email' | 'phone' | 'officeName' | 'url' } | { text: string };
export type Problems = Record<string, Problem>;

export interface GeneralValues {
  name: string;
  companyBrand: string;
  activity: number | null;
  employees: number | null;
  services: string;
  website: string;
}
/** A department of the structure step's list, shown by name, sent as its entry. */
export interface DepartmentChoice {
  name: string;
  entry: DepartmentEntry;
}
export interface StructureValues {
  manager_surname: string;
  manager_first_name: string;
  manager_middle_name: string;
  s_workers: number | null;
  departments: DepartmentChoice[];
  s_organizational_structure: number | null;
}
export interface OfficeValues {
  id?: string;
  nameOffice: string;
  email: string;
  /** National digits (0XXXXXXXXX), shown in the phone field's mask (shared/forms/PhoneField.tsx). */
  tel: string;
  website: string;
  registeredOffice: Address;
  actualOffice: Address;
}
export interface ContactsValues {
  registeredOffice: Address;
  actualOffice: Address;
  tel: string;
  email: string;
  website: string;
  socials: Record<SocialName, string>;
  otherOffices: OfficeValues[];
}
export interface ManagementValues {
  s_selection_stages: number[];
  training: boolean;
  s_training: number[];
}
export interface MissionValues {
  mission: string;
  s_values: number[];
  s_competence: number[];
}
export interface ProfileValues {
  general: GeneralValues;
  structure: StructureValues;
  contacts: ContactsValues;
  management: ManagementValues;
  mission: MissionValues;
}

const EMPTY_SOCIALS = {
  facebook: '',
  instagram: '',
  linkedin: '',
  pinterest: '',
  telegram: '',
  twitter: '',
  viber: '',
  whatsapp: '',
  youtube: '',
};

export const EMPTY_OFFICE: OfficeValues = {
  nameOffice: '',
  email: '',
  tel: '',
  website: '',
  registeredOffice: EMPTY_ADDRESS,
  actualOffice: EMPTY_ADDRESS,
};

export const EMPTY_PROFILE: ProfileValues = {
  general: { name: '', companyBrand: '', activity: null, employees: null, services: '', website: '' },
  structure: {
    manager_surname: '',
    manager_first_name: '',
    manager_middle_name: '',
    s_workers: null,
    departments: [],
    s_organizational_structure: null,
  },
  contacts: {
    registeredOffice: EMPTY_ADDRESS,
    actualOffice: EMPTY_ADDRESS,
    tel: '',
    email: '',
    website: '',
    socials: EMPTY_SOCIALS,
    otherOffices: [],
  },
  // Spec §2: the training switch defaults to Yes.
  management: { s_selection_stages: [], training: true, s_training: [] },
  mission: { mission: '', s_values: [], s_competence: [] },
};

const telDigits = (tel: string) => phoneDigits(tel);

/** The form as the server last saved it. */
export function valuesOf(info: CompanyInfo): ProfileValues {
  const socials = { ...EMPTY_SOCIALS };
  for (const social of info.socials) socials[social.name] = social.link;
  return {
    general: {
      name: info.general.name,
      companyBrand: info.general.companyBrand ?? '',
      activity: info.general.activity,
      employees: info.general.employees,
      services: info.general.services ?? '',
      website: info.general.website ?? '',
    },
    structure: {
      manager_surname: info.manager_surname,
      manager_first_name: info.manager_first_name,
      manager_middle_name: info.manager_middle_name,
      s_workers: info.s_workers,
      departments: info.tl_lists.map((department) => ({ name: department.name, entry: { id: department.id } })),
      s_organizational_structure: info.s_organizational_structure,
    },
    contacts: {
      registeredOffice: info.registeredOffice ?? EMPTY_ADDRESS,
      actualOffice: info.actualOffice ?? EMPTY_ADDRESS,
      tel: telDigits(info.tel),
      email: info.email,
      website: info.website,
      socials,
      otherOffices: info.otherOffices.map((office) => ({
        id: office.id,
        nameOffice: office.nameOffice,
        email: office.email ?? '',
        tel: telDigits(office.tel ?? ''),
        website: office.website ?? '',
        registeredOffice: office.registeredOffice,
        actualOffice: office.actualOffice,
      })),
    },
    management: { s_selection_stages: info.s_selection_stages, training: info.training, s_training: info.s_training },
    mission: { mission: info.mission, s_values: info.s_values, s_competence: info.s_competence },
  };
}

const blank = (value: string) => value.trim() === '';
const REQUIRED: Problem = { key: 'required' };

function addressProblems(prefix: string, address: Address, problems: Problems): void {
  const problem: AddressProblem | null = addressProblem(address);
  if (problem) problems[prefix] = REQUIRED;
}

function contactProblems(prefix: string, values: { email: string; tel: string }, problems: Problems): void {
  if (!blank(values.email) && !isEmail(values.email)) problems[`${prefix}email`] = { key: 'email' };
  if (values.tel !== '' && !isCompletePhone(values.tel)) problems[`${prefix}tel`] = { key: 'phone' };
}

/** Spec §5 "Regional office": a name and both addresses. */
export function checkOffice(office: OfficeValues): Problems {
  const problems: Problems = {};
  if (blank(office.nameOffice)) problems.nameOffice = { key: 'officeName' };
  contactProblems('', office, problems);
  addressProblems('registeredOffice', office.registeredOffice, problems);
  addressProblems('actualOffice', office.actualOffice, problems);
  return problems;
}

/** The social links that are not http(s) addresses, under `socials.<network>` (the dialog checks them too before it closes). */
export function socialProblems(socials: Record<SocialName, string>): Problems {
  const problems: Problems = {};
  for (const name of EDITABLE_SOCIALS)
    if (!blank(socials[name]) && !/^https?:\/\/\S+$/i.test(socials[name].trim())) problems[`socials.${name}`] = { key: 'url' };
  return problems;
}

/** The problems of one step; empty when it may be saved. */
export function checkStep(step: Step, values: ProfileValues): Problems {
  const problems: Problems = {};
  switch (step) {
    case 'general':
      if (blank(values.general.name)) problems.name = REQUIRED;
      break;
    case 'structure': {
      const s = values.structure;
      if (blank(s.manager_surname)) problems.manager_surname = { key: 'surname' };
      if (blank(s.manager_first_name)) problems.manager_first_name = { key: 'firstName' };
      if (s.s_workers === null) problems.s_workers = REQUIRED;
      if (s.departments.length === 0) problems.departments = REQUIRED;
      if (s.s_organizational_structure === null) problems.s_organizational_structure = REQUIRED;
      break;
    }
    case 'contacts': {
      const c = values.contacts;
      addressProblems('registeredOffice', c.registeredOffice, problems);
      addressProblems('actualOffice', c.actualOffice, problems);
      contactProblems('', c, problems);
      Object.assign(problems, socialProblems(c.socials));
      break;
    }
    case 'management':
      if (values.management.s_selection_stages.length === 0) problems.s_selection_stages = REQUIRED;
      // Spec §5: training is required only while the switch is Yes.
      if (values.management.training && values.management.s_training.length === 0) problems.s_training = REQUIRED;
      break;
    case 'mission':
      break;
  }
  return problems;
}

const optional = (value: string) => (blank(value) ? undefined : value.trim());
const addressInput = (address: Address) => ({
  city_id: address.city_id,
  street_id: address.street_id,
  street_number: address.street_number.trim(),
});
const telInput = (digits: string) => (digits === '' ? undefined : digits);

function officeInput(office: OfficeValues): OfficeInput {
  return {
    ...(office.id ? { id: office.id } : {}),
    nameOffice: office.nameOffice.trim(),
    email: optional(office.email),
    tel: telInput(office.tel),
    website: optional(office.website),
    registeredOffice: addressInput(office.registeredOffice),
    actualOffice: addressInput(office.actualOffice),
  };
}

export type StepRequest =
  | { step: 'general'; body: GeneralRequest }
  | { step: 'structure'; body: StructureRequest }
  | { step: 'contacts'; body: ContactsRequest }
  | { step: 'management'; body: ManagementRequest }
  | { step: 'mission'; body: MissionRequest };

export function requestOf(step: Step, companyId: string, values: ProfileValues): StepRequest {
  const company_id = companyId;
  switch (step) {
    case 'general': {
      const g = values.general;
      return {
        step,
        body: {
          company_id,
          name: g.name.trim(),
          companyBrand: optional(g.companyBrand) ?? null,
          activity: g.activity,
          employees: g.employees,
          services: optional(g.services) ?? null,
          website: optional(g.website) ?? null,
        },
      };
    }
    case 'structure': {
      const s = values.structure;
      return {
        step,
        body: {
          company_id,
          manager_surname: s.manager_surname.trim(),
          manager_first_name: s.manager_first_name.trim(),
          manager_middle_name: optional(s.manager_middle_name),
          s_workers: s.s_workers,
          tl_lists: s.departments.map((department) => department.entry),
          s_organizational_structure: s.s_organizational_structure,
        },
      };
    }
    case 'contacts': {
      const c = values.contacts;
      return {
        step,
        body: {
          company_id,
          registeredOffice: addressInput(c.registeredOffice),
          actualOffice: addressInput(c.actualOffice),
          tel: telInput(c.tel),
          email: optional(c.email),
          website: optional(c.website),
          socials: EDITABLE_SOCIALS.map((name) => ({ name, link: c.socials[name].trim() })),
          otherOffices: c.otherOffices.map(officeInput),
        },
      };
    }
    case 'management': {
      const m = values.management;
      return {
        step,
        body: { company_id, s_selection_stages: m.s_selection_stages, training: m.training, s_training: m.training ? m.s_training : [] },
      };
    }
    case 'mission': {
      const m = values.mission;
      return { step, body: { company_id, mission: optional(m.mission), s_values: m.s_values, s_competence: m.s_competence } };
    }
  }
}

/** Server field paths (`registeredOffice.city_id`, `otherOffices.0.nameOffice`) onto the form's fields. */
export function fieldOf(path: string): string {
  if (path.startsWith('otherOffices')) return 'otherOffices';
  const address = /^(registeredOffice|actualOffice)\./.exec(path);
  if (address) return address[1]!;
  // The server names the department list after its field; the form after its values.
  return path.startsWith('tl_lists') ? 'departments' : path;
}
