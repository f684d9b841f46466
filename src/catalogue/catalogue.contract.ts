/**
 * Public contract of the catalogue context (a leaf: constants, types and query classes only).
 * Other contexts keep only ids and ask these queries on the QueryBus for names in a language.
 *
 * - `GetOptionListsQuery`: whole dictionary lists (account option lists and spec 001 §3 lists).
 * - `GetCatalogueNamesQuery`: names of list items, positions or competency items by ids.
 * - `CheckPositionItemsQuery`: whether a position and items of its competency families exist and
 *   are visible to a company (global or that company's local ones), e.g. for a vacancy profile.
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

export type CatalogueNameTarget =
  | { kind: 'list'; list: ListName }
  | { kind: 'position' }
  | { kind: 'competency'; family: Family }
  | { kind: 'university' }
  /** A functionality category (the department's `category`, spec 001 §3). */
  | { kind: 'category' };

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

export interface PositionItemsCheck {
  /** The position in the asked language, or null when it does not exist, is not visible or is not of the asked type. */
  position: { id: number; name: string; type: 'global' | 'local' } | null;
  /** Per family, the asked ids that are no item of that family visible to the reader (all of them without a position). */
  unknown: Partial<Record<Family, number[]>>;
}
/**
 * Whether a position (of `type` when given) and the asked competency items (of any position, by
 * family) are visible to the reader: global ones, the reader's company's local ones (another
 * company's local item is unknown).
 */
export class CheckPositionItemsQuery extends Query<PositionItemsCheck> {
  constructor(
    readonly positionId: number,
    readonly type: 'global' | 'local' | null,
    readonly items: Partial<Record<Family, readonly number[]>>,
    readonly lang: Lang,
    readonly reader: CatalogueReader,
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
