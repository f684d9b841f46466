import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import type { OptionLists } from '../catalogue.contract.js';
import { FAMILIES, FAMILY_NAMES, LIST_NAMES } from '../catalogue.types.js';
import { StreetResponse } from './places.responses.js';

// The answers of the dictionary lists and the competency catalogues, for the OpenAPI document (the
// handlers return the query and command results; these classes only describe them).

const ITEM_TYPE = {
  enum: ['global', 'local'],
  description: 'global (shared) or local (added in the reader’s company or by the reader)',
} as const;

/** An item of a dictionary list (OptionView). */
export class OptionResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
  @ApiProperty(ITEM_TYPE) type!: string;
  @ApiPropertyOptional({ description: 'The stable code of a global item (e.g. the s_access_z rights)' }) code?: string;
  @ApiPropertyOptional({ description: 'On local items: the caller added it' }) isUserAdd?: boolean;
  @ApiPropertyOptional() help?: string;
}

/** Lists by name, each present that was asked for, items in their list order. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the class is the document's side and declares no member the interface could clash with.
export class OptionListsResponse {}
// The compiler's side: the lists as the handlers hold them (OptionLists).
export interface OptionListsResponse extends OptionLists {}
// The document's side: one optional property per list, so it (and the web's types) name every list.
for (const name of LIST_NAMES) ApiPropertyOptional({ type: [OptionResponse] })(OptionListsResponse.prototype, name);

export class SelectListAnswer extends OkResponse {
  @ApiProperty({ type: OptionListsResponse }) list_data!: OptionListsResponse;
}

export class ListsAnswer extends OkResponse {
  @ApiProperty({ type: OptionListsResponse, description: 'Each list with its global and the caller’s local items' })
  data!: OptionListsResponse;
}

export class GroupedListsResponse {
  @ApiProperty({ type: OptionListsResponse, description: 'The global items of each list' }) global!: OptionListsResponse;
  @ApiProperty({ type: OptionListsResponse, description: 'The caller’s local items of each list' }) local!: OptionListsResponse;
}

export class GroupedListsAnswer extends OkResponse {
  @ApiProperty({ type: GroupedListsResponse }) data!: GroupedListsResponse;
}

@ApiExtraModels(OptionResponse, StreetResponse)
export class ListItemAddedAnswer extends OkResponse {
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(OptionResponse) }, { $ref: getSchemaPath(StreetResponse) }],
    description: 'The new list item, or the new street with list `streets`',
  })
  data!: OptionResponse | StreetResponse;
}

/** A competency item (CatalogueItemView): its family's id field repeats `id`. */
export class CatalogueItemResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) help!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The same as help' }) description!: string | null;
  @ApiProperty({ description: 'false in these answers' }) disabled!: boolean;
  @ApiProperty(ITEM_TYPE) type!: string;
  @ApiProperty({ description: 'The caller added it: only such items may be removed' }) isUserAdd!: boolean;
  @ApiProperty({ description: 'false in these answers' }) selected!: boolean;
}
for (const family of FAMILY_NAMES) {
  ApiPropertyOptional({ type: Number, description: `On ${family} items: the id again` })(
    CatalogueItemResponse.prototype,
    FAMILIES[family].idField,
  );
}

export class CatalogueItemAnswer extends OkResponse {
  @ApiProperty({ type: CatalogueItemResponse }) data!: CatalogueItemResponse;
}

export class FamilyListsResponse {
  @ApiProperty({ type: [CatalogueItemResponse] }) global!: CatalogueItemResponse[];
  @ApiProperty({ type: [CatalogueItemResponse] }) local!: CatalogueItemResponse[];
}

export class FamilyListsAnswer extends OkResponse {
  @ApiProperty({ type: FamilyListsResponse }) data!: FamilyListsResponse;
}

export class PositionResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The same as id' }) id_position!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
  @ApiProperty(ITEM_TYPE) type!: string;
  @ApiProperty({ description: 'The caller added it' }) isUserAdd!: boolean;
  @ApiProperty({ description: 'The functionality category' }) category!: number;
}

export class PositionAnswer extends OkResponse {
  @ApiProperty({ type: PositionResponse }) data!: PositionResponse;
}

export class CategoryPositionsAnswer extends OkResponse {
  @ApiProperty({ type: [PositionResponse] }) tl_lists!: PositionResponse[];
}

export class PositionWithFunctionalityResponse extends PositionResponse {
  @ApiProperty({ type: [CatalogueItemResponse], description: 'Its functionality (func) items' }) functionality!: CatalogueItemResponse[];
}

export class CategoryResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
  @ApiProperty({ type: [PositionWithFunctionalityResponse] }) positions!: PositionWithFunctionalityResponse[];
}

export class CategoriesAnswer extends OkResponse {
  @ApiProperty({ type: [CategoryResponse] }) data!: CategoryResponse[];
}
