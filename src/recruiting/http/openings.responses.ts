import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';

export class OpeningResponse {
  @ApiProperty() vacancy_id!: string;
  @ApiProperty({ description: 'YYYY-MM-DD: the last day applications are taken' }) valid_through!: string;
  @ApiProperty({ description: 'Listed on /jobs and the employer page' }) public!: boolean;
  @ApiProperty({ description: 'Taking applications now (closed: false)' }) open!: boolean;
  @ApiProperty() opened_at!: string;
  @ApiProperty({ type: String, nullable: true }) closed_at!: string | null;
  @ApiProperty({ description: 'The public page of the posting (/jobs/<vacancy id>)' }) url!: string;
}

export class OpeningAnswer extends OkResponse {
  @ApiProperty({ type: OpeningResponse }) opening!: OpeningResponse;
}

export class OptionalOpeningAnswer extends OkResponse {
  @ApiProperty({ type: OpeningResponse, nullable: true }) opening!: OpeningResponse | null;
}
