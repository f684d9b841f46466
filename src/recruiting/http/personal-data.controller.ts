import { Body, Controller, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { PassThrough } from 'node:stream';
import { Authenticated } from '../../shared/auth/authenticated.js';
import { contentDisposition } from '../../shared/files/file-name.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { EraseCandidateCommand } from '../commands/erase-candidate.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { CvStorage } from '../files/cv-storage.js';
import { ExportCandidateQuery, type CandidateExport } from '../queries/export-candidate.js';
import { RecordsCandidateDto } from './candidate-records.dto.js';
import { CandidateErasedAnswer } from './candidate-records.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

/** A candidate's personal data: one zip with all of it, and erasure on request. */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class PersonalDataController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: CvStorage,
  ) {}

  @Post('export_candidate')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'One zip with everything kept about the candidate: candidate.json (profile, applications with their history and letters, notes, tasks, the files’ list) and files/ (the CVs as uploaded). 404 CANDIDATE_NOT_FOUND, 409 CANDIDATE_ERASED.',
  })
  @ApiOkResponse({ description: 'The zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  async export(
    @Body() body: RecordsCandidateDto,
    @DecidedAccess() access: RecruitingAccess,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const exported = await this.queries.execute(new ExportCandidateQuery(access, body.candidate_id));
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(this.zip(exported), {
      type: 'application/zip',
      disposition: contentDisposition('attachment', exported.fileName),
    });
  }

  @Post('erase_candidate')
  @Recruiting('manage')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Erases the candidate’s personal data on request: names, contacts, tags and consent emptied, notes and CV files removed (from storage too), names in task titles and letters replaced; applications and their history stay, naming no one. The erasure is recorded. 404 CANDIDATE_NOT_FOUND, 409 CANDIDATE_ERASED.',
  })
  @ApiOkResponse({ type: CandidateErasedAnswer })
  async erase(@Body() body: RecordsCandidateDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<CandidateErasedAnswer>> {
    const at = await this.commands.execute(new EraseCandidateCommand(access, body.candidate_id));
    return { candidate_id: body.candidate_id, erased_at: at.toISOString() };
  }

  /**
   * The zip, streamed as it is made (fflate): the data deflated, the CVs stored as they are (PDF and
   * DOCX are compressed already), each read from storage in turn, so no file is held whole.
   */
  private zip(exported: CandidateExport): PassThrough {
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    const write = async () => {
      const data = new ZipDeflate('candidate.json', { level: 6 });
      zip.add(data);
      data.push(new TextEncoder().encode(`${JSON.stringify(exported.data, null, 2)}\n`), true);
      for (const file of exported.files) {
        const opened = await this.storage.open(file.storageKey);
        if (!opened) continue;
        const entry = new ZipPassThrough(file.path);
        zip.add(entry);
        for await (const chunk of opened.stream) entry.push(new Uint8Array(chunk as Buffer));
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    };
    write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
  }
}
