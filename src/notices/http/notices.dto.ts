import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { FORMAT, Required } from '../../shared/http/fields/fields.js';
import { toArray, toBool, toInt } from '../../shared/http/fields/validators.js';
import { NOTICE_KINDS, type NoticeKind } from '../notices.types.js';

export class GetNoticesDto {
  @ApiPropertyOptional({ description: 'How many of the newest to list (1 to 50, default 20)' })
  @Transform(toInt)
  @IsOptional()
  @Min(1, FORMAT)
  @Max(50, FORMAT)
  @IsInt(FORMAT)
  limit?: number;
}

export class NoticeIdDto {
  @ApiProperty({ description: 'The notification (its id from get_notices)' })
  @Required()
  @Matches(/^\d{1,18}$/, FORMAT)
  @IsString(FORMAT)
  id!: string;
}

export class NoticeSettingDto {
  @ApiProperty({ enum: NOTICE_KINDS }) @IsIn(NOTICE_KINDS, FORMAT) kind!: NoticeKind;
  @ApiProperty() @Transform(toBool) @IsBoolean(FORMAT) email!: boolean;
  @ApiProperty() @Transform(toBool) @IsBoolean(FORMAT) in_app!: boolean;
}

export class SetNoticeSettingsDto {
  @ApiProperty({ type: [NoticeSettingDto] })
  @Transform(toArray)
  @IsArray(FORMAT)
  @ArrayMinSize(1, { message: 'validation.required' })
  @ArrayMaxSize(NOTICE_KINDS.length, { message: 'validation.tooMany' })
  @ValidateNested({ each: true })
  @Type(() => NoticeSettingDto)
  settings!: NoticeSettingDto[];
}
