import { Body, Controller, Get, HttpCode, Param, Post, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../shared/domain/domain-error.js';
import { AuthGuard, CurrentUser, RequireRole } from '../auth/auth.guard.js';
import { AvatarStorage } from '../application/avatar-storage.js';
import { ChangePasswordCommand } from '../application/password.commands.js';
import { SetStepCommand } from '../application/profile.commands.js';
import type { AuthUser } from '../application/sessions.js';
import { SetStepDto, VerifierUpdatePasswordDto } from './dto.js';

@ApiTags('verifier')
@Controller('verifier')
@UseGuards(AuthGuard)
@RequireRole('verifier')
@ApiSecurity('userToken')
export class VerifierAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Post('updatePassword')
  @HttpCode(200)
  @ApiOperation({ summary: "A verifier's password change; other sessions end. 403 for other roles, 400 WRONG_PASSWORD." })
  async updatePassword(@Body() body: VerifierUpdatePasswordDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new ChangePasswordCommand(user.userId, user.sessionId, body.currentPassword, body.newPassword));
  }
}

@ApiTags('profile')
@Controller('set_step')
export class StepController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: "Remember the user's interface step (0-1000), answered as user_data.step." })
  async setStep(@Body() body: SetStepDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new SetStepCommand(user.userId, body.step));
  }
}

/**
 * Avatar renditions by their server-made names. Public on purpose: an `<img>` cannot send the
 * session header, and each name holds 128 random bits, so only someone who was given the URL (in
 * user_data) can fetch it. Nothing else is ever served from the storage folder.
 */
@ApiTags('files')
@Controller('files')
export class AvatarController {
  constructor(private readonly storage: AvatarStorage) {}

  @Get('avatars/:name')
  @ApiOperation({ summary: 'An avatar rendition (image/webp) by its unguessable name from user_data.files.' })
  async avatar(@Param('name') name: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const file = await this.storage.open(name);
    if (!file) throw DomainError.notFound('FILE_NOT_FOUND');
    reply.header('Cache-Control', 'private, max-age=86400, immutable');
    return new StreamableFile(file.stream, { type: 'image/webp', length: file.size, disposition: `inline; filename="avatar-${file.edge}.webp"` });
  }
}
