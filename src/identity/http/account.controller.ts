import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ConfirmEmailCommand } from '../commands/confirm-email.js';
import { RegisterUserCommand } from '../commands/register-user.js';
import { ResendConfirmEmailCommand } from '../commands/resend-confirm-email.js';
import { ConfirmEmailDto, RegistrationDto, ResendConfirmEmailDto } from './account.dto.js';
import { userDataReply } from './user-data.reply.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { UserDataAnswer } from './user-data.responses.js';

/** Opening an account: registration and the e-mail confirmation. */
@ApiTags('profile')
@Controller('profile')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(['registration', 'reg_user'])
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Register by e-mail and password; queues the confirmation e-mail. A taken e-mail gets the same answer (its owner is told by e-mail). 429 per address.',
  })
  @ApiOkResponse({ type: OkResponse })
  async register(@Body() body: RegistrationDto, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new RegisterUserCommand(body.email, body.password, body.ref, req.lang, req.ip));
  }

  @Post('confirmEmail')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the e-mail with the link token; answers user_data with a session token. 400 TOKEN_INVALID.' })
  @ApiOkResponse({ type: UserDataAnswer, description: 'user_data with token' })
  async confirmEmail(@Body() body: ConfirmEmailDto, @Req() req: FastifyRequest): Promise<Payload<UserDataAnswer>> {
    const { userId, token } = await this.commands.execute(new ConfirmEmailCommand(body.token, body.remember ?? false));
    const { user_data } = await userDataReply(this.queries, userId, req.lang);
    return { user_data: { ...user_data, token } };
  }

  @Post('resendConfirmEmail')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the confirmation e-mail again (same answer for unknown e-mails). 429 within 90 s.' })
  @ApiOkResponse({ type: OkResponse })
  async resendConfirmEmail(@Body() body: ResendConfirmEmailDto, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new ResendConfirmEmailCommand(body.email, body.ref, req.ip));
  }
}
