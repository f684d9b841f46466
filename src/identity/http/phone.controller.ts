import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../../shared/auth/authenticated.js';
import { normalPhone } from '../../shared/http/fields/validators.js';
import { ConfirmPhoneCommand } from '../commands/confirm-phone.js';
import { SendPhoneCodeCommand } from '../commands/send-phone-code.js';
import { ConfirmCodeDto, PhoneDto } from './phone.dto.js';
import { userDataReply } from './user-data.reply.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { UserDataAnswer } from './user-data.responses.js';

/** Confirming the main phone by an SMS code. */
@ApiTags('profile')
@Controller('profile')
@Authenticated()
@ApiSecurity('userToken')
export class PhoneController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('confirmPhoneSendSms')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Send a 6-digit code to the phone to confirm (also to a phone another account confirmed: see confirmPhone). 409 PHONE_LOCKED, PHONE_ALREADY_CONFIRMED; 429 within 90 s or over the hourly limits.',
  })
  @ApiOkResponse({ type: OkResponse })
  async confirmPhoneSendSms(@Body() body: PhoneDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new SendPhoneCodeCommand(user.userId, normalPhone(body.phone), req.ip));
  }

  @Post('confirmPhone')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the phone with the SMS code. 400 CODE_INVALID / CODE_EXPIRED, 429 CODE_ATTEMPTS_EXCEEDED, 409 PHONE_TAKEN.',
  })
  @ApiOkResponse({ type: UserDataAnswer })
  async confirmPhone(
    @Body() body: ConfirmCodeDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<UserDataAnswer>> {
    await this.commands.execute(new ConfirmPhoneCommand(user.userId, body.confirm_phone_code, req.ip));
    return userDataReply(this.queries, user.userId, req.lang, user.sessionId);
  }
}
