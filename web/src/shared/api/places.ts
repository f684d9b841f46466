// The catalogue calls of the profile forms: the company-form dictionary lists
// in global and local groups, adding a local item from a dropdown's footer, and the address search
// (cities of Ukraine, streets of a city). The searches are GETs whose text travels in the query
// string; the dropdowns take items as id and name, hence the readers below.
import { answer, api, type ApiClient } from './client';
import { sentAs, type RequestBody, type ResponseBody, type Routes } from './contract';

export const PLACES_CALLS = {
  companyLists: '/get_lists_create_company',
  addListItem: '/add_field_table',
  cities: '/get_list_cities',
  streets: '/get_list_street',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
/** The list travels as a name the screens hold as a plain string (the document enumerates today's lists). */
export type AddListItemRequest = Pick<RequestBody<typeof PLACES_CALLS.addListItem>, 'name'> & { list: string };

/** The dictionary lists of the company profile (a subset of spec 001 §3 "Dictionary lists"). */
export const PROFILE_LIST_NAMES = [
  's_workers',
  's_organizational_structure',
  's_selection_stages',
  's_training',
  's_values',
  's_competence',
  'tl_lists',
] as const;
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

const listItem = ({ id, name, type }: ListItem): ListItem => ({ id, name, type });

/** `data.global` and `data.local` merged per list: a dropdown shows both, global first. */
export function readProfileLists(answer: ProfileListsAnswer): ProfileLists {
  const { global, local } = answer.data;
  return Object.fromEntries(
    PROFILE_LIST_NAMES.map((name) => [name, [...(global[name] ?? []), ...(local[name] ?? [])].map(listItem)]),
  ) as ProfileLists;
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
    profileLists: async (options: Options = {}) => readProfileLists(await answer(client.GET(c.companyLists, { ...options }))),
    /** A local item; 409 CATALOGUE_DUPLICATE when the name exists ('Это название уже существует в базе данных'). */
    addListItem: async (body: AddListItemRequest, options: Options = {}): Promise<ListItem> => {
      const { data } = await answer(client.POST(c.addListItem, { body: sentAs<RequestBody<typeof c.addListItem>>(body), ...options }));
      // A list item; with list `streets` the server answers the street (street_ref, name_ua).
      return 'id' in data ? listItem(data) : { id: data.street_ref, name: data.name_ua, type: 'local' };
    },
    /** A street the city's directory lacks, as the caller's company's own; 409 CATALOGUE_DUPLICATE when they see that name already. */
    addStreet: async (cityId: number, name: string, options: Options = {}): Promise<Street> => {
      const { data } = await answer(client.POST(c.addListItem, { body: { name, list: 'streets', id_city: cityId }, ...options }));
      return 'street_ref' in data ? { id: data.street_ref, name: data.name_ua } : { id: data.id, name: data.name };
    },
    cities: async (text: string, options: Options = {}) =>
      readCities(await answer(client.GET(c.cities, { params: { query: { citi: text } }, ...options }))),
    streets: async (cityId: number, text: string, options: Options = {}) =>
      readStreets(await answer(client.GET(c.streets, { params: { query: { id_city: cityId, street: text } }, ...options }))),
  };
}

export const placesApi = createPlacesApi(api);
