import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { FORMAT, OptionalBool, Required, TOO_LONG } from '../../shared/http/fields/fields.js';

export class ExternalStartQuery {
  @ApiPropertyOptional({ type: Boolean, description: '30-day session instead of one day (the sign-in form\'s "remember me")' })
  @OptionalBool()
  remember?: boolean;
}

export class ExternalSessionDto {
  @ApiProperty({ description: 'The one-time code the callback left in the address of /auth/external (its fragment)', maxLength: 100 })
  @Required()
  @IsString(FORMAT)
  @MaxLength(100, TOO_LONG)
  @Matches(/^[A-Za-z0-9_-]+$/, FORMAT)
  code!: string;
}
