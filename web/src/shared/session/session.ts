// The session as every feature may see it: the application status names, the user data the app
// shell reads, and the events a screen may send to the app actor. The status machine itself lives
// in app/ (app.machine.ts); features reach it only through these types and session-context.tsx.
import type { components } from '../api/openapi';
import { isRecord } from '../api/contract';

export const APP_STATUSES = [
  'loading',
  'auth',
  'main',
  'profile-create',
  'companies-profile',
  'company-create',
  'company-registration',
  'company-verification',
  'verifier',
  'success',
] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

/** The statuses that the loaded user info alone decides (specification 000, §4). */
export type ResolvedStatus = Extract<
  AppStatus,
  'auth' | 'profile-create' | 'verifier' | 'company-registration' | 'company-verification' | 'main' | 'companies-profile'
>;

/** Success screens; the kinds come from the account and company flows of both specifications. */
export type SuccessKind = 'registration' | 'forgot' | 'reset' | 'profile-saved' | 'company-created' | 'company-verification';

/**
 * `user_data` of GET /profile/get_userInfo (and of every call that answers the user): the type the
 * OpenAPI document gives it (openapi.d.ts, generated from the server's DTOs), not restated here.
 */
export type UserInfo = components['schemas']['UserDataResponse'];
/** The session's active company in `user_data`. */
export type CompanyInfo = NonNullable<UserInfo['company']>;

export interface AppContext {
  user: UserInfo | null;
  success: SuccessKind | null;
  /**
   * A signed-in call was answered 401 (the session token is invalid or expired) and the user was
   * sent to sign in: the sign-in page says so with spec 001 §8's 'Неверный токен пользователя'.
   */
  sessionRejected: boolean;
}

export type AppEvent =
  /** Re-read the user and decide again (after sign-in, profile save, company switch). */
  | { type: 'RELOAD' }
  /** The user asked to leave: the logout call is made, then the token is dropped. */
  | { type: 'LOGOUT' }
  /** Any API call answered 401: the session is gone. */
  | { type: 'UNAUTHORIZED' }
  /** Another tab signed out, or its call was refused: the shared session is gone (shared/session/across-tabs.ts). */
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  | { type: 'SHOW_SUCCESS'; kind: SuccessKind }
  /** A call answered fresh `user_data` (profile saved, phone confirmed, avatar uploaded): keep the status, show the new data. */
  | { type: 'USER_UPDATED'; user: unknown }
  /** Company onboarding: step 1 (company data) → step 2 (administrator) → success → verification. */
  | { type: 'START_COMPANY_CREATE' }
  | { type: 'COMPANY_SAVED' }
  | { type: 'COMPANY_REGISTERED' }
  | { type: 'START_VERIFICATION' }
  | { type: 'VERIFICATION_SUBMITTED' }
  | { type: 'OPEN_COMPANIES' };

export const SUCCESS_ACTION_DELAY_MS = 2500;

/** The top-level state as a status name (the substates of loading are one status). */
export function statusOf(snapshot: { value: unknown }): AppStatus {
  const value = snapshot.value;
  const name = typeof value === 'string' ? value : isRecord(value) ? Object.keys(value)[0] : undefined;
  return (APP_STATUSES as readonly string[]).includes(name ?? '') ? (name as AppStatus) : 'loading';
}
