// The competency catalogue calls the position wizard uses:
// the positions of a functionality category (/get_list_vacancy/), a family's items of one position
// (/get_list_<family>/, global and the caller's local ones), adding and removing one's own items,
// adding a local position, the universities (/get_uniwersytet/) and the position form's dictionary
// lists through /options/get_selectList. Older-style GETs carry their fields in the query string.
import { answer, api, type ApiClient } from './client';
import { selectListAnswer, type SelectListAnswer } from './catalogue';
import type { RequestBody, ResponseBody, Routes } from './contract';

/** The six families of a position, by the word their paths use. */
export const FAMILY_PATHS = ['func', 'targets', 'result', 'kpi', 'zun', 'cases'] as const;
export type FamilyPath = (typeof FAMILY_PATHS)[number];
/** The id field a removal names per family. */
const ID_FIELDS = {
  func: 'id_task',
  targets: 'id_target',
  result: 'id_result',
  kpi: 'id_kpi',
  zun: 'id_zun',
  cases: 'id_case',
} as const satisfies Record<FamilyPath, keyof RequestBody<'/remove_func'>>;

export const COMPETENCY_CALLS = {
  positions: '/get_list_vacancy',
  categories: '/get_list_all_position',
  universities: '/get_uniwersytet',
  addPosition: '/add_new_position',
  list_func: '/get_list_func',
  list_targets: '/get_list_targets',
  list_result: '/get_list_result',
  list_kpi: '/get_list_kpi',
  list_zun: '/get_list_zun',
  list_cases: '/get_list_cases',
  add_func: '/add_new_func',
  add_targets: '/add_new_targets',
  add_result: '/add_new_result',
  add_kpi: '/add_new_kpi',
  add_zun: '/add_new_zun',
  add_cases: '/add_new_cases',
  remove_func: '/remove_func',
  remove_targets: '/remove_targets',
  remove_result: '/remove_result',
  remove_kpi: '/remove_kpi',
  remove_zun: '/remove_zun',
  remove_cases: '/remove_cases',
} as const satisfies Routes & Record<`${'list' | 'add' | 'remove'}_${FamilyPath}`, string>;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts), with the
// fields the wizard sends.
export type AddItemRequest = Required<Pick<RequestBody<'/add_new_func'>, 'id_position' | 'name'>>;
export type AddPositionRequest = Required<Pick<RequestBody<'/add_new_position'>, 'id_tl_list' | 'name' | 'list'>>;

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
  's_job_levels',
  's_employment_type',
  's_credentials',
  's_competence',
  's_compensation_package',
  's_dress',
  's_work_specifics',
  's_specificity_workplace',
  's_specificity_communication',
  's_manager_specificity_communication',
  'tools_sex',
  's_family_status',
  's_educational_level',
  's_work_experience',
  's_hobbies',
  's_personal_qualities',
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

const item = ({ id, name, type, isUserAdd }: ItemAddedAnswer['data'] | PositionAddedAnswer['data']): CatalogueItem => ({
  id,
  name,
  type,
  isUserAdd,
});

/** A family's items of one position: global first, then local. */
export function readFamilyItems(answer: FamilyItemsAnswer): CatalogueItem[] {
  return [...answer.data.global, ...answer.data.local].map(item);
}

export function readPositions(answer: PositionsAnswer): CataloguePosition[] {
  return answer.tl_lists.map((position) => ({ ...item(position), category: position.category }));
}

/** Every asked list, empty when the answer has none of it. */
export function readPositionLists(answer: SelectListAnswer): PositionLists {
  return Object.fromEntries(
    POSITION_LIST_NAMES.map((name) => [name, (answer.list_data[name] ?? []).map(({ id, name: itemName }) => ({ id, name: itemName }))]),
  ) as PositionLists;
}

export function readCategories(answer: CategoriesAnswer): Category[] {
  return answer.data.map(({ id, name, positions }) => ({ id, name, positionIds: positions.map((position) => position.id) }));
}

export function readUniversities(answer: UniversitiesAnswer): University[] {
  return answer.data.map(({ id_university, name_university }) => ({ id: id_university, name: name_university }));
}

type Options = { signal?: AbortSignal };

export function createCompetencyApi(client: ApiClient) {
  const c = COMPETENCY_CALLS;
  return {
    /** Every functionality category (names and position ids; the answer also carries each position's functionality). */
    categories: async (options: Options = {}) => readCategories(await answer(client.GET(c.categories, { ...options }))),
    /** Positions of a functionality category, global and the company's local ones. */
    positions: async (categoryId: number, options: Options = {}) =>
      readPositions(await answer(client.GET(c.positions, { params: { query: { idItem: categoryId } }, ...options }))),
    items: async (family: FamilyPath, positionId: number, options: Options = {}) =>
      readFamilyItems(await answer(client.GET(c[`list_${family}`], { params: { query: { idItem: positionId } }, ...options }))),
    addItem: async (family: FamilyPath, body: AddItemRequest, options: Options = {}): Promise<CatalogueItem> =>
      item((await answer(client.POST(c[`add_${family}`], { body, ...options }))).data),
    removeItem: async (family: FamilyPath, id: number, options: Options = {}): Promise<void> => {
      await client.POST(c[`remove_${family}`], { body: { [ID_FIELDS[family]]: id }, ...options });
    },
    /** A local position in a category; 409 CATALOGUE_DUPLICATE for a name already there. */
    addPosition: async (body: Omit<AddPositionRequest, 'list'>, options: Options = {}): Promise<CataloguePosition> => {
      const added = await answer(client.POST(c.addPosition, { body: { ...body, list: 'tl_dolgnost' }, ...options }));
      return { ...item(added.data), category: body.id_tl_list };
    },
    universities: async (options: Options = {}) => readUniversities(await answer(client.GET(c.universities, { ...options }))),
    lists: async (options: Options = {}) => readPositionLists(await selectListAnswer(client, POSITION_LIST_NAMES, options.signal)),
  };
}

export const competencyApi = createCompetencyApi(api);
