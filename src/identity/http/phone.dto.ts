import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Phone, Required } from '../../shared/http/fields/fields.js';
import { IsCode, toCode } from '../../shared/http/fields/validators.js';

export class PhoneDto {
  @ApiProperty({ example: '+38 (099) 123-45-67' })
  @Phone()
  phone!: string;
}

export class ConfirmCodeDto {
  @ApiProperty({ example: '123456', description: 'Six digits, as text or as a number' })
  @Transform(toCode)
  @Required()
  @IsCode()
  confirm_phone_code!: string;
}
