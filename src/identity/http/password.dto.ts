import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { looksLikePhone } from '../../shared/domain/phone.js';
import { first, FORMAT, Phone, Required, Text, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IsPhone, Matches } from '../../shared/http/fields/validators.js';
import { POLICY } from '../domain/policy.js';
import { AccountPassword, LinkOrigin } from './fields.js';
import { ConfirmCodeDto } from './phone.dto.js';

export class ResetConfirmPhoneDto extends ConfirmCodeDto {
  @ApiProperty({ example: '0991234567' })
  @Phone()
  phone!: string;
}

const forgotEmail = ({ obj }: { obj: Record<string, unknown> }): unknown => {
  const value = first(obj.email, typeof obj.identifier === 'string' && !looksLikePhone(obj.identifier) ? obj.identifier : undefined);
  return typeof value === 'string' ? value.trim() : value;
};
const forgotPhone = ({ obj }: { obj: Record<string, unknown> }): unknown => {
  const value = first(obj.phone, typeof obj.identifier === 'string' && looksLikePhone(obj.identifier) ? obj.identifier : undefined);
  return typeof value === 'string' ? value.trim() : value;
};

/** E-mail (with `ref`) or phone; a single `identifier` field is also read (numeric means phone). */
export class ForgotPasswordDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Expose()
  @Transform(forgotEmail)
  @ValidateIf((body: ForgotPasswordDto) => body.email !== undefined || body.phone === undefined)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.loginMax, TOO_LONG)
  @IsEmail({}, FORMAT)
  email?: string;

  @ApiPropertyOptional({ example: '0991234567' })
  @Expose()
  @Transform(forgotPhone)
  @ValidateIf((body: ForgotPasswordDto) => body.email === undefined && body.phone !== undefined)
  @IsPhone()
  phone?: string;

  @ApiPropertyOptional()
  @LinkOrigin()
  ref?: string;
}

export class ResetPasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @AccountPassword()
  new_password!: string;

  @ApiPropertyOptional({ description: 'Checked when sent' })
  @IsOptional()
  @Matches('new_password')
  password_repeat?: string;

  @ApiProperty()
  @Text(200)
  reset_password_token!: string;
}

/** A change of a known password starts from the current one. */
class CurrentPasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @AccountPassword()
  currentPassword!: string;
}

export class ChangePasswordDto extends CurrentPasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @AccountPassword()
  password!: string;

  @ApiProperty()
  @Required()
  @Matches('password')
  password_repeat!: string;
}

export class VerifierUpdatePasswordDto extends CurrentPasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @AccountPassword()
  newPassword!: string;
}
