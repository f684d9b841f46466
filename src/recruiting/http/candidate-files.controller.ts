import { Body, Controller, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated } from '../../shared/auth/authenticated.js';
import { binaryContent, sendStored, sendViewable, type Converting } from '../../shared/files/file-reply.js';
import { DOCUMENT_FORMATS } from '../../shared/files/file-store.js';
import { uploadedFile } from '../../shared/files/multipart.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AddCandidateFileCommand } from '../commands/add-candidate-file.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { CandidateFileErrors } from '../domain/recruiting-records.errors.js';
import { CvStorage } from '../files/cv-storage.js';
import { GetCandidateRecordsQuery } from '../queries/candidate-records.query.js';
import { GetCandidateFileQuery } from '../queries/get-candidate-file.js';
import { CandidateFileDto, RecordsCandidateDto } from './candidate-records.dto.js';
import { CandidateFileAnswer, FileConvertingAnswer } from './candidate-records.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

const CV_TYPES = Object.values(DOCUMENT_FORMATS).map((format) => format.mime);

/** Candidates' CV files: upload, and the authorized download and view (the existing file viewer). */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class CandidateFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: CvStorage,
  ) {}

  @Post('add_candidate_file')
  @Recruiting('manage')
  @LimitWrites()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'A CV for a candidate (multipart, the file in `cv`): pdf, doc, docx by extension and content, at most 10 MB; its text is read for the search by the worker. 400 FILE_REQUIRED, 413 FILE_TOO_LARGE, 415 FILE_TYPE_UNSUPPORTED, 404 CANDIDATE_NOT_FOUND, 409 TOO_MANY_FILES (10).',
  })
  @ApiOkResponse({ type: CandidateFileAnswer })
  async add(
    @Body() body: RecordsCandidateDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CandidateFileAnswer>> {
    // Only the multipart handler records uploads; a JSON body must never name a path on the server.
    const file = uploadedFile(req, 'cv');
    if (!file || !this.storage.isUpload(file)) throw CandidateFileErrors.fileRequired();
    const fileId = await this.commands.execute(new AddCandidateFileCommand(access, body.candidate_id, file));
    const records = await this.queries.execute(new GetCandidateRecordsQuery(access.companyId, body.candidate_id));
    return { file: records.files.find((item) => item.id === fileId)! };
  }

  @Post('get_candidate_file')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A CV’s bytes: the original as an attachment, or with view=true as the viewer shows it (inline): a PDF itself, a DOC/DOCX as the PDF the worker made. 202 {converting: true} while that runs; 409 CONVERTER_MISSING or CONVERSION_FAILED: offer the download. 404 FILE_NOT_FOUND.',
  })
  @ApiOkResponse({ description: 'The file, or the PDF the viewer shows', content: binaryContent(CV_TYPES) })
  @ApiAcceptedResponse({ type: FileConvertingAnswer, description: 'The PDF of a DOC/DOCX is still being made: ask again (Retry-After)' })
  async get(
    @Body() body: CandidateFileDto,
    @DecidedAccess() access: RecruitingAccess,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | Converting> {
    const file = await this.queries.execute(new GetCandidateFileQuery(access, body.file_id));
    return body.view
      ? sendViewable(this.storage, reply, file, CandidateFileErrors)
      : sendStored(this.storage, reply, file, 'attachment', CandidateFileErrors);
  }
}
