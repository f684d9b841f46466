import type { UserInfo } from '../session/session';

/**
 * A made-up `user_data` for a spec, typed as the answer (UserInfo, generated from the OpenAPI
 * document): only the fields the spec names, odd ones too where it checks that a reader copes.
 */
export function madeUpUser(fields: Record<string, unknown>): UserInfo {
  return fields as unknown as UserInfo;
}
