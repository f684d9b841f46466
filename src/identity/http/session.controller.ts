import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../../shared/auth/authenticated.js';
import { LoginUserCommand } from '../commands/login-user.js';
import { LogoutUserCommand } from '../commands/logout-user.js';
import { LoginDto } from './session.dto.js';
import { userDataReply } from './user-data.reply.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { UserDataAnswer } from './user-data.responses.js';

/** Signing in and out. */
@ApiTags('profile')
@Controller('profile')
export class SessionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('loginUser')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in by e-mail or confirmed phone. Unconfirmed e-mail: user_data without token and a fresh confirmation e-mail. 401 INVALID_CREDENTIALS, 429 after repeated failures.',
  })
  @ApiOkResponse({ type: UserDataAnswer, description: 'user_data; with token unless the e-mail is still unconfirmed' })
  async login(@Body() body: LoginDto, @Req() req: FastifyRequest): Promise<Payload<UserDataAnswer>> {
    const { userId, token, row } = await this.commands.execute(
      new LoginUserCommand(body.identifier, body.password, body.remember ?? false, req.lang, req.ip, body.ref),
    );
    const { user_data } = await userDataReply(this.queries, userId, req.lang, null, row);
    return { user_data: token ? { ...user_data, token } : user_data };
  }

  @Post('logoutUser')
  @HttpCode(200)
  @Authenticated()
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'End this session; its token stops working.' })
  @ApiOkResponse({ type: OkResponse })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new LogoutUserCommand(user.sessionId));
  }
}
