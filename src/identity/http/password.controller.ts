import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser, RequireRole } from '../../shared/auth/authenticated.js';
import { normalPhone } from '../../shared/http/fields/validators.js';
import { ChangePasswordCommand } from '../commands/change-password.js';
import { ConfirmResetCodeCommand } from '../commands/confirm-reset-code.js';
import { ForgotPasswordCommand } from '../commands/forgot-password.js';
import { ResetPasswordCommand } from '../commands/reset-password.js';
import { ChangePasswordDto, ForgotPasswordDto, ResetConfirmPhoneDto, ResetPasswordDto, VerifierUpdatePasswordDto } from './password.dto.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { ResetTokenAnswer } from './user-data.responses.js';

/** Recovering a forgotten password (by e-mail link or SMS code) and changing a known one. */
@ApiTags('profile')
@Controller('profile')
export class PasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('forgotPassword')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Recovery by e-mail (link) or phone (SMS code); the same answer whether or not the account exists. 429 within 90 s.',
  })
  @ApiOkResponse({ type: OkResponse })
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() req: FastifyRequest): Promise<void> {
    const target = body.email !== undefined ? { email: body.email, ref: body.ref } : { phone: normalPhone(body.phone!) };
    await this.commands.execute(new ForgotPasswordCommand(target, req.ip));
  }

  @Post('resetPasswordConfirmPhone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the recovery SMS code for a reset_password_token. 400 CODE_INVALID, 429 CODE_ATTEMPTS_EXCEEDED.' })
  @ApiOkResponse({ type: ResetTokenAnswer })
  async resetPasswordConfirmPhone(@Body() body: ResetConfirmPhoneDto, @Req() req: FastifyRequest): Promise<Payload<ResetTokenAnswer>> {
    const { resetToken } = await this.commands.execute(
      new ConfirmResetCodeCommand(normalPhone(body.phone), body.confirm_phone_code, req.ip),
    );
    return { reset_password_token: resetToken };
  }

  @Post('resetPassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; every session of the account ends. 400 TOKEN_INVALID.' })
  @ApiOkResponse({ type: OkResponse })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<void> {
    await this.commands.execute(new ResetPasswordCommand(body.reset_password_token, body.new_password));
  }

  @Post('changePassword')
  @HttpCode(200)
  @Authenticated()
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Change the password; other sessions end. 400 WRONG_PASSWORD, 429 after repeated failures.' })
  @ApiOkResponse({ type: OkResponse })
  async changePassword(@Body() body: ChangePasswordDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new ChangePasswordCommand(user.userId, user.sessionId, body.currentPassword, body.password));
  }
}

/** The verifier's own password change, under the verifier's routes. */
@ApiTags('verifier')
@Controller('verifier')
@Authenticated()
@RequireRole('verifier')
@ApiSecurity('userToken')
export class VerifierPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('updatePassword')
  @HttpCode(200)
  @ApiOperation({ summary: "A verifier's password change; other sessions end. 403 for other roles, 400 WRONG_PASSWORD." })
  @ApiOkResponse({ type: OkResponse })
  async updatePassword(@Body() body: VerifierUpdatePasswordDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new ChangePasswordCommand(user.userId, user.sessionId, body.currentPassword, body.newPassword));
  }
}
