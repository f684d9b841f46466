import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { MarkAllNoticesReadCommand } from '../commands/mark-all-notices-read.js';
import { MarkNoticeReadCommand } from '../commands/mark-notice-read.js';
import { SetNoticeSettingsCommand } from '../commands/set-notice-settings.js';
import { GetNoticesQuery } from '../queries/get-notices.query.js';
import { GetNoticeSettingsQuery } from '../queries/notice-settings.query.js';
import { GetNoticesDto, NoticeIdDto, SetNoticeSettingsDto } from './notices.dto.js';
import { NoticeListResponse, NoticeSettingsResponse } from './notices.responses.js';

/**
 * The notification centre of every signed-in user (spec 000 §2 header, §3 "Notification: id, name,
 * update_date"; "Load active notifications"): the bell's list, reading, and the channels per kind
 * (settings → Notifications). The live stream says `notice.created` when a new one was written.
 */
@ApiTags('notices')
@ApiSecurity('userToken')
@Authenticated()
@Controller('notices')
export class NoticesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('get_notices')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The caller’s newest notifications (kind, params, link, update_date, is_read) and the unread count. 400 VALIDATION_FAILED (limit).',
  })
  @ApiOkResponse({ type: NoticeListResponse })
  list(@Body() body: GetNoticesDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<NoticeListResponse>> {
    return this.queries.execute(new GetNoticesQuery(user.userId, body.limit ?? 20, req.lang));
  }

  @Post('read_notice')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marks one of the caller’s notifications read. 404 NOTICE_NOT_FOUND (unknown or another user’s), 400 VALIDATION_FAILED (id).',
  })
  @ApiOkResponse({ type: OkResponse })
  async read(@Body() body: NoticeIdDto, @CurrentUser() user: AuthUser): Promise<Record<string, never>> {
    await this.commands.execute(new MarkNoticeReadCommand(user.userId, body.id));
    return {};
  }

  @Post('read_all_notices')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks every notification of the caller read.' })
  @ApiOkResponse({ type: OkResponse })
  async readAll(@CurrentUser() user: AuthUser): Promise<Record<string, never>> {
    await this.commands.execute(new MarkAllNoticesReadCommand(user.userId));
    return {};
  }

  @Post('get_notice_settings')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Every notification kind with the caller’s channels (email, in_app; both by default). email_fixed: the letter carries a link only it gives, so it is always sent.',
  })
  @ApiOkResponse({ type: NoticeSettingsResponse })
  async settings(@CurrentUser() user: AuthUser): Promise<Payload<NoticeSettingsResponse>> {
    return { settings: await this.queries.execute(new GetNoticeSettingsQuery(user.userId)) };
  }

  @Post('set_notice_settings')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sets the caller’s channels for the kinds given ([{kind, email, in_app}]); answers every kind as get_notice_settings. 400 VALIDATION_FAILED (settings.N.kind, ...).',
  })
  @ApiOkResponse({ type: NoticeSettingsResponse })
  async setSettings(@Body() body: SetNoticeSettingsDto, @CurrentUser() user: AuthUser): Promise<Payload<NoticeSettingsResponse>> {
    await this.commands.execute(new SetNoticeSettingsCommand(user.userId, body.settings));
    return { settings: await this.queries.execute(new GetNoticeSettingsQuery(user.userId)) };
  }
}
