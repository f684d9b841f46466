import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { ProfileDepartmentResponse } from './company-profile.responses.js';

// The answers of the department routes, for the OpenAPI document (the handlers return the views of
// queries/read/profile-view.ts and check-departments.query.ts; these classes only describe them).

export class DepartmentListData {
  @ApiProperty({ type: [ProfileDepartmentResponse], description: "The company's departments, in their order" })
  tl_lists!: ProfileDepartmentResponse[];
}

export class DepartmentListAnswer extends OkResponse {
  @ApiProperty({ type: DepartmentListData }) data!: DepartmentListData;
}

export class DepartmentAnswer extends OkResponse {
  @ApiProperty({ type: ProfileDepartmentResponse }) department!: ProfileDepartmentResponse;
}

/** Add and edit: the department saved, and the whole list after it. */
export class DepartmentSavedAnswer extends DepartmentListAnswer {
  @ApiProperty({ type: ProfileDepartmentResponse, description: 'The department just saved' }) department!: ProfileDepartmentResponse;
}

export class DepartmentRefResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class DepartmentsCheckResponse {
  @ApiProperty({ description: 'At least one department, each with a manager and an address' }) complete!: boolean;
  @ApiProperty({ type: [DepartmentRefResponse], description: 'Departments missing an address or the manager (surname, name)' })
  departments_without_address!: DepartmentRefResponse[];
  @ApiProperty({ description: 'How many addresses get_list_company_address offers' }) s_offices_count!: number;
}

export class DepartmentsCheckAnswer extends OkResponse {
  @ApiProperty({ type: DepartmentsCheckResponse }) data!: DepartmentsCheckResponse;
}
