import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { COMPANY_ROLES, type CompanyRole } from '../company.types.js';

// The answers of the company routes, for the OpenAPI document (the handlers return the query
// results; these classes only describe them).

export class NamedIdResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
}

export class CompanyRoleResponse extends NamedIdResponse {
  @ApiProperty({ enum: Object.keys(COMPANY_ROLES) }) code!: CompanyRole;
}

export class TransferOfferResponse {
  @ApiProperty({ description: 'The recipient' }) email!: string;
  @ApiProperty({ description: 'What the owner keeps after the transfer' }) option!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ format: 'date-time' }) expires!: string;
}

export class CompanyListItemResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: CompanyRoleResponse }) role!: CompanyRoleResponse;
  @ApiProperty({ type: NamedIdResponse }) status!: NamedIdResponse;
  @ApiPropertyOptional({ type: TransferOfferResponse, description: 'Only in the transfer tab: the pending offer' }) transfer?: TransferOfferResponse;
}

export class CompanyListResponse extends OkResponse {
  @ApiProperty({ type: [CompanyListItemResponse] }) company_list!: CompanyListItemResponse[];
}

export class CompanyIdResponse extends OkResponse {
  @ApiProperty({ format: 'uuid' }) company_id!: string;
}
