import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { FORMAT, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { trim } from '../../shared/http/fields/validators.js';

/** The header's quick search (spec 000 §6: from the first character). */
export class HeaderSearchDto {
  @ApiProperty({ description: 'What was typed (1 to 100 characters)' })
  @Transform(trim)
  @Required()
  @MaxLength(100, TOO_LONG)
  @IsString(FORMAT)
  value!: string;
}
