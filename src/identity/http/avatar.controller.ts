import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../../shared/auth/authenticated.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { uploadedFile } from '../../shared/files/multipart.js';
import { UploadAvatarCommand } from '../commands/upload-avatar.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AvatarStorage } from '../files/avatar-storage.js';
import { UploadFileDto } from './avatar.dto.js';
import { userDataReply } from './user-data.reply.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { UserDataAnswer } from './user-data.responses.js';

/** Uploading the avatar (spec 000 §7 uploadFile). */
@ApiTags('profile')
@Controller('profile')
export class AvatarUploadController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('uploadFile')
  @HttpCode(200)
  @Authenticated()
  @ApiSecurity('userToken')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Upload the avatar (type=avatar): JPEG, PNG or WebP by magic bytes, at most 5 MB. 413 FILE_TOO_LARGE, 415 FILE_TYPE_UNSUPPORTED.',
  })
  @ApiOkResponse({ type: UserDataAnswer })
  async uploadFile(
    @Body() _body: UploadFileDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<UserDataAnswer>> {
    // Only a part the multipart parser wrote to disk counts: a `file` value in a JSON body is ignored.
    const file = uploadedFile(req, 'file');
    if (!file) throw IdentityErrors.fileRequired();
    await this.commands.execute(new UploadAvatarCommand(user.userId, file));
    return userDataReply(this.queries, user.userId, req.lang, user.sessionId);
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
    return new StreamableFile(file.stream, {
      type: 'image/webp',
      length: file.size,
      disposition: `inline; filename="avatar-${file.edge}.webp"`,
    });
  }
}
