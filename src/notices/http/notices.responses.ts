import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { NOTICE_KINDS, type NoticeKind } from '../notices.types.js';

// The answers of the notification centre's routes, for the OpenAPI document (the handlers return
// the query results; these classes only describe them).

export class NoticeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'One of the notice kinds; a web that does not know a newer kind leaves it out', example: 'company_verified' })
  kind!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
    description: 'What the text names: company, vacancy, person, role, outcome, reason ...',
  })
  params!: Record<string, string | number | null>;
  @ApiProperty({ type: String, nullable: true, description: 'The screen that acts on it' }) link!: string | null;
  @ApiProperty({ format: 'date-time' }) update_date!: string;
  @ApiProperty() is_read!: boolean;
}

export class NoticeListResponse extends OkResponse {
  @ApiProperty({ type: [NoticeResponse], description: 'Newest first' }) list_data!: NoticeResponse[];
  @ApiProperty({ description: 'Unread notifications of the caller, all of them (not only those listed)' }) unread!: number;
}

export class NoticeSettingResponse {
  @ApiProperty({ enum: NOTICE_KINDS }) kind!: NoticeKind;
  @ApiProperty() email!: boolean;
  @ApiProperty() in_app!: boolean;
  @ApiProperty({ description: 'The letter carries a link only it gives (an invitation, a transfer): always sent' }) email_fixed!: boolean;
}

export class NoticeSettingsResponse extends OkResponse {
  @ApiProperty({ type: [NoticeSettingResponse] }) settings!: NoticeSettingResponse[];
}
