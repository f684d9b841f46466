import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { FORMAT, REQUIRED, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { cleanLine, cleanLines, INT4_MAX, IsWebLink, trim } from '../../shared/http/fields/validators.js';
import type { Id } from '../../shared/domain/id.js';
import { IdField, OptionalIdField } from '../../shared/http/fields/id-field.js';
import { isValidEdrpou } from '../domain/edrpou.js';
import { COMPANY_LIST_SORTS } from '../queries/get-company-list.js';
import { COMPANY_STATUS } from '../company.types.js';
import { COMPANY_LIMITS } from '../../shared/contract/company.js';

/*
 * Bodies of the company calls (JSON, form fields or multipart strings). Messages are keys of
 * src/shared/i18n/messages.ts; the validation pipe localizes them. Required, the messages and trim
 * are every context's (src/shared/http/fields); toBool and toInt here read fewer spellings than
 * the shared ones (no "on", no negative numbers) and stay the company's.
 */
export const INVALID = { message: 'validation.invalid' };

/** Free text: cleaned of invisible and control characters (`cleanLine`, `cleanLines` with `multiline`), trimmed, and empty means none. */
const textOrNull =
  (multiline: boolean) =>
  ({ value }: { value: unknown }): unknown => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value !== 'string') return value;
    const text = (multiline ? cleanLines : cleanLine)({ value }) as string;
    return text === '' ? null : text;
  };

/** Option ids (spec §3): 0, '0', empty or null mean none. */
const optionId = ({ value }: { value: unknown }): unknown => {
  if (value === undefined) return undefined;
  if (value === null || value === 0 || value === '' || value === '0') return null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
};

/** The code "as a number" (spec §3) loses its leading zeros; give them back. */
const edrpouText = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e8) return String(value).padStart(8, '0');
  return trim({ value });
};

export const toBool = ({ value }: { value: unknown }): unknown => {
  if (value === 1 || value === '1' || value === 'true' || value === true) return true;
  if (value === 0 || value === '0' || value === 'false' || value === false || value === '') return false;
  return value;
};

export const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;

/** Which message a bad code gets: format, the length messages of spec §5, then the check digit. */
export function edrpouProblem(value: unknown): MessageKey | null {
  if (typeof value !== 'string' || !/^\d*$/.test(value)) return 'validation.format';
  if (value.length < 8) return 'company.codeMin';
  if (value.length > 8) return 'validation.tooLong';
  return isValidEdrpou(value) ? null : 'company.edrpou';
}

function Edrpou(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'edrpou',
      target: target.constructor,
      propertyName: String(key),
      options: { message: (args: ValidationArguments) => edrpouProblem(args.value) ?? 'validation.invalid' },
      validator: { validate: (value: unknown) => edrpouProblem(value) === null },
    });
}

function OptionalOption(alias?: string): PropertyDecorator {
  return (target, key) => {
    if (alias) Alias(alias, optionId)(target, key);
    else Transform(optionId)(target, key);
    IsOptional()(target, key);
    IsInt({ message: 'validation.notNumber' })(target, key);
    Max(INT4_MAX, INVALID)(target, key);
  };
}

function OptionalText(max: number, { multiline = false } = {}): PropertyDecorator {
  return (target, key) => {
    Transform(textOrNull(multiline))(target, key);
    IsOptional()(target, key);
    MaxLength(max, TOO_LONG)(target, key);
    IsString(FORMAT)(target, key);
  };
}

/**
 * A field that may be left out but, when sent, is required: null or blank is refused as missing
 * (IsOptional would let null through to the database, a 500).
 */
function SentRequired(): PropertyDecorator {
  return (target, key) => {
    ValidateIf((_body: object, value: unknown) => value !== undefined)(target, key);
    IsNotEmpty(REQUIRED)(target, key);
  };
}

/** The company form of spec §3 also names the fields companyName, kod, s_workers and s_activity. */
function Alias(alias: string, transform: (input: { value: unknown }) => unknown): PropertyDecorator {
  return (target, key) => {
    Expose()(target, key);
    Transform(({ obj }: { obj: Record<string, unknown> }) => transform({ value: obj[String(key)] ?? obj[alias] }))(target, key);
  };
}

/*
 * The fields the create and the update bodies share as they are, each defined once (documentation and
 * rules). Decorators rather than a base class or mapped types: those put inherited fields first and
 * so reorder the published schema, and the fields that differ (name and code required or kept,
 * the option ids' old aliases only on create) stay in their classes. Each applies its parts in the
 * order stacked decorators did (the lowest first), so a field's validation messages keep their order.
 */
