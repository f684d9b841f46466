// The catalogue context's calls: option lists (POST /options/get_selectList, spec 000 §3 "Option
// lists"). They do not change while the page lives (a language change reloads the page), so each
// list is fetched once.
import { answer, api, type ApiClient } from './client';
import type { ResponseBody, Routes } from './contract';

export const CATALOGUE_CALLS = {
  selectList: '/options/get_selectList',
} as const satisfies Routes;

export type OptionListName =
  | 'gender'
  | 'social_media'
  | 'messengers'
  | 'office_presence_status'
  | 'filter_companies'
  | 'employees'
  | 'activities'
  | 's_access_z';

export interface OptionItem {
  id: number;
  name: string;
  /** Global items' stable code (the access rights of `s_access_z` travel by code). */
  code?: string;
}

export type OptionLists = Partial<Record<OptionListName, OptionItem[]>>;

/** get_selectList's answer as the OpenAPI document describes it (openapi.d.ts). */
export type SelectListAnswer = ResponseBody<'/options/get_selectList'>;

/** Each asked list's items as the screens hold them: id, name and a global item's code. */
export function readOptionLists<N extends keyof SelectListAnswer['list_data']>(
  answer: SelectListAnswer,
  names: readonly N[],
): Record<N, OptionItem[]> {
  const lists = {} as Record<N, OptionItem[]>;
  for (const name of names)
    lists[name] = (answer.list_data[name] ?? []).map(({ id, name: itemName, code }) =>
      code === undefined ? { id, name: itemName } : { id, name: itemName, code },
    );
  return lists;
}

/** get_selectList's answer for the named lists. */
export function selectListAnswer(
  client: ApiClient,
  names: ReadonlyArray<keyof SelectListAnswer['list_data']>,
  signal?: AbortSignal,
): Promise<SelectListAnswer> {
  return answer(client.POST(CATALOGUE_CALLS.selectList, { body: { source: [...names] }, signal }));
}

/** Asks get_selectList for `names` and answers each one's items (readOptionLists). */
export async function selectLists<N extends keyof SelectListAnswer['list_data']>(
  names: readonly N[],
  signal?: AbortSignal,
): Promise<Record<N, OptionItem[]>> {
  return readOptionLists(await selectListAnswer(api, names, signal), names);
}

const cache = new Map<OptionListName, OptionItem[]>();

export async function loadOptionLists(names: readonly OptionListName[], signal?: AbortSignal): Promise<OptionLists> {
  const missing = names.filter((name) => !cache.has(name));
  if (missing.length > 0) {
    const lists = await selectLists(missing, signal);
    // An empty answer is not remembered: the next opening asks again.
    for (const name of missing) if (lists[name]?.length) cache.set(name, lists[name]!);
    return Object.fromEntries(names.map((name) => [name, cache.get(name) ?? lists[name] ?? []]));
  }
  return Object.fromEntries(names.map((name) => [name, cache.get(name)!]));
}
