import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { cleanLine } from '../../shared/http/fields/validators.js';
import { FAMILIES, NAME_MAX } from '../catalogue.types.js';
import { ToInt } from './fields.js';

const TYPES = ['global', 'local'];
const FAMILY_CODES = Object.values(FAMILIES).map((family) => family.code);

export class FamilyListQueryDto {
  @ApiProperty({ description: 'The position (id of /get_list_all_position/)' })
  @ToInt()
  @Min(1, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  @IsDefined({ message: 'validation.required' })
  idItem!: number;

  @ApiPropertyOptional({ enum: TYPES })
  @IsOptional()
  @IsIn(TYPES, { message: 'validation.invalid' })
  type?: string;
}

class NamedDto {
  @ApiProperty({
    maxLength: NAME_MAX,
    description: 'Cleaned of invisible and control characters (it names vacancies): nothing else is 400 (required)',
  })
  @Transform(cleanLine)
  @MaxLength(NAME_MAX, { message: 'validation.tooLong' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsString({ message: 'validation.format' })
  @IsDefined({ message: 'validation.required' })
  name!: string;

  @ApiPropertyOptional({ enum: TYPES, description: 'Type of the position or category the item is added to' })
  @IsOptional()
  @IsIn(TYPES, { message: 'validation.invalid' })
  type?: string;
}

/** `/add_new_<family>/`: the position comes as id_position (or idItem, as the list call names it). */
export class AddFamilyItemDto extends NamedDto {
  @ApiPropertyOptional()
  @ToInt()
  @IsOptional()
  @IsInt({ message: 'validation.notNumber' })
  id_position?: number;

  @ApiPropertyOptional({ description: 'Same as id_position' })
  @ToInt()
  @IsOptional()
  @IsInt({ message: 'validation.notNumber' })
  idItem?: number;
}

/** The add-position-item call: `list` names the family by its catalogue code (tl_task, tl_target, ...). */
export class AddPositionItemDto extends AddFamilyItemDto {
  @ApiProperty({ enum: FAMILY_CODES })
  @IsIn(FAMILY_CODES, { message: 'validation.invalid' })
  @IsDefined({ message: 'validation.required' })
  list!: string;
}

export class AddPositionDto extends NamedDto {
  @ApiPropertyOptional({ example: 'tl_dolgnost' })
  @IsOptional()
  @IsIn(['tl_dolgnost'], { message: 'validation.invalid' })
  list?: string;

  @ApiProperty({ description: 'The functionality category (id of /get_list_all_position/)' })
  @ToInt()
  @IsInt({ message: 'validation.notNumber' })
  @IsDefined({ message: 'validation.required' })
  id_tl_list!: number;
}

/** `/remove_<family>/`: the family's id field (id_task, id_target, id_result, id_kpi, id_zun, id_case) or `id`. */
export class RemoveItemDto {
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_task?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_target?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_result?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_kpi?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_zun?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_case?: number;
  @ApiPropertyOptional() @ToInt() @IsOptional() @IsInt({ message: 'validation.notNumber' }) id_position?: number;
}