function CompanyBrand(): PropertyDecorator {
  return (target, key) => {
    OptionalText(255)(target, key);
    ApiPropertyOptional({ type: String, maxLength: 255, nullable: true })(target, key);
  };
}

function Services(): PropertyDecorator {
  return (target, key) => {
    OptionalText(COMPANY_LIMITS.servicesMax, { multiline: true })(target, key);
    ApiPropertyOptional({ type: String, maxLength: COMPANY_LIMITS.servicesMax, nullable: true })(target, key);
  };
}

function Website(): PropertyDecorator {
  return (target, key) => {
    OptionalText(255)(target, key);
    IsWebLink()(target, key as string);
    ApiPropertyOptional({
      type: String,
      maxLength: 255,
      nullable: true,
      description: 'An http(s) link, or a host name (opened with https://); any other scheme is 400',
      example: 'https://kadry.example.com',
    })(target, key);
  };
}

export class CompanyIdField {
  @ApiProperty({ type: String, description: 'The company (uuid)' })
  @IdField()
  company_id!: Id;
}

export class CreateCompanyDto {
  @ApiProperty({ maxLength: 255, example: 'ТОВ «Приклад»', description: 'Also accepted as companyName' })
  @Alias('companyName', cleanLine)
  @Required()
  @MaxLength(255, TOO_LONG)
  @IsString(FORMAT)
  name!: string;

  @CompanyBrand()
  companyBrand?: string | null;

  @ApiPropertyOptional({
    type: Number,
    description: 'Id of the `employees` option list; 0 or empty: none (also accepted as s_workers)',
    nullable: true,
  })
  @OptionalOption('s_workers')
  employees?: number | null;

  @ApiProperty({
    description: 'EDRPOU: 8 digits with a valid control digit (a number gets its leading zeros back); also accepted as kod',
    example: '14360570',
  })
  @Alias('kod', edrpouText)
  @Required()
  @Edrpou()
  code!: string;

  @ApiPropertyOptional({
    type: Number,
    description: 'Id of the `activities` option list; 0 or empty: none (also accepted as s_activity)',
    nullable: true,
  })
  @OptionalOption('s_activity')
  activity?: number | null;

  @Services()
  services?: string | null;

  @Website()
  website?: string | null;
}

/** Fields left out keep their value; `confirm_reverification` allows a name or code change of a submitted company. */
export class UpdateCompanyDto extends CompanyIdField {
  @ApiPropertyOptional({ maxLength: 255, description: 'Left out keeps the name; null or blank is 400 (required)' })
  @Transform(cleanLine)
  @SentRequired()
  @MaxLength(255, TOO_LONG)
  @IsString(FORMAT)
  name?: string;

  @CompanyBrand()
  companyBrand?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @OptionalOption()
  employees?: number | null;

  @ApiPropertyOptional({ example: '14360570', description: 'Left out keeps the code; null or blank is 400 (required)' })
  @Transform(edrpouText)
  @SentRequired()
  @Edrpou()
  code?: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @OptionalOption()
  activity?: number | null;

  @Services()
  services?: string | null;

  @Website()
  website?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Required (true) to change name or code of a company under consideration or verified; it goes back to status 2',
  })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean(FORMAT)
  confirm_reverification?: boolean;
}

export class CompanyIdDto extends CompanyIdField {}

export class OptionalCompanyIdDto {
  @ApiPropertyOptional({ type: String, description: 'The company; the active company when left out' })
  @OptionalIdField()
  company_id?: Id;
}

export class CompanyListDto {
  @ApiPropertyOptional({ enum: ['', ...COMPANY_LIST_SORTS], description: 'Tab: my (default), transfer, archive' })
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? 'my' : trim({ value })))
  @IsIn(COMPANY_LIST_SORTS, INVALID)
  sort: (typeof COMPANY_LIST_SORTS)[number] = 'my';
}

export class SetStatusDto extends CompanyIdField {
  @ApiProperty({ enum: [COMPANY_STATUS.underConsideration], description: '2: send for verification (the only status a member sets)' })
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @IsIn([COMPANY_STATUS.underConsideration], INVALID)
  status_id!: number;
}

export class AddFileDto extends CompanyIdField {
  @ApiProperty({ enum: ['edr'] })
  @Transform(trim)
  @Required()
  @IsIn(['edr'], INVALID)
  type!: 'edr';

  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'png, jpg, jpeg, pdf, doc or docx (extension and content agree), at most 10 MB',
  })
  @Allow()
  file?: unknown;
}

export class RemoveFileDto {
  @ApiProperty({ type: String, description: 'The file id from files.edr' })
  @IdField()
  file_id!: Id;
}
