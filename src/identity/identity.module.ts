import { Module } from '@nestjs/common';
import { PreparedSql } from '../shared/database/prepared-sql.js';
import { rateLimiterFor } from '../shared/rate-limit/rate-limiter.js';
import { ChangePasswordHandler } from './commands/change-password.js';
import { ConfirmEmailHandler } from './commands/confirm-email.js';
import { ConfirmPhoneHandler } from './commands/confirm-phone.js';
import { ConfirmResetCodeHandler } from './commands/confirm-reset-code.js';
import { CreateProfileHandler } from './commands/create-profile.js';
import { ForgotPasswordHandler } from './commands/forgot-password.js';
import { LoginUserHandler } from './commands/login-user.js';
import { LogoutUserHandler } from './commands/logout-user.js';
import { RegisterUserHandler } from './commands/register-user.js';
import { ResendConfirmEmailHandler } from './commands/resend-confirm-email.js';
import { ResetPasswordHandler } from './commands/reset-password.js';
import { SendPhoneCodeHandler } from './commands/send-phone-code.js';
import { SetOfficePresenceHandler } from './commands/set-office-presence.js';
import { SetStepHandler } from './commands/set-step.js';
import { UpdateProfileHandler } from './commands/update-profile.js';
import { UploadAvatarHandler } from './commands/upload-avatar.js';
import { ConfirmInvitedEmailHandler } from './commands/confirm-invited-email.js';
import { ProvisionInvitedAccountHandler } from './commands/provision-invited-account.js';
import { FindAccountByEmailHandler } from './queries/find-account-by-email.js';
import { GetInviteeAccountHandler } from './queries/get-invitee-account.js';
import { GetAccountContactsHandler } from './queries/get-account-contacts.js';
import { GetBirthdaysHandler } from './queries/get-birthdays.query.js';
import { NotifyOwnerOnPasswordChanged } from './events/notify-owner-on-password-changed.js';
import { AccountController } from './http/account.controller.js';
import { AuthGuard } from './http/auth.guard.js';
import { AvatarController, AvatarUploadController } from './http/avatar.controller.js';
import { PasswordController, VerifierPasswordController } from './http/password.controller.js';
import { PhoneController } from './http/phone.controller.js';
import { ProfileController, StepController } from './http/profile.controller.js';
import { SessionController } from './http/session.controller.js';
import { ExternalSignInController } from './http/external-sign-in.controller.js';
import { SignInWithProviderHandler } from './commands/sign-in-with-provider.js';
import { ExternalProviders } from './external/external-providers.js';
import { ExternalHandoffs } from './external/handoffs.js';
import { GetUserInfoHandler } from './queries/get-user-info.js';
import { ResolveSessionHandler } from './queries/resolve-session.js';
import { ResolveSessionByIdHandler } from './queries/resolve-session-by-id.js';
import { FindLiveSessionsHandler } from './queries/find-live-sessions.js';
import { AvatarStorage } from './files/avatar-storage.js';
import { UserRepository } from './domain/user.repository.js';
import { ProfileOptions } from './services/profile-options.js';
import { SecretMessages } from './services/secret-messages.js';

/**
 * The identity bounded context (docs/architecture.md, "Bounded contexts"). Other contexts reach it only through
 * identity.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [
    AccountController,
    SessionController,
    ExternalSignInController,
    ProfileController,
    StepController,
    PhoneController,
    PasswordController,
    VerifierPasswordController,
    AvatarUploadController,
    AvatarController,
  ],
  providers: [
    PreparedSql,
    AuthGuard,
    AvatarStorage,
    UserRepository,
    ProfileOptions,
    rateLimiterFor('identity'),
    SecretMessages,
    RegisterUserHandler,
    FindAccountByEmailHandler,
    GetInviteeAccountHandler,
    GetAccountContactsHandler,
    GetBirthdaysHandler,
    ProvisionInvitedAccountHandler,
    ConfirmInvitedEmailHandler,
    ConfirmEmailHandler,
    ResendConfirmEmailHandler,
    LoginUserHandler,
    ExternalProviders,
    ExternalHandoffs,
    SignInWithProviderHandler,
    LogoutUserHandler,
    CreateProfileHandler,
    UpdateProfileHandler,
    SetOfficePresenceHandler,
    UploadAvatarHandler,
    SetStepHandler,
    SendPhoneCodeHandler,
    ConfirmPhoneHandler,
    ForgotPasswordHandler,
    ConfirmResetCodeHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    GetUserInfoHandler,
    ResolveSessionHandler,
    ResolveSessionByIdHandler,
    FindLiveSessionsHandler,
    NotifyOwnerOnPasswordChanged,
  ],
  exports: [AuthGuard],
})
export class IdentityModule {}
