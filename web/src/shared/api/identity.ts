// The identity context's calls (specification 000): accounts, sessions, the personal profile, the
// phone and the password. Request fields are named once in IDENTITY_CALLS and checked against the
// OpenAPI document (api-contract.spec.ts, test/integration/web/api-contract.test.ts); answers are
// parsed here, once, so machines receive typed values.
import type { UserInfo } from '../session/session';
import { api, type ApiClient } from './client';
import { AnswerShapeError, get, isRecord, post } from './contract';

type Empty = Record<never, never>;

export interface LoginRequest {
  identifier: string;
  password: string;
  remember?: boolean;
  /** Origin of the site, for the letter an unconfirmed account gets again. */
  ref?: string;
}
export interface RegistrationRequest {
  email: string;
  password: string;
  password_repeat?: string;
  ref?: string;
}
export interface EmailRequest {
  email: string;
  ref?: string;
}
export interface ConfirmEmailRequest {
  token: string;
  remember?: boolean;
}
export interface ForgotPasswordRequest {
  email?: string;
  phone?: string;
  ref?: string;
}
export interface ResetConfirmPhoneRequest {
  phone: string;
  confirm_phone_code: string;
}
export interface ResetPasswordRequest {
  new_password: string;
  password_repeat?: string;
  reset_password_token: string;
}
export interface PhoneRequest {
  phone: string;
}
export interface ConfirmCodeRequest {
  confirm_phone_code: string;
}
export interface ProfileCreateRequest {
  lname: string;
  name: string;
  sname?: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  gender_id: number;
  /** Ten national digits. */
  phone: string;
}
export interface SocialLink {
  /** Id of the `social_media` option list. */
  type: number;
  name: string;
}
export interface UpdateProfileRequest {
  lname?: string;
  name?: string;
  sname?: string;
  birth_date?: string;
  gender_id?: number;
  phone?: string;
  email?: string;
  otherEmails?: string[];
  otherPhones?: string[];
  socials?: SocialLink[];
  office_presence_status_id?: number;
}
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  password_repeat: string;
}
export interface VerifierPasswordRequest {
  currentPassword: string;
  newPassword: string;
}
export interface UploadFileRequest {
  type: string;
  file?: unknown;
}

export const IDENTITY_CALLS = {
  login: post<LoginRequest>('/profile/loginUser', { identifier: true, password: true, remember: true, ref: true }),
  logout: post<Empty>('/profile/logoutUser', {}),
  userInfo: get<Empty>('/profile/get_userInfo', {}),
  register: post<RegistrationRequest>('/profile/registration', { email: true, password: true, password_repeat: true, ref: true }),
  resendConfirmation: post<EmailRequest>('/profile/resendConfirmEmail', { email: true, ref: true }),
  confirmEmail: post<ConfirmEmailRequest>('/profile/confirmEmail', { token: true, remember: true }),
  forgotPassword: post<ForgotPasswordRequest>('/profile/forgotPassword', { email: true, phone: true, ref: true }),
  resetConfirmPhone: post<ResetConfirmPhoneRequest>('/profile/resetPasswordConfirmPhone', { phone: true, confirm_phone_code: true }),
  resetPassword: post<ResetPasswordRequest>('/profile/resetPassword', { new_password: true, password_repeat: true, reset_password_token: true }),
  sendPhoneCode: post<PhoneRequest>('/profile/confirmPhoneSendSms', { phone: true }),
  confirmPhone: post<ConfirmCodeRequest>('/profile/confirmPhone', { confirm_phone_code: true }),
  profileCreate: post<ProfileCreateRequest>('/profile/profileCreate', { lname: true, name: true, sname: true, birth_date: true, gender_id: true, phone: true }),
  updateProfile: post<UpdateProfileRequest>('/profile/updateProfile', {
    lname: true,
    name: true,
    sname: true,
    birth_date: true,
    gender_id: true,
    phone: true,
    email: true,
    otherEmails: true,
    otherPhones: true,
    socials: true,
    office_presence_status_id: true,
  }),
  changePassword: post<ChangePasswordRequest>('/profile/changePassword', { currentPassword: true, password: true, password_repeat: true }),
  verifierPassword: post<VerifierPasswordRequest>('/verifier/updatePassword', { currentPassword: true, newPassword: true }),
  /** Sent through the upload helper (shared/api/upload.ts) for its progress; declared here to be checked. */
  uploadFile: post<UploadFileRequest>('/profile/uploadFile', { type: true, file: true }, { multipart: true }),
} as const;

/** `user_data` of an answer: the signed-in user, or null when the answer carries none. */
export function readUser(answer: { user_data?: unknown }): UserInfo | null {
  return isRecord(answer.user_data) ? (answer.user_data as UserInfo) : null;
}

function readResetToken(answer: { reset_password_token?: unknown }): string {
  if (typeof answer.reset_password_token !== 'string' || answer.reset_password_token === '') throw new AnswerShapeError('The server answered no reset_password_token');
  return answer.reset_password_token;
}

type Options = { signal?: AbortSignal };

export function createIdentityApi(client: ApiClient) {
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  const c = IDENTITY_CALLS;
  return {
    login: async (body: LoginRequest, options?: Options) => readUser(await send(c.login, body, options)),
    logout: async (options?: Options) => {
      await send(c.logout, undefined, options);
    },
    userInfo: async (options?: Options) => readUser(await client.get<Record<string, unknown>>(c.userInfo.path, options)),
    register: async (body: RegistrationRequest, options?: Options) => {
      await send(c.register, body, options);
    },
    resendConfirmation: async (body: EmailRequest, options?: Options) => {
      await send(c.resendConfirmation, body, options);
    },
    confirmEmail: async (body: ConfirmEmailRequest, options?: Options) => readUser(await send(c.confirmEmail, body, options)),
    forgotPassword: async (body: ForgotPasswordRequest, options?: Options) => {
      await send(c.forgotPassword, body, options);
    },
    /** The token that lets /recovery-password set a new password. */
    resetConfirmPhone: async (body: ResetConfirmPhoneRequest, options?: Options) => readResetToken(await send(c.resetConfirmPhone, body, options)),
    resetPassword: async (body: ResetPasswordRequest, options?: Options) => {
      await send(c.resetPassword, body, options);
    },
    sendPhoneCode: async (body: PhoneRequest, options?: Options) => {
      await send(c.sendPhoneCode, body, options);
    },
    confirmPhone: async (body: ConfirmCodeRequest, options?: Options) => readUser(await send(c.confirmPhone, body, options)),
    profileCreate: async (body: ProfileCreateRequest, options?: Options) => readUser(await send(c.profileCreate, body, options)),
    updateProfile: async (body: UpdateProfileRequest, options?: Options) => readUser(await send(c.updateProfile, body, options)),
    changePassword: async (body: ChangePasswordRequest, options?: Options) => {
      await send(c.changePassword, body, options);
    },
    verifierPassword: async (body: VerifierPasswordRequest, options?: Options) => {
      await send(c.verifierPassword, body, options);
    },
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

export const identityApi: IdentityApi = createIdentityApi(api);
