// The identity context's calls (specification 000): accounts, sessions, the personal profile, the
// phone and the password. Request fields are named once in IDENTITY_CALLS and checked against the
// OpenAPI document (api-contract.spec.ts, test/integration/web/api-contract.test.ts); answers are
// typed by the same document (openapi.d.ts), so machines receive typed values.
import type { UserInfo } from '../session/session';
import { api, type ApiClient } from './client';
import { get, post, type RequestBody, type ResponseBody } from './contract';

type Empty = Record<never, never>;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type LoginRequest = RequestBody<'/profile/loginUser'>;
export type RegistrationRequest = RequestBody<'/profile/registration'>;
export type EmailRequest = RequestBody<'/profile/resendConfirmEmail'>;
export type ConfirmEmailRequest = RequestBody<'/profile/confirmEmail'>;
export type ForgotPasswordRequest = RequestBody<'/profile/forgotPassword'>;
export type ResetConfirmPhoneRequest = RequestBody<'/profile/resetPasswordConfirmPhone'>;
export type ResetPasswordRequest = RequestBody<'/profile/resetPassword'>;
export type PhoneRequest = RequestBody<'/profile/confirmPhoneSendSms'>;
export type ConfirmCodeRequest = RequestBody<'/profile/confirmPhone'>;
export type ProfileCreateRequest = RequestBody<'/profile/profileCreate'>;
export type UpdateProfileRequest = RequestBody<'/profile/updateProfile'>;
/** A social network link: `type` is an id of the `social_media` option list. */
export type SocialLink = NonNullable<UpdateProfileRequest['socials']>[number];
export type ChangePasswordRequest = RequestBody<'/profile/changePassword'>;
export type VerifierPasswordRequest = RequestBody<'/verifier/updatePassword'>;
export type UploadFileRequest = RequestBody<'/profile/uploadFile'>;

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

// Answers as the OpenAPI document describes them (openapi.d.ts).
/** `{ user_data }`: what sign-in, the confirmations, the profile calls and the avatar upload answer. */
export type UserDataAnswer = ResponseBody<'/profile/get_userInfo', 'get'>;
export type ResetTokenAnswer = ResponseBody<'/profile/resetPasswordConfirmPhone'>;

/** `user_data` of an answer: the signed-in user as the app shell holds it. */
export function readUser(answer: UserDataAnswer): UserInfo {
  return answer.user_data;
}

type Options = { signal?: AbortSignal };

export function createIdentityApi(client: ApiClient) {
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  const sendForUser = async <Request>(spec: { path: string }, body: Request, options: Options = {}) => readUser(await client.post<UserDataAnswer>(spec.path, body, options));
  const c = IDENTITY_CALLS;
  return {
    login: (body: LoginRequest, options?: Options) => sendForUser(c.login, body, options),
    logout: async (options?: Options) => {
      await send(c.logout, undefined, options);
    },
    userInfo: async (options?: Options) => readUser(await client.get<UserDataAnswer>(c.userInfo.path, options)),
    register: async (body: RegistrationRequest, options?: Options) => {
      await send(c.register, body, options);
    },
    resendConfirmation: async (body: EmailRequest, options?: Options) => {
      await send(c.resendConfirmation, body, options);
    },
    confirmEmail: (body: ConfirmEmailRequest, options?: Options) => sendForUser(c.confirmEmail, body, options),
    forgotPassword: async (body: ForgotPasswordRequest, options?: Options) => {
      await send(c.forgotPassword, body, options);
    },
    /** The token that lets /recovery-password set a new password. */
    resetConfirmPhone: async (body: ResetConfirmPhoneRequest, options?: Options) => (await client.post<ResetTokenAnswer>(c.resetConfirmPhone.path, body, options)).reset_password_token,
    resetPassword: async (body: ResetPasswordRequest, options?: Options) => {
      await send(c.resetPassword, body, options);
    },
    sendPhoneCode: async (body: PhoneRequest, options?: Options) => {
      await send(c.sendPhoneCode, body, options);
    },
    confirmPhone: (body: ConfirmCodeRequest, options?: Options) => sendForUser(c.confirmPhone, body, options),
    profileCreate: (body: ProfileCreateRequest, options?: Options) => sendForUser(c.profileCreate, body, options),
    updateProfile: (body: UpdateProfileRequest, options?: Options) => sendForUser(c.updateProfile, body, options),
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
