import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FORMAT, OptionalBool, Text } from '../../shared/http/fields/fields.js';
import { cleanLines } from '../../shared/http/fields/validators.js';
import { VacancyBoardDto } from './pipeline.dto.js';

/** open_vacancy: the vacancy, its last day of applications and whether it is listed publicly. */
export class OpenVacancyDto extends VacancyBoardDto {
  @ApiProperty({ description: 'YYYY-MM-DD, from today to 90 days ahead (Kyiv)', example: '2027-01-31' }) @Text(10) valid_through!: string;
  @ApiPropertyOptional({ description: 'Listed on /jobs and the employer page (default true)' }) @OptionalBool() public?: boolean;
}

/** close_vacancy: the vacancy, and what to tell its open applicants (left out: the usual letter). */
export class CloseOpeningDto extends VacancyBoardDto {
  @ApiPropertyOptional({
    type: String,
    maxLength: 5000,
    description: 'The letter each open applicant gets (blank: the usual letter of a closed vacancy)',
  })
  @MaxLength(5000, { message: 'validation.tooLong' })
  @IsString(FORMAT)
  @IsOptional()
  @Transform(cleanLines)
  message?: string;
}
