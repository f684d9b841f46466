// How a context module declares its calls: the path and the request's field names, once. The
// module's functions send exactly these fields, and api-contract.spec.ts (offline, against the
// committed openapi.snapshot.json) and test/integration/web/api-contract.test.ts (against the
// running app) check every declared call against the OpenAPI document, so a renamed field or
// path fails a test instead of a screen.

import type { paths } from './openapi';

// The request and answer types, by path, from the OpenAPI document (openapi.d.ts, generated from
// the committed snapshot by scripts/api-types.mjs): a module names a call's types through these
// rather than restating them, so a changed DTO fails the web's type-check.

/** A path under /api/v2 that the document (the routes the web calls) has. */
export type ApiPath = keyof paths extends infer Key ? (Key extends `/api/v2${infer Path}` ? Path : never) : never;
type Operation<Path extends ApiPath, Method extends 'get' | 'post'> = NonNullable<paths[`/api/v2${Path}`][Method]>;
/** The JSON, form or multipart body of a POST (whichever media type the document names). */
export type RequestBody<Path extends ApiPath> = Operation<Path, 'post'> extends { requestBody?: { content: infer Content } } ? Content[keyof Content] : never;
/** The success answer of a call, where the server documents one (`@ApiOkResponse`). */
export type ResponseBody<Path extends ApiPath, Method extends 'get' | 'post' = 'post'> =
  Operation<Path, Method> extends { responses: { 200: { content: { 'application/json': infer Answer } } } } ? Answer : never;

/** Every field of the request named once: the compiler refuses a missing or an unknown one. */
export type FieldsOf<Request> = { readonly [Field in keyof Request]-?: true };

export interface CallSpec<Request = unknown> {
  readonly method: 'get' | 'post';
  /** Under /api/v2. */
  readonly path: string;
  readonly fields: FieldsOf<Request>;
  /** multipart/form-data (a file) rather than JSON. */
  readonly multipart?: boolean;
}

export function post<Request>(path: string, fields: FieldsOf<Request>, options: { multipart?: boolean } = {}): CallSpec<Request> {
  return { method: 'post', path, fields, ...options };
}

export function get<Request>(path: string, fields: FieldsOf<Request>): CallSpec<Request> {
  return { method: 'get', path, fields };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Thrown when a success answer lacks what the call promises (the server broke its contract). */
export class AnswerShapeError extends Error {
  override readonly name = 'AnswerShapeError';
}
