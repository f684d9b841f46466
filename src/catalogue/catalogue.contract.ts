/**
 * Public contract of the catalogue context (a leaf: constants, types and query classes only).
 * Other contexts keep only ids and ask these queries on the QueryBus for names in a language.
 *
 * - `GetOptionListsQuery`: whole dictionary lists (account option lists and spec 001 §3 lists).
 * - `GetCatalogueNamesQuery`: names of list items, positions or competency items by ids.
 * - `GetCityQuery` / `GetStreetQuery`: a city or street by id (null when unknown), to check
 *   addresses and show them.
 * The seed, the street import and the promotion of local items are for the CLI (src/cli.ts),
 * which imports them from seed/ and commands/ directly as the composition root.
 */
import { Query } from '@nestjs/cqrs';
import type { Lang } from '../shared/i18n/lang.js';
import type { Family, ListName } from './catalogue.types.js';

export {
  DICTIONARY_LIST_NAMES,
  FAMILIES,
  isListName,
  isOptionListName,
  LIST_NAMES,
  OPTION_LIST_NAMES,
  type Family,
  type ListName,
  type OptionListName,
} from './catalogue.types.js';

export interface OptionView {
  id: number;
  name: string;
  type: string;
  /** The item's stable code on global items (e.g. the `s_access_z` rights that other calls take by code). */
  code?: string;
  /** Present on local items: true when the asking user added the item. */
  isUserAdd?: boolean;
  help?: string;
}
export type OptionLists = Partial<Record<ListName, OptionView[]>>;

/** Who is asking, for local items; null for an anonymous caller (global items only). */
export interface CatalogueReader {
  userId: string;
  companyId: string | null;
}

/** The named lists in one language, items in their list order. Every asked list is present. */
export class GetOptionListsQuery extends Query<OptionLists> {
  constructor(
    readonly lists: readonly ListName[],
    readonly lang: Lang,
    readonly reader: CatalogueReader | null = null,
  ) {
    super();
  }
}

export type CatalogueNameTarget = { kind: 'list'; list: ListName } | { kind: 'position' } | { kind: 'competency'; family: Family };

/** Names by id in a language; ids that do not exist are absent from the answer. */
export class GetCatalogueNamesQuery extends Query<Record<number, string>> {
  constructor(
    readonly target: CatalogueNameTarget,
    readonly ids: readonly number[],
    readonly lang: Lang,
  ) {
    super();
  }
}

export interface CityView {
  id: number;
  code: string;
  name: string;
  description: string;
  kind: string;
}
export class GetCityQuery extends Query<CityView | null> {
  constructor(
    readonly cityId: number,
    readonly lang: Lang,
  ) {
    super();
  }
}

export interface StreetView {
  street_ref: number;
  name_ua: string;
  id_city: number;
}
/** A street by id, optionally required to lie in a city (null otherwise). */
export class GetStreetQuery extends Query<StreetView | null> {
  constructor(
    readonly streetId: number,
    readonly cityId?: number,
  ) {
    super();
  }
}
