/**
 * Plain types and constants of the catalogue that other contexts may name (through the contract).
 * The names of the catalogue: dictionary lists (spec 000 §3 option lists, spec 001 §3 dictionary
 * lists) and the competency families. Plain constants, so the contract can re-export them.
 */

/** The option lists of the account side; their ids are stored by identity. */
export const OPTION_LIST_NAMES = [
  'gender',
  'social_media',
  'messengers',
  'office_presence_status',
  'filter_companies',
  'employees',
  'activities',
] as const;

/** The dictionary lists of spec 001 §3. `tools_sex` is the gender list, `s_social_networks` the nine networks. */
export const DICTIONARY_LIST_NAMES = [
  's_workers',
  's_organizational_structure',
  's_selection_stages',
  's_training',
  's_values',
  's_competence',
  's_programs',
  's_program_level',
  's_languages',
  's_language_levels',
  's_education',
  's_driving_license_category',
  's_selection_criteria',
  's_priority',
  's_activity',
  's_social_networks',
  's_family_status',
  'tools_sex',
  's_job_levels',
  's_employment_type',
  's_hobbies',
  's_personal_qualities',
  's_credentials',
  's_compensation_package',
  's_dress',
  's_work_specifics',
  's_specificity_workplace',
  's_specificity_communication',
  's_manager_specificity_communication',
  's_work_experience',
  's_educational_level',
  's_access_z',
  // Typical departments, offered when a company builds its department list.
  'tl_lists',
] as const;

export const LIST_NAMES = [...OPTION_LIST_NAMES, ...DICTIONARY_LIST_NAMES] as const;
export type OptionListName = (typeof OPTION_LIST_NAMES)[number];
export type ListName = (typeof LIST_NAMES)[number];

export function isOptionListName(value: string): value is OptionListName {
  return (OPTION_LIST_NAMES as readonly string[]).includes(value);
}
export function isListName(value: string): value is ListName {
  return (LIST_NAMES as readonly string[]).includes(value);
}

/** The lists of the company registration and profile forms (`/get_lists_create_company/`). */
export const COMPANY_FORM_LISTS: readonly ListName[] = [
  's_workers',
  's_activity',
  's_organizational_structure',
  's_selection_stages',
  's_training',
  's_values',
  's_competence',
  's_social_networks',
  'employees',
  'activities',
  'tl_lists',
];
/** The lists of the position forms (`/get_list_items/`). */
export const POSITION_FORM_LISTS: readonly ListName[] = DICTIONARY_LIST_NAMES.filter((name) => !COMPANY_FORM_LISTS.includes(name));

/** `add_field_table` also takes `streets` (with `id_city`): a street of a city, see commands/add-street.ts. */
export const STREETS_LIST = 'streets';

/**
 * The six competency families of a position: their path word (`/get_list_<family>/`), the
 * catalogue type code of spec §3 and the id field name of the answers and removals.
 */
export const FAMILIES = {
  func: { code: 'tl_task', idField: 'id_task' },
  targets: { code: 'tl_target', idField: 'id_target' },
  result: { code: 'tl_result', idField: 'id_result' },
  kpi: { code: 'tl_kpi', idField: 'id_kpi' },
  zun: { code: 'tl_zun', idField: 'id_zun' },
  cases: { code: 'tl_case', idField: 'id_case' },
} as const;
export type Family = keyof typeof FAMILIES;
export const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];
export function familyOfCode(code: string): Family | undefined {
  return FAMILY_NAMES.find((family) => FAMILIES[family].code === code);
}

/** Ids of user-added items start here, far above any id a data file gives a global item. */
export const LOCAL_ID_BASE = 1_000_000;
/** Longest name a user may add to a list or a catalogue. */
export const NAME_MAX = 200;
/** City and street search starts at this many characters (spec §5, §9). */
export const SEARCH_MIN = 3;
