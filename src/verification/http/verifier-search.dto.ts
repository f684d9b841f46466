import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  ASSIGNED,
  LIST_SORTS,
  LIST_TYPES,
  SORT_ORDERS,
  type Assigned,
  type ListSort,
  type ListType,
  type SortOrder,
} from '../queries/list-companies.js';
import { SEARCH_MAX_LENGTH } from '../queries/search-text.js';
import { INT4_MAX, IsCalendarDay } from '../../shared/http/fields/validators.js';
import { VERIFICATION_PAGE_SIZE_MAX } from '../../shared/contract/verification.js';

/*
 * Bodies of the verifier's list and search calls (JSON or form fields). Empty values mean "not
 * given" (spec 001 §3: the advanced search drops empty values; older clients may still send them).
 */
const REQUIRED = { message: 'validation.required' };
const FORMAT = { message: 'validation.format' };
const TOO_LONG = { message: 'validation.tooLong' };
const INVALID = { message: 'validation.invalid' };

const text = ({ value }: { value: unknown }): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};
/** Whole numbers may come as strings (form fields); 0 and empty mean none (option ids, spec §3). */
const optionalInt = ({ value }: { value: unknown }): unknown => {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return undefined;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
};

export const DEFAULT_PAGE_SIZE = 9;
/** The web's list asks for no more (src/shared/contract/verification.ts). */
export const MAX_PAGE_SIZE = VERIFICATION_PAGE_SIZE_MAX;

export class PagingDto {
  @ApiPropertyOptional({
    enum: LIST_SORTS,
    default: 'id',
    description: 'Column: id (the number), name, activity (catalogue order), code, update_date, files, status, due',
  })
  @Transform(text)
  @IsOptional()
  @IsIn(LIST_SORTS, INVALID)
  sort?: ListSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'desc' })
  @Transform(text)
  @IsOptional()
  @IsIn(SORT_ORDERS, INVALID)
  order?: SortOrder;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Transform(optionalInt)
  @IsOptional()
  @IsInt(FORMAT)
  @Min(1, INVALID)
  @Max(1_000_000, INVALID)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @Transform(optionalInt)
  @IsOptional()
  @IsInt(FORMAT)
  @Min(1, INVALID)
  @Max(MAX_PAGE_SIZE, INVALID)
  page_size?: number;
}

export class CompaniesListDto extends PagingDto {
  @ApiProperty({ enum: LIST_TYPES, description: 'The tab' })
  @Transform(text)
  @IsDefined(REQUIRED)
  @IsIn(LIST_TYPES, INVALID)
  type!: ListType;

  @ApiPropertyOptional({
    description: 'An item id of the option list filter_companies: 1 all, 2 under consideration, 3 verified, 4 rejected, 5 deleted',
  })
  @Transform(optionalInt)
  @IsOptional()
  @IsIn([1, 2, 3, 4, 5], INVALID)
  filter?: number;

  @ApiPropertyOptional({ enum: ASSIGNED, description: 'mine: cases the caller holds; unassigned: cases nobody holds' })
  @Transform(text)
  @IsOptional()
  @IsIn(ASSIGNED, INVALID)
  assigned?: Assigned;
}

export class QuickSearchDto {
  @ApiProperty({ description: 'Any part of the name (3+ characters; 1–2 match the start of the name), or the start of the code' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsDefined(REQUIRED)
  @IsString(FORMAT)
  @MaxLength(SEARCH_MAX_LENGTH, TOO_LONG)
  value!: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class FindCompaniesDto extends PagingDto {
  @ApiPropertyOptional({ description: 'As the quick search' })
  @Transform(text)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(SEARCH_MAX_LENGTH, TOO_LONG)
  value?: string;

  @ApiPropertyOptional({ description: 'Any part of the name (1–2 characters: its start)' })
  @Transform(text)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(SEARCH_MAX_LENGTH, TOO_LONG)
  companyName?: string;

  @ApiPropertyOptional({ description: 'Item id of the employees list' })
  @Transform(optionalInt)
  @IsOptional()
  @IsInt(FORMAT)
  @Min(1, INVALID)
  @Max(INT4_MAX, INVALID)
  employees?: number;

  @ApiPropertyOptional({ description: 'The start of the EDRPOU code (digits)' })
  @Transform(text)
  @IsOptional()
  @IsString(FORMAT)
  @Matches(/^\d{1,8}$/, FORMAT)
  edrCode?: string;

  @ApiPropertyOptional({ description: 'Item id of the activities list' })
  @Transform(optionalInt)
  @IsOptional()
  @IsInt(FORMAT)
  @Min(1, INVALID)
  @Max(INT4_MAX, INVALID)
  activity?: number;

  @ApiPropertyOptional({ description: 'Any part of the services (products) text' })
  @Transform(text)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(SEARCH_MAX_LENGTH, TOO_LONG)
  product?: string;

  @ApiPropertyOptional({ description: 'Any part of the website' })
  @Transform(text)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(SEARCH_MAX_LENGTH, TOO_LONG)
  site?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD: update date on or after this day (UTC)' })
  @Transform(text)
  @IsOptional()
  @Matches(DATE, FORMAT)
  @IsCalendarDay()
  dateFrom?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD: update date on or before this day (UTC)' })
  @Transform(text)
  @IsOptional()
  @Matches(DATE, FORMAT)
  @IsCalendarDay()
  dateTo?: string;
}
