import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ACTIONS, type CompanyAction } from '../../company/company.contract.js';
import { OkResponse } from '../../shared/http/ok-response.js';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../domain/profile.rules.js';

// The answers of the company profile routes, for the OpenAPI document (the handlers return the
// views of queries/read/profile-view.ts; these classes only describe them). The names carry
// "Profile" because schema names are global to the document (company has its own NamedIdResponse).

/** An option list item with its name in the caller's language. */
export class ProfileNamedItemResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: "The item's name in the caller's language ('' when the list no longer has it)" }) name!: string;
}

export class ProfileIdOnlyResponse {
  @ApiProperty() id!: number;
}

/** A stored address with the catalogue's city and street names. */
export class ProfileAddressResponse {
  @ApiProperty() city_id!: number;
  @ApiProperty({ description: "'' when the catalogue no longer has the city" }) city_name!: string;
  @ApiProperty() street_id!: number;
  @ApiProperty({ description: "'' when the catalogue no longer has the street" }) street_name!: string;
  @ApiProperty() street_number!: string;
}

/** A regional office of the contacts step. */
export class ProfileOfficeResponse {
  @ApiProperty() id!: string;
  @ApiProperty() nameOffice!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: ProfileAddressResponse }) registeredOffice!: ProfileAddressResponse;
  @ApiProperty({ type: ProfileAddressResponse }) actualOffice!: ProfileAddressResponse;
}

export class PolicyFileResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'pdf' }) format!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ description: 'Download link (GET, with the session)' }) url!: string;
  @ApiProperty({ format: 'date-time' }) date_upload!: string;
}

/** A department (tl_lists of the profile, get_list_departments and the department calls). */
export class ProfileDepartmentResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The tl_lists catalogue item, or null for an own name' }) idItem!:
    | number
    | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['global', 'local'], description: "global: an item of everyone's catalogue; local: the company's own" }) type!:
    | 'global'
    | 'local';
  @ApiProperty({ type: String, nullable: true }) manager_position!: string | null;
  @ApiProperty({ type: String, nullable: true }) manager_surname!: string | null;
  @ApiProperty({ type: String, nullable: true }) manager_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) manager_middle_name!: string | null;
  @ApiProperty({ type: [ProfileAddressResponse] }) address!: ProfileAddressResponse[];
  @ApiProperty() has_address!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The functionality category (catalogue_category id), or null' }) category!:
    | number
    | null;
}

export class ProfileSocialResponse {
  @ApiProperty({ description: 'Position in the fixed list, from 1' }) id!: number;
  @ApiProperty({ enum: SOCIAL_NETWORKS }) name!: SocialNetwork;
  @ApiProperty({ description: "'' when not given" }) link!: string;
}

/** Step 1's fields, owned by the company context. */
export class ProfileGeneralResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) companyBrand!: string | null;
  @ApiProperty({ description: 'EDRPOU' }) code!: string;
  @ApiProperty({ type: ProfileIdOnlyResponse, nullable: true, description: 'An item of the activities option list' })
  activity!: ProfileIdOnlyResponse | null;
  @ApiProperty({ type: ProfileIdOnlyResponse, nullable: true, description: 'An item of the employees option list' })
  employees!: ProfileIdOnlyResponse | null;
  @ApiProperty({ type: String, nullable: true }) services!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: ProfileNamedItemResponse, description: 'Company status id (COMPANY_STATUS) and name' })
  status!: ProfileNamedItemResponse;
}

/** `company_info`: the profile of the five steps with names in the caller's language. */
export class CompanyInfoResponse {
  @ApiProperty({ format: 'uuid' }) company_id!: string;
  @ApiProperty({ minimum: 1, maximum: 5, description: 'The step to resume at' }) step!: number;
  @ApiProperty() completed!: boolean;
  @ApiProperty({ description: 'The member may write some part of the profile (actions tell which)' }) can_edit!: boolean;
  @ApiProperty({ enum: COMPANY_ACTIONS, isArray: true, description: 'What the member may do with the company (the permission matrix)' })
  actions!: CompanyAction[];
  @ApiProperty({ description: 'The member may write vacancy profiles' }) can_write_vacancies!: boolean;
  @ApiProperty({ type: ProfileGeneralResponse }) general!: ProfileGeneralResponse;
  @ApiProperty({ type: String, nullable: true }) manager_surname!: string | null;
  @ApiProperty({ type: String, nullable: true }) manager_first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) manager_middle_name!: string | null;
  @ApiProperty({ type: ProfileNamedItemResponse, nullable: true }) s_workers!: ProfileNamedItemResponse | null;
  @ApiProperty({ type: ProfileNamedItemResponse, nullable: true }) s_organizational_structure!: ProfileNamedItemResponse | null;
  @ApiProperty({ type: [ProfileDepartmentResponse] }) tl_lists!: ProfileDepartmentResponse[];
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: [ProfileSocialResponse], description: 'Every network of the fixed list, in its order' })
  socials!: ProfileSocialResponse[];
  @ApiProperty({ type: ProfileAddressResponse, nullable: true }) registeredOffice!: ProfileAddressResponse | null;
  @ApiProperty({ type: ProfileAddressResponse, nullable: true }) actualOffice!: ProfileAddressResponse | null;
  @ApiProperty({ type: [ProfileOfficeResponse] }) otherOffices!: ProfileOfficeResponse[];
  @ApiProperty({ type: [ProfileNamedItemResponse] }) s_selection_stages!: ProfileNamedItemResponse[];
  @ApiProperty() training!: boolean;
  @ApiProperty({ type: [ProfileNamedItemResponse] }) s_training!: ProfileNamedItemResponse[];
  @ApiProperty({ type: [PolicyFileResponse] }) policy_files!: PolicyFileResponse[];
  @ApiProperty({ type: String, nullable: true }) mission!: string | null;
  @ApiProperty({ type: [ProfileNamedItemResponse] }) s_values!: ProfileNamedItemResponse[];
  @ApiProperty({ type: [ProfileNamedItemResponse] }) s_competence!: ProfileNamedItemResponse[];
}

export class CompanyInfoAnswer extends OkResponse {
  @ApiProperty({ type: CompanyInfoResponse }) company_info!: CompanyInfoResponse;
}

export class PolicyFileAddedAnswer extends CompanyInfoAnswer {
  @ApiProperty({ type: [PolicyFileResponse], description: 'The file just added (one item)' }) files!: PolicyFileResponse[];
}

/** An entry of `s_offices`: an address with its office's id, name and one-line text. */
export class CompanyOfficeAddressResponse extends ProfileAddressResponse {
  @ApiProperty({ description: "'legal', 'actual', or '<office id>:legal' / '<office id>:actual'" }) id!: string;
  @ApiProperty({ description: "The office's name (legal and actual: their names in the caller's language)" }) name!: string;
  @ApiProperty({ description: 'City, street, number' }) address!: string;
}

export class CompanyOfficesData {
  @ApiProperty({ type: [CompanyOfficeAddressResponse], description: 'Legal, actual and regional office addresses, duplicates merged' })
  s_offices!: CompanyOfficeAddressResponse[];
}

export class CompanyOfficesAnswer extends OkResponse {
  @ApiProperty({ type: CompanyOfficesData }) data!: CompanyOfficesData;
}
