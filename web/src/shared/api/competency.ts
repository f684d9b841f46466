// The competency catalogue calls the position wizard uses (spec 001 §7 "Positions and catalogues"):
// the positions of a functionality category (/get_list_vacancy/), a family's items of one position
// (/get_list_<family>/, global and the caller's local ones), adding and removing one's own items,
// adding a local position, the universities (/get_uniwersytet/) and the position form's dictionary
// lists through /options/get_selectList. Older-style GETs carry their fields in the query string.
import { api, type ApiClient } from './client';
import { CATALOGUE_CALLS } from './catalogue';
import { get, isRecord, post, type CallSpec } from './contract';

/** The six families of a position, by the word their paths use. */
export const FAMILY_PATHS = ['func', 'targets', 'result', 'kpi', 'zun', 'cases'] as const;
export type FamilyPath = (typeof FAMILY_PATHS)[number];
/** The id field a removal names per family. */
const ID_FIELDS: Record<FamilyPath, string> = { func: 'id_task', targets: 'id_target', result: 'id_result', kpi: 'id_kpi', zun: 'id_zun', cases: 'id_case' };

type FamilyCalls = Record<`list_${FamilyPath}` | `add_${FamilyPath}` | `remove_${FamilyPath}`, CallSpec>;

/**
 * Declared like the other contexts' calls so the OpenAPI check can walk them once they are listed
 * in calls.ts (with the snapshot regenerated). GETs carry their fields in the query string.
 */
export const COMPETENCY_CALLS = {
  positions: get<Record<string, never>>('/get_list_vacancy', {}),
  categories: get<Record<string, never>>('/get_list_all_position', {}),
  universities: get<Record<string, never>>('/get_uniwersytet', {}),
  addPosition: post<{ id_tl_list: number; name: string; list: 'tl_dolgnost' }>('/add_new_position', { id_tl_list: true, name: true, list: true }),
  ...(Object.fromEntries(
    FAMILY_PATHS.flatMap((family) => [
      [`list_${family}`, get<Record<string, never>>(`/get_list_${family}`, {})],
      [`add_${family}`, post<{ id_position: number; name: string }>(`/add_new_${family}`, { id_position: true, name: true })],
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

/** The dictionary lists of the position forms (spec 001 §3). */
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

function item(value: unknown): CatalogueItem | null {
  if (!isRecord(value)) return null;
  const id = Number(value.id ?? value.id_position ?? value.idItem);
  if (!Number.isInteger(id) || typeof value.name !== 'string') return null;
  return { id, name: value.name, type: value.type === 'global' ? 'global' : 'local', isUserAdd: value.isUserAdd === true };
}

export function readFamilyItems(answer: unknown): CatalogueItem[] {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
  return [...(Array.isArray(data.global) ? data.global : []), ...(Array.isArray(data.local) ? data.local : [])].flatMap((value) => item(value) ?? []);
}

export function readPositions(answer: unknown): CataloguePosition[] {
  const list = isRecord(answer) && Array.isArray(answer.tl_lists) ? answer.tl_lists : [];
  return list.flatMap((value) => {
    const found = item(value);
    return found && isRecord(value) ? [{ ...found, category: Number(value.category) || 0 }] : [];
  });
}

export function readPositionLists(answer: unknown): PositionLists {
  const data = isRecord(answer) && isRecord(answer.list_data) ? answer.list_data : {};
  return Object.fromEntries(
    POSITION_LIST_NAMES.map((name) => [
      name,
      (Array.isArray(data[name]) ? data[name] : []).flatMap((value: unknown) => {
        if (!isRecord(value)) return [];
        const id = Number(value.id ?? value.idItem);
        return Number.isInteger(id) && typeof value.name === 'string' ? [{ id, name: value.name }] : [];
      }),
    ]),
  ) as PositionLists;
}

export function readCategories(answer: unknown): Category[] {
  const data = isRecord(answer) && Array.isArray(answer.data) ? answer.data : [];
  return data.flatMap((value) => {
    if (!isRecord(value) || typeof value.name !== 'string' || !Number.isInteger(Number(value.id))) return [];
    const positions = Array.isArray(value.positions) ? value.positions : [];
    return [{ id: Number(value.id), name: value.name, positionIds: positions.flatMap((p) => (isRecord(p) && Number.isInteger(Number(p.id)) ? [Number(p.id)] : [])) }];
  });
}

export function readUniversities(answer: unknown): University[] {
  const data = isRecord(answer) && Array.isArray(answer.data) ? answer.data : [];
  return data.flatMap((value) => {
    if (!isRecord(value)) return [];
    const id = Number(value.id_university ?? value.id);
    const name = value.name_university ?? value.name;
    return Number.isInteger(id) && typeof name === 'string' ? [{ id, name }] : [];
  });
}

type Options = { signal?: AbortSignal };

export function createCompetencyApi(client: ApiClient) {
  return {
    /** Every functionality category (names and position ids; the answer also carries each position's functionality). */
    categories: async (options: Options = {}) => readCategories(await client.get(COMPETENCY_CALLS.categories.path, options)),
    /** Positions of a functionality category, global and the company's local ones. */
    positions: async (categoryId: number, options: Options = {}) => readPositions(await client.get(COMPETENCY_CALLS.positions.path, { ...options, query: { idItem: categoryId } })),
    items: async (family: FamilyPath, positionId: number, options: Options = {}) => readFamilyItems(await client.get(COMPETENCY_CALLS[`list_${family}`].path, { ...options, query: { idItem: positionId } })),
    addItem: async (family: FamilyPath, body: { id_position: number; name: string }, options: Options = {}): Promise<CatalogueItem> => {
      const answer = await client.post<{ data?: unknown }>(COMPETENCY_CALLS[`add_${family}`].path, body, options);
      return item(answer.data) ?? { id: 0, name: body.name, type: 'local', isUserAdd: true };
    },
    removeItem: async (family: FamilyPath, id: number, options: Options = {}): Promise<void> => {
      await client.post(COMPETENCY_CALLS[`remove_${family}`].path, { [ID_FIELDS[family]]: id }, options);
    },
    /** A local position in a category; 409 CATALOGUE_DUPLICATE for a name already there. */
    addPosition: async (body: { id_tl_list: number; name: string }, options: Options = {}): Promise<CataloguePosition> => {
      const answer = await client.post<{ data?: unknown }>(COMPETENCY_CALLS.addPosition.path, { ...body, list: 'tl_dolgnost' }, options);
      const found = item(answer.data);
      return { ...(found ?? { id: 0, name: body.name, type: 'local', isUserAdd: true }), category: body.id_tl_list };
    },
    universities: async (options: Options = {}) => readUniversities(await client.get(COMPETENCY_CALLS.universities.path, options)),
    lists: async (options: Options = {}) => readPositionLists(await client.post(CATALOGUE_CALLS.selectList.path, { source: [...POSITION_LIST_NAMES] }, options)),
  };
}

export const competencyApi = createCompetencyApi(api);
