import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FORMAT, REQUIRED, Required } from '../../shared/http/fields/fields.js';
import { toInt, trim } from '../../shared/http/fields/validators.js';
import { LAST_STEP } from '../domain/profile.rules.js';
import { Whole } from './profiling.fields.js';

/*
 * Request bodies of the profiling calls. The step fields are only let through here (`@Allow`):
 * the use cases read them field by field with the spec's own messages and collect every problem
 * under its path (`registeredOffice.street_id`, `otherOffices.0.nameOffice`), which nested
 * class-validator objects would not give.
 */

/** A department id: an unknown one is 404 DEPARTMENT_NOT_FOUND (the command looks it up). */
function DepartmentId(): PropertyDecorator {
  return (target, key) => {
    MaxLength(64, FORMAT)(target, key);
    IsString(FORMAT)(target, key);
    Required()(target, key);
    Transform(trim)(target, key);
  };
}

export class CompanyIdBody {
  @ApiProperty({ description: 'The company (uuid)' })
  @Transform(trim)
  @Required()
  @MaxLength(64, FORMAT)
  @IsString(FORMAT)
  company_id!: string;
}

export class GeneralStepDto extends CompanyIdBody {
  @ApiPropertyOptional() @Allow() name?: unknown;
  @ApiPropertyOptional() @Allow() companyBrand?: unknown;
  @ApiPropertyOptional({ description: 'EDRPOU, 8 digits' }) @Allow() code?: unknown;
  @ApiPropertyOptional({ description: 'employees option id' }) @Allow() employees?: unknown;
  @ApiPropertyOptional({ description: 'activities option id' }) @Allow() activity?: unknown;
  @ApiPropertyOptional() @Allow() services?: unknown;
  @ApiPropertyOptional() @Allow() website?: unknown;
  @ApiPropertyOptional({ description: 'Needed to change the name or code of a verified company (sends it back to verification)' })
  @Allow()
  confirm_reverification?: unknown;
}

export class StructureStepDto extends CompanyIdBody {
  @ApiProperty() @Allow() manager_surname?: unknown;
  @ApiProperty() @Allow() manager_first_name?: unknown;
  @ApiPropertyOptional() @Allow() manager_middle_name?: unknown;
  @ApiProperty({ description: 's_workers item id' }) @Allow() s_workers?: unknown;
  @ApiProperty({ description: 'Full department list: {id} keeps, {idItem} or {name} adds; left out are deleted' }) @Allow() tl_lists?: unknown;
  @ApiProperty({ description: 's_organizational_structure item id' }) @Allow() s_organizational_structure?: unknown;
}

export class ContactsStepDto extends CompanyIdBody {
  @ApiProperty({ description: '{city_id, street_id, street_number}' }) @Allow() registeredOffice?: unknown;
  @ApiProperty({ description: '{city_id, street_id, street_number}' }) @Allow() actualOffice?: unknown;
  @ApiPropertyOptional({ description: '+380 99 99 99 999' }) @Allow() tel?: unknown;
  @ApiPropertyOptional() @Allow() email?: unknown;
  @ApiPropertyOptional() @Allow() website?: unknown;
  @ApiPropertyOptional({ description: '[{name, link}] of the nine networks' }) @Allow() socials?: unknown;
  @ApiPropertyOptional({ description: '[{id?, nameOffice, email, tel, website, registeredOffice, actualOffice}] (full list)' }) @Allow() otherOffices?: unknown;
}

export class ManagementStepDto extends CompanyIdBody {
  @ApiProperty({ description: 's_selection_stages ids' }) @Allow() s_selection_stages?: unknown;
  @ApiPropertyOptional({ description: 'The training switch (default true)' }) @Allow() training?: unknown;
  @ApiPropertyOptional({ description: 's_training ids, required while training is true' }) @Allow() s_training?: unknown;
}

export class MissionStepDto extends CompanyIdBody {
  @ApiPropertyOptional() @Allow() mission?: unknown;
  @ApiPropertyOptional({ description: 's_values ids' }) @Allow() s_values?: unknown;
  @ApiPropertyOptional({ description: 's_competence ids' }) @Allow() s_competence?: unknown;
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
  @Allow()
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

export class DepartmentDto extends CompanyIdBody {
  @ApiPropertyOptional({ description: 'A tl_lists item id (global or the company\'s local one)' }) @Allow() idItem?: unknown;
  @ApiPropertyOptional({ description: 'A new local name (when no idItem)' }) @Allow() name?: unknown;
  @ApiPropertyOptional({ description: 'global or local (informative)' }) @IsOptional() @Allow() type?: unknown;
  @ApiProperty() @Allow() manager_position?: unknown;
  @ApiProperty() @Allow() manager_surname?: unknown;
  @ApiProperty() @Allow() manager_name?: unknown;
  @ApiPropertyOptional() @Allow() manager_middle_name?: unknown;
  @ApiPropertyOptional({ description: 'true: addresses need not be the company\'s offices' }) @Allow() is_new_address?: unknown;
  @ApiProperty({ description: '[{city_id, street_id, street_number}]' }) @Allow() address?: unknown;
  @ApiPropertyOptional({ description: 'The functionality category (an id of /get_list_all_position/, spec 001 §3), or empty' }) @Allow() category?: unknown;
}

export class EditDepartmentDto extends DepartmentDto {
  @ApiProperty({ description: 'Department id' }) @DepartmentId() id!: string;
}

export class DepartmentIdDto extends CompanyIdBody {
  @ApiProperty({ description: 'Department id' }) @DepartmentId() id!: string;
}
