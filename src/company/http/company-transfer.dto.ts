import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { TRANSFER_OPTIONS, type TransferOption } from '../domain/transfer.entity.js';
import { FORMAT, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { trim } from '../../shared/http/fields/validators.js';
import { INVALID } from './company.dto.js';
import { ConfirmedActionDto } from './company-members.dto.js';

const emailText = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The option's code, or its place in spec §6's list (1, 2, 3) as older clients send it. */
const optionCode = ({ value }: { value: unknown }): unknown => {
  const index = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[123]\s*$/.test(value) ? Number(value) : null;
  if (index !== null && index >= 1 && index <= TRANSFER_OPTIONS.length) return TRANSFER_OPTIONS[index - 1];
  return trim({ value });
};

/** The offer, with the owner's SMS code (sendActionCode, action `transfer`) as `confirm_code`. */
export class TransferCompanyDto extends ConfirmedActionDto {
  @ApiProperty({ example: 'new.owner@example.com', description: 'A registered user other than the owner' })
  @Transform(emailText)
  @Required()
  @MaxLength(100, TOO_LONG)
  @IsEmail({}, { message: 'validation.email' })
  email!: string;

  @ApiProperty({
    enum: TRANSFER_OPTIONS,
    description:
      'What the former owner keeps: full_rights (1) stays administrator; no_access (2) loses all access; remove_from_list (3) stays administrator with the company in their Archive',
  })
  @Transform(optionCode)
  @Required()
  @IsIn(TRANSFER_OPTIONS, INVALID)
  option!: TransferOption;
}

export class TransferTokenDto {
  @ApiProperty({ description: "The token from the transfer e-mail's link" })
  @Transform(trim)
  @Required()
  @MaxLength(100, FORMAT)
  @IsString(FORMAT)
  token!: string;
}
