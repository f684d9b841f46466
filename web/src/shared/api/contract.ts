// How a context module declares its calls: the path and the request's field names, once. The
// module's functions send exactly these fields, and api-contract.spec.ts (offline, against the
// committed openapi.snapshot.json) and test/integration/web/api-contract.test.ts (against the
// running app) check every declared call against the OpenAPI document, so a renamed field or
// path fails a test instead of a screen.

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
