// The identity context's calls (specification 000): accounts, sessions, the personal profile, the
// phone and the password. Each route is named once in IDENTITY_CALLS; the typed client takes its
// body and answer from the generated paths (openapi.d.ts), so machines receive typed values.
import type { UserInfo } from '../session/session';
import { answer, api, type ApiClient } from './client';
import type { RequestBody, ResponseBody, Routes } from './contract';

export const IDENTITY_CALLS = {
  login: '/profile/loginUser',
  logout: '/profile/logoutUser',
  userInfo: '/profile/get_userInfo',
  register: '/profile/registration',
  resendConfirmation: '/profile/resendConfirmEmail',
  confirmEmail: '/profile/confirmEmail',
  forgotPassword: '/profile/forgotPassword',
  resetConfirmPhone: '/profile/resetPasswordConfirmPhone',
  resetPassword: '/profile/resetPassword',
  sendPhoneCode: '/profile/confirmPhoneSendSms',
  confirmPhone: '/profile/confirmPhone',
  profileCreate: '/profile/profileCreate',
  updateProfile: '/profile/updateProfile',
  changePassword: '/profile/changePassword',
  verifierPassword: '/verifier/updatePassword',
  /** Sent through the upload helper (shared/api/upload.ts) for its progress; listed for the snapshot. */
  uploadFile: '/profile/uploadFile',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
type Body<Path extends keyof typeof IDENTITY_CALLS> = RequestBody<(typeof IDENTITY_CALLS)[Path]>;
export type LoginRequest = Body<'login'>;
export type RegistrationRequest = Body<'register'>;
export type EmailRequest = Body<'resendConfirmation'>;
export type ConfirmEmailRequest = Body<'confirmEmail'>;
export type ForgotPasswordRequest = Body<'forgotPassword'>;
export type ResetConfirmPhoneRequest = Body<'resetConfirmPhone'>;
export type ResetPasswordRequest = Body<'resetPassword'>;
export type PhoneRequest = Body<'sendPhoneCode'>;
export type ConfirmCodeRequest = Body<'confirmPhone'>;
export type ProfileCreateRequest = Body<'profileCreate'>;
export type UpdateProfileRequest = Body<'updateProfile'>;
/** A social network link: `type` is an id of the `social_media` option list. */
export type SocialLink = NonNullable<UpdateProfileRequest['socials']>[number];
export type ChangePasswordRequest = Body<'changePassword'>;
export type VerifierPasswordRequest = Body<'verifierPassword'>;
export type UploadFileRequest = Body<'uploadFile'>;

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
  const c = IDENTITY_CALLS;
  const user = async (call: Promise<{ data?: UserDataAnswer }>) => readUser(await answer(call));
  const done = async (call: Promise<unknown>) => {
    await call;
  };
  return {
    login: (body: LoginRequest, options?: Options) => user(client.POST(c.login, { body, ...options })),
    logout: (options?: Options) => done(client.POST(c.logout, { ...options })),
    userInfo: (options?: Options) => user(client.GET(c.userInfo, { ...options })),
    register: (body: RegistrationRequest, options?: Options) => done(client.POST(c.register, { body, ...options })),
    resendConfirmation: (body: EmailRequest, options?: Options) => done(client.POST(c.resendConfirmation, { body, ...options })),
    confirmEmail: (body: ConfirmEmailRequest, options?: Options) => user(client.POST(c.confirmEmail, { body, ...options })),
    forgotPassword: (body: ForgotPasswordRequest, options?: Options) => done(client.POST(c.forgotPassword, { body, ...options })),
    /** The token that lets /recovery-password set a new password. */
    resetConfirmPhone: async (body: ResetConfirmPhoneRequest, options?: Options) =>
      (await answer(client.POST(c.resetConfirmPhone, { body, ...options }))).reset_password_token,
    resetPassword: (body: ResetPasswordRequest, options?: Options) => done(client.POST(c.resetPassword, { body, ...options })),
    sendPhoneCode: (body: PhoneRequest, options?: Options) => done(client.POST(c.sendPhoneCode, { body, ...options })),
    confirmPhone: (body: ConfirmCodeRequest, options?: Options) => user(client.POST(c.confirmPhone, { body, ...options })),
    profileCreate: (body: ProfileCreateRequest, options?: Options) => user(client.POST(c.profileCreate, { body, ...options })),
    updateProfile: (body: UpdateProfileRequest, options?: Options) => user(client.POST(c.updateProfile, { body, ...options })),
    changePassword: (body: ChangePasswordRequest, options?: Options) => done(client.POST(c.changePassword, { body, ...options })),
    verifierPassword: (body: VerifierPasswordRequest, options?: Options) => done(client.POST(c.verifierPassword, { body, ...options })),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

export const identityApi: IdentityApi = createIdentityApi(api);
