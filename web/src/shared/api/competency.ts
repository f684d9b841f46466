// The competency catalogue calls the position wizard uses:
// the positions of a functionality category (/get_list_vacancy/), a family's items of one position
// (/get_list_<family>/, global and the caller's local ones), adding and removing one's own items,
// adding a local position, the universities (/get_uniwersytet/) and the position form's dictionary
// lists through /options/get_selectList. Older-style GETs carry their fields in the query string.
import { api, type ApiClient } from './client';
import { CATALOGUE_CALLS, type SelectListAnswer } from './catalogue';
import { get, post, type CallSpec, type RequestBody, type ResponseBody } from './contract';

/** The six families of a position, by the word their paths use. */
export const FAMILY_PATHS = ['func', 'targets', 'result', 'kpi', 'zun', 'cases'] as const;
export type FamilyPath = (typeof FAMILY_PATHS)[number];
/** The id field a removal names per family. */
const ID_FIELDS: Record<FamilyPath, string> = { func: 'id_task', targets: 'id_target', result: 'id_result', kpi: 'id_kpi', zun: 'id_zun', cases: 'id_case' };

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts), with the
// fields the wizard sends.
export type AddItemRequest = Required<Pick<RequestBody<'/add_new_func'>, 'id_position' | 'name'>>;
export type AddPositionRequest = Required<Pick<RequestBody<'/add_new_position'>, 'id_tl_list' | 'name' | 'list'>>;

type FamilyCalls = Record<`list_${FamilyPath}` | `add_${FamilyPath}` | `remove_${FamilyPath}`, CallSpec>;

/**
 * Declared like the other contexts' calls so the OpenAPI check can walk them once they are listed
 * in calls.ts (with the snapshot regenerated). GETs carry their fields in the query string.
 */
export const COMPETENCY_CALLS = {
  positions: get<Record<string, never>>('/get_list_vacancy', {}),
  categories: get<Record<string, never>>('/get_list_all_position', {}),
  universities: get<Record<string, never>>('/get_uniwersytet', {}),
  addPosition: post<AddPositionRequest>('/add_new_position', { id_tl_list: true, name: true, list: true }),
  ...(Object.fromEntries(
    FAMILY_PATHS.flatMap((family) => [
      [`list_${family}`, get<Record<string, never>>(`/get_list_${family}`, {})],
      [`add_${family}`, post<AddItemRequest>(`/add_new_${family}`, { id_position: true, name: true })],
      [`remove_${family}`, post<Record<string, number>>(`/remove_${family}`, { [ID_FIELDS[family]]: true })],
    ]),
  ) as FamilyCalls),
} as const;

export interface CatalogueItem {
  id: number;
  name: string;
  type: 'global' | 'local';
  /** The caller added it: only such items may be removed. */
  isUserAdd: boolean;
}
export interface CataloguePosition extends CatalogueItem {
  category: number;
}

/** The dictionary lists of the position forms. */
export const POSITION_LIST_NAMES = [
  's_job_levels', 's_employment_type', 's_credentials', 's_competence', 's_compensation_package', 's_dress', 's_work_specifics',
  's_specificity_workplace', 's_specificity_communication', 's_manager_specificity_communication', 'tools_sex', 's_family_status',
  's_educational_level', 's_work_experience', 's_hobbies', 's_personal_qualities',
] as const;
export type PositionListName = (typeof POSITION_LIST_NAMES)[number];
export interface DictionaryItem {
  id: number;
  name: string;
}
export type PositionLists = Record<PositionListName, DictionaryItem[]>;

/** A functionality category of /get_list_all_position/ with the ids of its positions. */
export interface Category {
  id: number;
  name: string;
  positionIds: number[];
}

export interface University {
  id: number;
  name: string;
}

