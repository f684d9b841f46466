// The catalogue calls of the profile forms: the company-form dictionary lists
// in global and local groups, adding a local item from a dropdown's footer, and the address search
// (cities of Ukraine, streets of a city). Declared like catalogue.ts, checked against the OpenAPI
// document; the searches are GETs whose text travels in the query string.
import { api, type ApiClient } from './client';
import { get, post, type RequestBody, type ResponseBody } from './contract';

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
/** The list travels as a name the screens hold as a plain string (the document enumerates today's lists). */
export type AddListItemRequest = Pick<RequestBody<'/add_field_table'>, 'name'> & { list: string };

export const PLACES_CALLS = {
  companyLists: get<Record<string, never>>('/get_lists_create_company', {}),
  addListItem: post<AddListItemRequest>('/add_field_table', { name: true, list: true }),
  cities: get<Record<string, never>>('/get_list_cities', {}),
  streets: get<Record<string, never>>('/get_list_street', {}),
} as const;

/** The dictionary lists of the company profile (a subset of spec 001 §3 "Dictionary lists"). */
export const PROFILE_LIST_NAMES = ['s_workers', 's_organizational_structure', 's_selection_stages', 's_training', 's_values', 's_competence', 'tl_lists'] as const;
export type ProfileListName = (typeof PROFILE_LIST_NAMES)[number];

export interface ListItem {
  id: number;
  name: string;
  /** 'global' (shared) or 'local' (added by the company's users). */
  type: string;
}

export type ProfileLists = Record<ProfileListName, ListItem[]>;

export interface City {
  id: number;
  name: string;
  /** Hromada, raion and region: tells apart settlements of one name. */
  description: string;
}

export interface Street {
  id: number;
  name: string;
}

// Answers as the OpenAPI document describes them (openapi.d.ts).
type ProfileListsAnswer = ResponseBody<'/get_lists_create_company', 'get'>;
type ListItemAddedAnswer = ResponseBody<'/add_field_table'>;

const listItem = ({ id, name, type }: ListItem): ListItem => ({ id, name, type });

/** `data.global` and `data.local` merged per list: a dropdown shows both, global first. */
export function readProfileLists(answer: ProfileListsAnswer): ProfileLists {
  const { global, local } = answer.data;
  return Object.fromEntries(PROFILE_LIST_NAMES.map((name) => [name, [...(global[name] ?? []), ...(local[name] ?? [])].map(listItem)])) as ProfileLists;
}

type CitiesAnswer = ResponseBody<'/get_list_cities', 'get'>;
type StreetsAnswer = ResponseBody<'/get_list_street', 'get'>;

export function readCities(answer: CitiesAnswer): City[] {
  return answer.data.map(({ id, name, description }) => ({ id, name, description }));
}

export function readStreets(answer: StreetsAnswer): Street[] {
  return answer.data.map((street) => ({ id: street.street_ref, name: street.name_ua }));
}

type Options = { signal?: AbortSignal };

export function createPlacesApi(client: ApiClient) {
  const c = PLACES_CALLS;
  return {
    profileLists: async (options: Options = {}) => readProfileLists(await client.get<ProfileListsAnswer>(c.companyLists.path, options)),
    /** A local item; 409 CATALOGUE_DUPLICATE when the name exists ('Эта назва уже существует в базе данных'). */
    addListItem: async (body: AddListItemRequest, options: Options = {}): Promise<ListItem> => {
      const { data } = await client.post<ListItemAddedAnswer>(c.addListItem.path, body, options);
      // A list item; with list `streets` the server answers the street (street_ref, name_ua).
      return 'id' in data ? listItem(data) : { id: data.street_ref, name: data.name_ua, type: 'local' };
    },
    cities: async (text: string, options: Options = {}) => readCities(await client.get<CitiesAnswer>(c.cities.path, { ...options, query: { citi: text } })),
    streets: async (cityId: number, text: string, options: Options = {}) => readStreets(await client.get<StreetsAnswer>(c.streets.path, { ...options, query: { id_city: cityId, street: text } })),
  };
}

export const placesApi = createPlacesApi(api);
