import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT } from '../../shared/http/fields/fields.js';
import { OptionalIdField } from '../../shared/http/fields/id-field.js';
import { CompanyBody } from './candidates.dto.js';

/** The body of get_funnel_report: a vacancy or the whole company, and a period of Kyiv days. */
export class FunnelReportDto extends CompanyBody {
  @ApiPropertyOptional({ type: String, description: 'One vacancy of the company (left out: all of them)' })
  @OptionalIdField()
  vacancy_id?: Id;

  @ApiPropertyOptional({
    example: '2026-09-01',
    description: 'First day (YYYY-MM-DD, Kyiv) of the applications counted; default 89 days before `to`',
  })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, FORMAT)
  @IsString(FORMAT)
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Last day (YYYY-MM-DD, Kyiv, included); default today. At most two years from `from`',
  })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, FORMAT)
  @IsString(FORMAT)
  @IsOptional()
  to?: string;
}
