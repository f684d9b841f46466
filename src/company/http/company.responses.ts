import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { COMPANY_ACTIONS, type CompanyAction } from '../company.types.js';
import {
  ActiveCompanyResponse,
  CompanyRejectionResponse,
  CompanyRoleResponse,
  NamedIdResponse,
} from '../queries/active-company.responses.js';
import { CompanyFileResponse, CompanyFilesResponse } from '../queries/company-files.responses.js';

// The answers of the company routes, for the OpenAPI document (the handlers return the query
// results; these classes only describe them).

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
  @ApiPropertyOptional({ type: TransferOfferResponse, description: 'Only in the transfer tab: the pending offer' })
  transfer?: TransferOfferResponse;
}

export class CompanyListResponse extends OkResponse {
  @ApiProperty({ type: [CompanyListItemResponse] }) company_list!: CompanyListItemResponse[];
}

export class CompanyIdResponse extends OkResponse {
  @ApiProperty({ format: 'uuid' }) company_id!: string;
}

export class IdOnlyResponse {
  @ApiProperty() id!: number;
}

/** `company_data` of get_companyInfo and of every call that changes the company. */
export class CompanyDataResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) companyBrand!: string | null;
  @ApiProperty({ description: 'EDRPOU' }) code!: string;
  @ApiProperty({ type: IdOnlyResponse, nullable: true, description: 'An item of the employees option list' })
  employees!: IdOnlyResponse | null;
  @ApiProperty({ type: IdOnlyResponse, nullable: true, description: 'An item of the activities option list' })
  activity!: IdOnlyResponse | null;
  @ApiProperty({ type: String, nullable: true }) services!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: NamedIdResponse, description: 'Status id (COMPANY_STATUS) and name' }) status!: NamedIdResponse;
  @ApiProperty({ enum: [0, 1] }) is_del!: 0 | 1;
  @ApiProperty({ type: CompanyRoleResponse, description: 'The caller’s role here' }) role!: CompanyRoleResponse;
  @ApiProperty({ enum: COMPANY_ACTIONS, isArray: true, description: 'What the caller may do here' }) actions!: CompanyAction[];
  @ApiProperty({ enum: [0, 1], description: 'Archived by the caller' }) archived!: 0 | 1;
  @ApiProperty({ type: CompanyFilesResponse }) files!: CompanyFilesResponse;
  @ApiProperty({ format: 'date-time' }) create_date!: string;
  @ApiProperty({ format: 'date-time' }) update_date!: string;
  @ApiProperty({ type: CompanyRejectionResponse, nullable: true, description: 'While rejected (status 3): why' })
  rejection!: CompanyRejectionResponse | null;
}

export class CompanyDataAnswer extends OkResponse {
  @ApiProperty({ type: CompanyDataResponse }) company_data!: CompanyDataResponse;
}

export class CompanyFileAddedAnswer extends CompanyDataAnswer {
  @ApiProperty({ type: CompanyFileResponse, description: 'The file just added' }) file!: CompanyFileResponse;
}

/** loginCompany: the session's active company as user_data.company shows it. */
export class ActiveCompanyAnswer extends OkResponse {
  @ApiProperty({ type: ActiveCompanyResponse, nullable: true, description: 'The session’s active company (user_data.company)' })
  company!: ActiveCompanyResponse | null;
}

/** createCompany: the new company, and the session's active company, which registering made it. */
export class CompanyRegisteredAnswer extends CompanyDataAnswer {
  @ApiProperty({ type: ActiveCompanyResponse, nullable: true, description: 'As loginCompany answers it: the new company' })
  company!: ActiveCompanyResponse | null;
}

/** files/{fileId}/view with status 202: the worker still makes the PDF of a DOC/DOCX. */
export class ConvertingAnswer extends OkResponse {
  @ApiProperty({ enum: [true] }) converting!: true;
}
