import { ApiProperty } from '@nestjs/swagger';

/**
 * The success envelope every API answer has (`{ ok: true, ...payload }`, envelope.ts), for the
 * OpenAPI document: a route's response class extends it with its payload, so the web's generated
 * types (web/src/shared/api/openapi.d.ts) describe the whole answer.
 */
export class OkResponse {
  @ApiProperty({ enum: [true], description: 'Always true on success (failures carry ok: false and a code)' })
  ok!: true;
}

/** What a handler returns for a response class: the payload, without the envelope's `ok`. */
export type Payload<Response extends OkResponse> = Omit<Response, 'ok'>;
