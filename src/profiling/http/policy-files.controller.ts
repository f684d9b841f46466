import { Body, Controller, Get, HttpCode, Post, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { sendStored } from '../../shared/files/file-reply.js';
import { DOCUMENT_FORMATS } from '../../shared/files/file-store.js';
import { uploadedFile } from '../../shared/files/multipart.js';
import { LegacyQueryToken } from '../../shared/http/legacy-query-token.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { AddPolicyFileCommand } from '../commands/add-policy-file.js';
import { RemovePolicyFileCommand } from '../commands/remove-policy-file.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { PolicyStorage } from '../files/policy-storage.js';
import { GetCompanyProfileQuery } from '../queries/get-company-profile.query.js';
import { GetPolicyFileQuery } from '../queries/get-policy-file.query.js';
import { CompanyInfoAnswer, PolicyFileAddedAnswer } from './company-profile.responses.js';
import { PolicyRemoveDto, PolicyUploadDto } from './profiling.dto.js';
import { DecidedAccess, ProfileAccess, ProfileAccessGuard } from './profile-access.guard.js';
import type { CompanyAccess } from '../domain/access.rules.js';
import type { Id } from '../../shared/domain/id.js';
import { IdParam } from '../../shared/http/fields/id-field.js';

/** The HR policy file of the Personnel management step: upload, removal, authorized download. */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
@UseGuards(ProfileAccessGuard)
export class PolicyFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: PolicyStorage,
  ) {}

  @Post('add_file')
  @LimitWrites()
  @ProfileAccess('manageHrDocuments', 'after-body')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Upload an HR policy file (dir=policy): doc, docx or pdf by extension and content. 415 FILE_TYPE_UNSUPPORTED, 413 FILE_TOO_LARGE (10 MB), 409 FILE_NAME_TAKEN, 409 TOO_MANY_FILES; access errors as the profile steps.',
  })
  @ApiOkResponse({ type: PolicyFileAddedAnswer })
  async add(
    @Body() _body: PolicyUploadDto,
    @DecidedAccess() access: CompanyAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<PolicyFileAddedAnswer>> {
    // Only the multipart handler records uploads; a JSON body must never name a path on the server.
    const file = uploadedFile(req, 'file');
    const id = await this.commands.execute(new AddPolicyFileCommand(access, file && this.storage.isUpload(file) ? file : undefined));
    const company_info = await this.queries.execute(new GetCompanyProfileQuery(access, req.lang));
    return { files: company_info.policy_files.filter((item) => item.id === id), company_info };
  }

  @Post('del_file')
  @LimitWrites()
  @ProfileAccess('manageHrDocuments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove an HR policy file by its name (dir=policy). 404 FILE_NOT_FOUND.' })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async remove(
    @Body() body: PolicyRemoveDto,
    @DecidedAccess() access: CompanyAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyInfoAnswer>> {
    await this.commands.execute(new RemovePolicyFileCommand(access, body.file_name));
    return { company_info: await this.queries.execute(new GetCompanyProfileQuery(access, req.lang)) };
  }

  @Get('files/:fileId')
  @LegacyQueryToken()
  // The bytes as stored, in the type their format has (DOCUMENT_FORMATS), not the JSON envelope.
  @ApiProduces(...Object.values(DOCUMENT_FORMATS).map((format) => format.mime))
  @ApiOkResponse({ description: 'The file (attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiOperation({
    summary: 'Download an HR policy file (members of its company; userToken, or ?token= from a link). 404 FILE_NOT_FOUND otherwise.',
  })
  async download(
    @IdParam('fileId') fileId: Id,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.queries.execute(new GetPolicyFileQuery(user.userId, fileId));
    return sendStored(this.storage, reply, file, 'attachment', { notFound: ProfilingErrors.fileNotFound });
  }
}
