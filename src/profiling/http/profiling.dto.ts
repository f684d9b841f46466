import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT, OptionalBool, REQUIRED, Required } from '../../shared/http/fields/fields.js';
import { IdField } from '../../shared/http/fields/id-field.js';
import { INT4_MAX, IsWebLink, toInt, trim } from '../../shared/http/fields/validators.js';
import { LAST_STEP, MAX_DEPARTMENT_ADDRESSES, MAX_DEPARTMENTS } from '../domain/profile.rules.js';
import { IdList, Optional, OptionalId, OptionalText, OptionId, RequiredText, Rule, toList, Whole } from './profiling.fields.js';

/** A field sent (null included): only those change (the general step keeps what is left out). */
const sent = (key: string) => (body: object) => (body as Record<string, unknown>)[key] !== undefined;

/*
 * Request bodies of the profiling calls, checked by the global validation pipe with the spec's own
 * messages (every problem under its path, `address.0.street_number`). Whether ids are items of the
 * catalogue the commands ask it; the Contacts step (contacts.dto.ts) asks it for cities and streets
 * in the pipe, to answer them beside the format problems.
 */

export class CompanyIdBody {
  @ApiProperty({ type: String, description: 'The company (uuid)' })
  @IdField()
  company_id!: Id;
}

/** Step 1 General: fields left out keep their value (the company context applies them with its rules). */
export class GeneralStepDto extends CompanyIdBody {
  @ApiPropertyOptional({ maxLength: 255 }) @RequiredText(255, 'validation.required') @ValidateIf(sent('name')) name?: string;
  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true }) @OptionalText(255) companyBrand?: string | null;
  @ApiPropertyOptional({ description: 'EDRPOU, 8 digits' })
  @Rule('edrpou', (value) => (typeof value === 'string' && /^\d{8}$/.test(value) ? null : 'company.edrpou'))
  @RequiredText(8, 'validation.required')
  @ValidateIf(sent('code'))
  code?: string;
  @ApiPropertyOptional({ type: Number, description: 'employees option id', nullable: true }) @Whole(0, INT4_MAX) @OptionalId() employees?:
    | number
    | null;
  @ApiPropertyOptional({ type: Number, description: 'activities option id', nullable: true }) @Whole(0, INT4_MAX) @OptionalId() activity?:
    | number
    | null;
  @ApiPropertyOptional({ type: String, maxLength: 5000, nullable: true }) @OptionalText(5000, { multiline: true }) services?: string | null;
  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true }) @IsWebLink() @OptionalText(255) website?: string | null;
  @ApiPropertyOptional({ description: 'Needed to change the name or code of a verified company (sends it back to verification)' })
  @OptionalBool()
  confirm_reverification?: boolean;
}

/** Step 2 Structure; `tl_lists` is the full department list ({id} keeps, {idItem} or {name} adds, left out are deleted). */
export class StructureStepDto extends CompanyIdBody {
  @ApiProperty({ maxLength: 100 }) @RequiredText(100, 'profiling.surname') manager_surname!: string;
  @ApiProperty({ maxLength: 100 }) @RequiredText(100, 'profiling.firstName') manager_first_name!: string;
  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true }) @OptionalText(100) manager_middle_name?: string | null;
  @ApiProperty({ description: 's_workers item id' }) @OptionId('profiling.required') s_workers!: number;
  @ApiProperty({ description: 'Full department list: {id} keeps, {idItem} or {name} adds; left out are deleted' })
  @ArrayMaxSize(MAX_DEPARTMENTS, { message: 'validation.tooMany' })
  @ArrayNotEmpty({ message: 'profiling.required' })
  @IsArray({ message: 'profiling.required' })
  tl_lists!: unknown[];
  @ApiProperty({ description: 's_organizational_structure item id' }) @OptionId('profiling.required') s_organizational_structure!: number;
}

/** Step 4 Personnel management: the training items are asked for only while the switch is Yes. */
export class ManagementStepDto extends CompanyIdBody {
  @ApiProperty({ type: [Number], description: 's_selection_stages ids' }) @IdList('profiling.required') s_selection_stages!: number[];
  @ApiPropertyOptional({ description: 'The training switch (default true)' }) @OptionalBool() training?: boolean;
  @ApiPropertyOptional({ type: [Number], description: 's_training ids, required while training is true' })
  @IdList('profiling.required')
  @ValidateIf((body: ManagementStepDto) => body.training !== false)
  s_training?: number[];
}

