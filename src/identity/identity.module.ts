import { Module } from '@nestjs/common';
import { PreparedSql } from '../shared/database/prepared-sql.js';
import { AuthGuard } from './auth/auth.guard.js';
import { AvatarStorage } from './application/avatar-storage.js';
import { LoginUserHandler, LogoutUserHandler } from './application/login.commands.js';
import {
  ChangePasswordHandler,
  ConfirmResetCodeHandler,
  ForgotPasswordHandler,
  ResetPasswordHandler,
} from './application/password.commands.js';
import { ConfirmPhoneHandler, SendPhoneCodeHandler } from './application/phone.commands.js';
import {
  CreateProfileHandler,
  SetOfficePresenceHandler,
  SetStepHandler,
  UpdateProfileHandler,
  UploadAvatarHandler,
} from './application/profile.commands.js';
import { GetUserInfoHandler, ResolveSessionHandler } from './application/queries.js';
import { RateLimiter } from './application/rate-limiter.js';
import { ConfirmEmailHandler, RegisterUserHandler, ResendConfirmEmailHandler } from './application/registration.commands.js';
import { SecretMessages } from './application/secret-messages.js';
import { PasswordChangedNotifier } from './events/password-changed.notifier.js';
import { AvatarController, StepController, VerifierAccountController } from './http/account.controller.js';
import { ProfileController } from './http/profile.controller.js';

/**
 * The identity bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * identity.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [ProfileController, VerifierAccountController, StepController, AvatarController],
  providers: [
    PreparedSql,
    AuthGuard,
    AvatarStorage,
    RateLimiter,
    SecretMessages,
    RegisterUserHandler,
    ConfirmEmailHandler,
    ResendConfirmEmailHandler,
    LoginUserHandler,
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
    PasswordChangedNotifier,
  ],
  exports: [AuthGuard, PreparedSql],
})
export class IdentityModule {}
