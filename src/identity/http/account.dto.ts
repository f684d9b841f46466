import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { OptionalBool, Text } from '../../shared/http/fields/fields.js';
import { Matches } from '../../shared/http/fields/validators.js';
import { AccountEmail, AccountPassword, LinkOrigin } from './fields.js';

export class RegistrationDto {
  @ApiProperty({ example: 'olena@example.com', maxLength: 100 })
  @AccountEmail()
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 50 })
  @AccountPassword()
  password!: string;

  @ApiPropertyOptional({ description: 'Repeat of the password; checked when sent' })
  @IsOptional()
  @Matches('password')
  password_repeat?: string;

  @ApiPropertyOptional({
    description: 'Origin of the site the person is on; links in e-mails point there (public URL or loopback in development)',
    example: 'https://kadry.example.com',
  })
  @LinkOrigin()
  ref?: string;
}

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the confirmation link' })
  @Text(200)
  token!: string;

  @ApiPropertyOptional({ type: Boolean })
  @OptionalBool()
  remember?: boolean;
}

export class ResendConfirmEmailDto {
  @ApiProperty({ maxLength: 100 })
  @AccountEmail()
  email!: string;

  @ApiPropertyOptional()
  @LinkOrigin()
  ref?: string;
}