/** Step 5 Mission and values: all optional; fields left out keep their value. */
export class MissionStepDto extends CompanyIdBody {
  @ApiPropertyOptional({ type: String, maxLength: 5000, nullable: true }) @OptionalText(5000, { multiline: true }) mission?: string | null;
  @ApiPropertyOptional({ type: [Number], description: 's_values ids' }) @IdList(null) s_values?: number[];
  @ApiPropertyOptional({ type: [Number], description: 's_competence ids' }) @IdList(null) s_competence?: number[];
}

export class SetProfileStepDto extends CompanyIdBody {
  @ApiProperty({ minimum: 1, maximum: LAST_STEP })
  @Whole(1, LAST_STEP, 'validation.invalid')
  @Transform(toInt)
  step!: number;
}

export class PolicyUploadDto extends CompanyIdBody {
  @ApiProperty({ enum: ['policy'] })
  @Transform(trim)
  @Required()
  @IsIn(['policy'], FORMAT)
  dir!: 'policy';

  @ApiProperty({ type: 'string', format: 'binary', description: 'doc, docx or pdf (extension and content agree), at most 10 MB' })
  @IsOptional()
  file?: unknown;
}

export class PolicyRemoveDto extends CompanyIdBody {
  @ApiProperty({ enum: ['policy'] })
  @Transform(trim)
  @Required()
  @IsIn(['policy'], FORMAT)
  dir!: 'policy';

  @ApiProperty({ description: 'The file name (any case) or its id' })
  @IsString(REQUIRED)
  @Required()
  @Transform(trim)
  file_name!: string;
}

/** An address of the catalogue; whether the city and street exist is the command's question. */
export class DepartmentAddressDto {
  @ApiProperty() @Whole(1, INT4_MAX, 'profiling.required') city_id!: number;
  @ApiProperty() @Whole(1, INT4_MAX, 'profiling.required') street_id!: number;
  @ApiProperty({ maxLength: 20 }) @RequiredText(20) street_number!: string;
}

/** The department form. */
export class DepartmentDto extends CompanyIdBody {
  @ApiPropertyOptional({ description: "A tl_lists item id (global or the company's local one)" })
  @Whole(1, INT4_MAX, 'profiling.unknownItem')
  @Optional()
  idItem?: number;
  @ApiPropertyOptional({ description: 'A new local name (when no idItem)', maxLength: 200 })
  @RequiredText(200)
  @ValidateIf((body: DepartmentDto) => body.idItem === undefined)
  name?: string;
  @ApiPropertyOptional({ description: 'global or local (informative)' }) @IsOptional() type?: unknown;
  @ApiProperty({ maxLength: 200 }) @RequiredText(200) manager_position!: string;
  @ApiProperty({ maxLength: 100 }) @RequiredText(100, 'profiling.surname') manager_surname!: string;
  @ApiProperty({ maxLength: 100 }) @RequiredText(100, 'profiling.firstName') manager_name!: string;
  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true }) @OptionalText(100) manager_middle_name?: string | null;
  @ApiPropertyOptional({ description: "true: addresses need not be the company's offices" }) @OptionalBool() is_new_address?: boolean;
  @ApiProperty({ type: [DepartmentAddressDto], description: 'One address or a list' })
  @ValidateNested({ each: true })
  @Type(() => DepartmentAddressDto)
  @ArrayMaxSize(MAX_DEPARTMENT_ADDRESSES, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  @IsDefined({ message: 'profiling.required' })
  @Transform(toList)
  address!: DepartmentAddressDto[];
  @ApiPropertyOptional({
    type: Number,
    description: 'The functionality category (an id of /get_list_all_position/, spec 001 §3), or empty',
    nullable: true,
  })
  @Whole(1, INT4_MAX)
  @OptionalId()
  category?: number | null;
}

export class EditDepartmentDto extends DepartmentDto {
  /** An unknown department is 404 DEPARTMENT_NOT_FOUND (the command looks it up). */
  @ApiProperty({ type: String, description: 'Department id' }) @IdField() id!: Id;
}

export class DepartmentIdDto extends CompanyIdBody {
  @ApiProperty({ type: String, description: 'Department id' }) @IdField() id!: Id;
}
