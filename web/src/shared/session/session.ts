// The session as every feature may see it: the application status names, the user data the app
// shell reads, and the events a screen may send to the app actor. The status machine itself lives
// in app/ (app.machine.ts); features reach it only through these types and session-context.tsx.
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
export type ResolvedStatus = Extract<AppStatus, 'auth' | 'profile-create' | 'verifier' | 'company-registration' | 'company-verification' | 'main' | 'companies-profile'>;

/** Success screens; the kinds come from the account and company flows of both specifications. */
export type SuccessKind = 'registration' | 'forgot' | 'reset' | 'profile-saved' | 'company-created' | 'company-verification';

export interface CompanyInfo {
  id?: number | string;
  name?: string;
  status?: { id?: number | string; name?: string } | null;
  [field: string]: unknown;
}

/**
 * `user_data` of GET /profile/get_userInfo as the app shell holds it: only the fields it reads are
 * named, loosely (the shell's machine also meets users a spec made up); the answer's own type is
 * identity.ts's UserDataAnswer, which fits this one.
 */
export interface UserInfo {
  name?: string | null;
  lname?: string | null;
  sname?: string | null;
  email?: string;
  is_confirm_email?: unknown;
  is_profile_created?: unknown;
  is_verifier?: unknown;
  company?: CompanyInfo | null;
  [field: string]: unknown;
}

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level state as a status name (the substates of loading are one status). */
export function statusOf(snapshot: { value: unknown }): AppStatus {
  const value = snapshot.value;
  const name = typeof value === 'string' ? value : isRecord(value) ? Object.keys(value)[0] : undefined;
  return (APP_STATUSES as readonly string[]).includes(name ?? '') ? (name as AppStatus) : 'loading';
}