// Answers as the OpenAPI document describes them (openapi.d.ts). Every family answers alike.
export type FamilyItemsAnswer = ResponseBody<'/get_list_func', 'get'>;
export type ItemAddedAnswer = ResponseBody<'/add_new_func'>;
export type PositionsAnswer = ResponseBody<'/get_list_vacancy', 'get'>;
export type PositionAddedAnswer = ResponseBody<'/add_new_position'>;
export type CategoriesAnswer = ResponseBody<'/get_list_all_position', 'get'>;
export type UniversitiesAnswer = ResponseBody<'/get_uniwersytet', 'get'>;

const item = ({ id, name, type, isUserAdd }: ItemAddedAnswer['data'] | PositionAddedAnswer['data']): CatalogueItem => ({ id, name, type, isUserAdd });

/** A family's items of one position: global first, then local. */
export function readFamilyItems(answer: FamilyItemsAnswer): CatalogueItem[] {
  return [...answer.data.global, ...answer.data.local].map(item);
}

export function readPositions(answer: PositionsAnswer): CataloguePosition[] {
  return answer.tl_lists.map((position) => ({ ...item(position), category: position.category }));
}

/** Every asked list, empty when the answer has none of it. */
export function readPositionLists(answer: SelectListAnswer): PositionLists {
  return Object.fromEntries(POSITION_LIST_NAMES.map((name) => [name, (answer.list_data[name] ?? []).map(({ id, name: itemName }) => ({ id, name: itemName }))])) as PositionLists;
}

export function readCategories(answer: CategoriesAnswer): Category[] {
  return answer.data.map(({ id, name, positions }) => ({ id, name, positionIds: positions.map((position) => position.id) }));
}

export function readUniversities(answer: UniversitiesAnswer): University[] {
  return answer.data.map(({ id_university, name_university }) => ({ id: id_university, name: name_university }));
}

type Options = { signal?: AbortSignal };

export function createCompetencyApi(client: ApiClient) {
  return {
    /** Every functionality category (names and position ids; the answer also carries each position's functionality). */
    categories: async (options: Options = {}) => readCategories(await client.get<CategoriesAnswer>(COMPETENCY_CALLS.categories.path, options)),
    /** Positions of a functionality category, global and the company's local ones. */
    positions: async (categoryId: number, options: Options = {}) => readPositions(await client.get<PositionsAnswer>(COMPETENCY_CALLS.positions.path, { ...options, query: { idItem: categoryId } })),
    items: async (family: FamilyPath, positionId: number, options: Options = {}) =>
      readFamilyItems(await client.get<FamilyItemsAnswer>(COMPETENCY_CALLS[`list_${family}`].path, { ...options, query: { idItem: positionId } })),
    addItem: async (family: FamilyPath, body: AddItemRequest, options: Options = {}): Promise<CatalogueItem> =>
      item((await client.post<ItemAddedAnswer>(COMPETENCY_CALLS[`add_${family}`].path, body, options)).data),
    removeItem: async (family: FamilyPath, id: number, options: Options = {}): Promise<void> => {
      await client.post(COMPETENCY_CALLS[`remove_${family}`].path, { [ID_FIELDS[family]]: id }, options);
    },
    /** A local position in a category; 409 CATALOGUE_DUPLICATE for a name already there. */
    addPosition: async (body: Omit<AddPositionRequest, 'list'>, options: Options = {}): Promise<CataloguePosition> => {
      const answer = await client.post<PositionAddedAnswer>(COMPETENCY_CALLS.addPosition.path, { ...body, list: 'tl_dolgnost' } satisfies AddPositionRequest, options);
      return { ...item(answer.data), category: body.id_tl_list };
    },
    universities: async (options: Options = {}) => readUniversities(await client.get<UniversitiesAnswer>(COMPETENCY_CALLS.universities.path, options)),
    lists: async (options: Options = {}) => readPositionLists(await client.post<SelectListAnswer>(CATALOGUE_CALLS.selectList.path, { source: [...POSITION_LIST_NAMES] }, options)),
  };
}

export const competencyApi = createCompetencyApi(api);
