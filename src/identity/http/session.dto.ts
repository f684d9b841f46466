import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { first, FORMAT, OptionalBool, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IsIdentifier } from '../../shared/http/fields/validators.js';
import { POLICY } from '../domain/policy.js';
import { AccountPassword, LinkOrigin } from './fields.js';

export class LoginDto {
  @ApiProperty({ description: 'E-mail, or phone when numeric (also accepted as `email`, `phone` or `login`)', maxLength: 100 })
  @Expose()
  @Transform(({ obj }: { obj: Record<string, unknown> }) => {
    const value = first(obj.identifier, obj.email, obj.phone, obj.login);
    return typeof value === 'string' ? value.trim() : value;
  })
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.loginMax, TOO_LONG)
  @IsIdentifier()
  identifier!: string;

  @ApiProperty({ minLength: 8, maxLength: 50 })
  @AccountPassword()
  password!: string;

  @ApiPropertyOptional({ type: Boolean, description: '30-day session instead of one day' })
  @OptionalBool()
  remember?: boolean;

  @ApiPropertyOptional({ description: 'Site origin for the confirmation link sent to an unconfirmed account' })
  @LinkOrigin()
  ref?: string;
}
