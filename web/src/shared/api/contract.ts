// How a context module declares its calls: each route's path, once. The typed client (client.ts,
// openapi-fetch) takes a call's body and answer types from the generated paths by that path, so a
// renamed or dropped field fails the web's type-check; api-contract.spec.ts (offline, against the
// committed openapi.snapshot.json) and test/integration/web/api-contract.test.ts (against the
// running app) check every declared route against the OpenAPI document.

import type { paths } from './openapi';

// The request and answer types, by path, from the OpenAPI document (openapi.d.ts, generated from
// the committed snapshot by scripts/api-types.mjs): a module names a call's types through these
// rather than restating them, so a changed DTO fails the web's type-check.

/** A path under /api/v2 that the document (the routes the web calls) has. */
export type ApiPath = keyof paths extends infer Key ? (Key extends `/api/v2${infer Path}` ? Path : never) : never;
type Operation<Path extends ApiPath, Method extends 'get' | 'post'> = NonNullable<paths[`/api/v2${Path}`][Method]>;
/** The JSON, form or multipart body of a POST (whichever media type the document names). */
export type RequestBody<Path extends ApiPath> =
  Operation<Path, 'post'> extends { requestBody?: { content: infer Content } } ? Content[keyof Content] : never;
/** The success answer of a call, where the server documents one (`@ApiOkResponse`). */
export type ResponseBody<Path extends ApiPath, Method extends 'get' | 'post' = 'post'> =
  Operation<Path, Method> extends { responses: { 200: { content: { 'application/json': infer Answer } } } } ? Answer : never;

/**
 * A module's calls: each route named once, by the path its calls use (`client.POST(CALLS.x, …)`),
 * so its body and answer types come from the generated paths. calls.ts lists every table: the
 * routes whose part of the document the committed snapshot holds.
 */
export type Routes = Readonly<Record<string, ApiPath>>;

/**
 * A body a form sends in another shape than the document's: an empty choice as null (the server
 * answers the field's own message), or a list the server's DTO documents more loosely than it reads.
 * Only for those; every other body is the generated type itself.
 */
export function sentAs<Body>(body: object): Body {
  return body as Body;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Thrown when a success answer lacks what the call promises (the server broke its contract). */
export class AnswerShapeError extends Error {
  override readonly name = 'AnswerShapeError';
}
