import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { VACANCY_STATUSES } from '../domain/vacancy.entity.js';

// The answers of the header's quick search and of home's info blocks, for the OpenAPI document
// (the handlers return the query results; these classes only describe them).

export class QuickSearchHitResponse {
  @ApiProperty({ enum: ['company', 'vacancy', 'colleague', 'department', 'candidate'] })
  kind!: 'company' | 'vacancy' | 'colleague' | 'department' | 'candidate';
  @ApiProperty({ format: 'uuid', description: "The company's, vacancy's, colleague's (user id), department's or candidate's id" })
  id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ description: "Vacancies only: the vacancy's number" }) number?: number;
  @ApiPropertyOptional({ enum: VACANCY_STATUSES, description: "Vacancies only: the vacancy's status" }) status?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'All but companies: the active company searched' }) company_id?: string;
}

export class QuickSearchAnswer extends OkResponse {
  @ApiProperty({
    type: [QuickSearchHitResponse],
    description: 'Companies, then vacancies, colleagues, departments and candidates (members who may see them); at most 5 of each kind',
  })
  results!: QuickSearchHitResponse[];
}

export class HomeVacancyCountsResponse {
  @ApiProperty() draft!: number;
  @ApiProperty() approval!: number;
  @ApiProperty() returned!: number;
  @ApiProperty() published!: number;
}

export class HomeBirthdayResponse {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ pattern: '^\\d{2}-\\d{2}$', example: '03-14', description: 'Month and day only (MM-DD)' }) date!: string;
}

export class HomeInfoResponse {
  @ApiProperty({ description: 'Confirmed members but the caller' }) colleagues!: number;
  @ApiProperty() departments!: number;
  @ApiProperty({ type: HomeVacancyCountsResponse, description: 'Vacancies by status' }) vacancies!: HomeVacancyCountsResponse;
  @ApiProperty({ type: [HomeBirthdayResponse], description: "Colleagues' birthdays, by MM-DD then name" })
  birthdays!: HomeBirthdayResponse[];
}

export class HomeInfoAnswer extends OkResponse {
  @ApiProperty({ type: HomeInfoResponse }) info!: HomeInfoResponse;
}
