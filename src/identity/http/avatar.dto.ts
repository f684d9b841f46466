import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn } from 'class-validator';
import { Required } from '../../shared/http/fields/fields.js';
import { trim } from '../../shared/http/fields/validators.js';

export class UploadFileDto {
  @ApiProperty({ enum: ['avatar'] })
  @Transform(trim)
  @Required()
  @IsIn(['avatar'], { message: 'validation.invalid' })
  type!: string;

  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' })
  @Allow()
  file?: unknown;
}
