import { Body, Controller, Get, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { binaryContent, sendStored, sendViewable, type Converting } from '../../shared/files/file-reply.js';
import { uploadedFile } from '../../shared/files/multipart.js';
import { DOCUMENT_FORMATS, IMAGE_FORMATS } from '../../shared/files/file-store.js';
import { LegacyQueryToken } from '../../shared/http/legacy-query-token.js';
import { AddExtractFileCommand } from '../commands/add-extract-file.js';
import { RemoveExtractFileCommand } from '../commands/remove-extract-file.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { ExtractStorage } from '../files/extract-storage.js';
import { GetCompanyInfoQuery } from '../queries/get-company-info.js';
import { GetReadableFileQuery } from '../queries/get-readable-file.js';
import { AddFileDto, RemoveFileDto } from './company.dto.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { CompanyDataAnswer, CompanyFileAddedAnswer, ConvertingAnswer } from './company.responses.js';
import type { Id } from '../../shared/domain/id.js';
import { IdParam } from '../../shared/http/fields/id-field.js';

/** What an extract is sent as: the type of its format (ExtractStorage's formats). */
const EXTRACT_TYPES = [...new Set(Object.values({ ...IMAGE_FORMATS, ...DOCUMENT_FORMATS }).map((format) => format.mime))];
/** What the viewer gets: pdf, png and jpg themselves, and the PDF made of a DOC/DOCX. */
const VIEW_TYPES = [...new Set(Object.values({ ...IMAGE_FORMATS, pdf: DOCUMENT_FORMATS.pdf }).map((format) => format.mime))];
const FILE_ERRORS = {
  notFound: CompanyErrors.fileNotFound,
  converterMissing: CompanyErrors.converterMissing,
  conversionFailed: CompanyErrors.conversionFailed,
};

/** Register-extract files: upload, removal and the authorized download. */
@ApiTags('company')
@ApiSecurity('userToken')
@Authenticated()
@Controller('company')
export class CompanyFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: ExtractStorage,
  ) {}

  @Post('add_verificationFileCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Attach a register extract (type=edr) while the company is registered or rejected: png, jpg, jpeg, pdf, doc, docx by extension and content. 413 FILE_TOO_LARGE (10 MB), 415 FILE_TYPE_UNSUPPORTED, 409 COMPANY_STATUS_CONFLICT / TOO_MANY_FILES.',
  })
  @ApiOkResponse({ type: CompanyFileAddedAnswer })
  async add(@Body() body: AddFileDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<CompanyFileAddedAnswer>> {
    // Only the multipart handler records uploads; a JSON body must never name a path on the server.
    const file = uploadedFile(req, 'file');
    if (!file || !this.storage.isUpload(file)) throw CompanyErrors.fileRequired();
    const fileId = await this.commands.execute(new AddExtractFileCommand(user.userId, body.company_id, body.type, file));
    const company_data = await this.queries.execute(new GetCompanyInfoQuery(user.userId, body.company_id, req.lang));
    return { file: company_data.files.edr.find((item) => item.id === fileId)!, company_data };
  }

  @Post('remove_verificationFileCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove an extract file by id while the company is registered or rejected. 404 FILE_NOT_FOUND for files of other companies.',
  })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async remove(
    @Body() body: RemoveFileDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    const companyId = await this.commands.execute(new RemoveExtractFileCommand(user.userId, body.file_id));
    return { company_data: await this.queries.execute(new GetCompanyInfoQuery(user.userId, companyId, req.lang)) };
  }

  @Get('files/:fileId')
  @LegacyQueryToken()
  @ApiOperation({
    summary:
      'Download an extract file (members of its company, and verifiers for every company; send userToken, or ?token= from a link). Content-Disposition: attachment. 404 FILE_NOT_FOUND for anyone else.',
  })
  @ApiOkResponse({ description: 'The file as uploaded, in its own type', content: binaryContent(EXTRACT_TYPES) })
  async download(
    @IdParam('fileId') fileId: Id,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.queries.execute(new GetReadableFileQuery(user, fileId));
    return sendStored(this.storage, reply, file, 'attachment', FILE_ERRORS);
  }

  @Get('files/:fileId/view')
  @ApiOperation({
    summary:
      'The file as the viewer shows it (same access as the download), Content-Disposition: inline: pdf, png and jpg themselves; doc and docx as the PDF the worker made with LibreOffice. 202 {converting: true} while that runs; 409 CONVERTER_MISSING (no LibreOffice) or CONVERSION_FAILED: offer the download.',
  })
  @ApiOkResponse({ description: 'The bytes to show inline', content: binaryContent(VIEW_TYPES) })
  @ApiAcceptedResponse({ type: ConvertingAnswer, description: 'The PDF of a DOC/DOCX is still being made: ask again (Retry-After)' })
  async view(
    @IdParam('fileId') fileId: Id,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | Converting> {
    const file = await this.queries.execute(new GetReadableFileQuery(user, fileId));
    return sendViewable(this.storage, reply, file, FILE_ERRORS);
  }
}
