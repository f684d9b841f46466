import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AddCandidateCommand } from '../commands/add-candidate.js';
import { MergeCandidatesCommand } from '../commands/merge-candidates.js';
import { UpdateCandidateCommand } from '../commands/update-candidate.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { uploadedFile } from '../../shared/files/multipart.js';
import { CandidateCvs } from '../services/candidate-cvs.js';
import { GetApplicationQuery } from '../queries/get-application.query.js';
import { GetCandidateQuery } from '../queries/get-candidate.query.js';
import { GetCandidatesQuery } from '../queries/get-candidates.query.js';
import {
  AddCandidateDto,
  CandidateIdDto,
  GetCandidatesDto,
  MergeCandidatesDto,
  UpdateCandidateDto,
  type ConsentDto,
} from './candidates.dto.js';
import { AddCandidateAnswer, CandidateAnswer, CandidatesAnswer } from './candidates.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

/** Every call's access answers. */
export const ACCESS = '404 NOT_FOUND (no member of the company), 403 FORBIDDEN (without the right)';

const consent = (dto: ConsentDto | null | undefined) => (dto ? { textId: dto.text_id, at: new Date(dto.at).toISOString() } : dto);

/**
 * The company's candidates (docs/recruiting.md): added by hand or by a referral, found again by
 * e-mail or phone (a duplicate attaches to the candidate it is), changed and merged. Reads need
 * the right "candidates-view" (viewCandidates), writes "candidates" (manageCandidates).
 */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class CandidatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly cvs: CandidateCvs,
  ) {}

  @Post('add_candidate')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({
    summary: `A candidate (at least an e-mail or a phone); one whose normalized e-mail or phone another candidate of the company has attaches to that one (duplicate: true). With vacancy_id they apply to that published vacancy too. Multipart: a CV in \`cv\` (pdf, doc, docx, at most 10 MB: 413 FILE_TOO_LARGE, 415 FILE_TYPE_UNSUPPORTED). 400 CONTACT_REQUIRED, 404 VACANCY_NOT_FOUND, 409 VACANCY_NOT_PUBLISHED, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: AddCandidateAnswer })
  async add(
    @Body() body: AddCandidateDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<AddCandidateAnswer>> {
    // A CV in the multipart part `cv`: checked and stored first (413/415 before any candidate is
    // written), recorded in the command's transaction, removed again if that fails.
    checkRecruitingAccess(access, 'manage');
    const upload = uploadedFile(req, 'cv');
    const cv = this.cvs.isUpload(upload) ? await this.cvs.store(upload) : undefined;
    const result = await this.commands
      .execute(
        new AddCandidateCommand(
          access,
          {
            name: body.name,
            lname: body.lname,
            emails: body.email ? [body.email] : [],
            phones: body.phone ? [body.phone] : [],
            source: body.source,
            referrerId: body.referrer_id ?? null,
            tags: body.tags ?? [],
            consent: consent(body.consent) ?? null,
            lang: body.lang ?? req.lang,
            vacancyId: body.vacancy_id,
            cv,
          },
          req.lang,
        ),
      )
      .catch(async (error: unknown) => {
        if (cv) await this.cvs.discard(cv);
        throw error;
      });
    return {
      candidate: await this.queries.execute(new GetCandidateQuery(access, result.candidateId, req.lang)),
      duplicate: result.duplicate,
      application: result.applicationId
        ? await this.queries.execute(new GetApplicationQuery(access, result.applicationId, req.lang))
        : null,
    };
  }

  @Post('get_candidates')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary: `The company's candidates, newest first, 20 a page; by text (name, e-mail, phone, tag), tag or vacancy. ${ACCESS}.`,
  })
  @ApiOkResponse({ type: CandidatesAnswer })
  list(@Body() body: GetCandidatesDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<CandidatesAnswer>> {
    return this.queries.execute(
      new GetCandidatesQuery(access, { query: body.query, tag: body.tag, vacancyId: body.vacancy_id, page: body.page ?? 1 }),
    );
  }

  @Post('get_candidate')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary: `One candidate: the profile, applications with their history, letters, notes, tasks, files. 404 CANDIDATE_NOT_FOUND, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: CandidateAnswer })
  async one(
    @Body() body: CandidateIdDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CandidateAnswer>> {
    return { candidate: await this.queries.execute(new GetCandidateQuery(access, body.candidate_id, req.lang)) };
  }

  @Post('update_candidate')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `Changes the fields given (emails and phones replace the lists). 404 CANDIDATE_NOT_FOUND, 400 CONTACT_REQUIRED, 409 CONTACT_TAKEN (another candidate has it: merge), ${ACCESS}.`,
  })
  @ApiOkResponse({ type: CandidateAnswer })
  async update(
    @Body() body: UpdateCandidateDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CandidateAnswer>> {
    await this.commands.execute(
      new UpdateCandidateCommand(access, body.candidate_id, {
        name: body.name,
        lname: body.lname,
        emails: body.emails,
        phones: body.phones,
        source: body.source,
        referrerId: body.referrer_id,
        tags: body.tags,
        consent: consent(body.consent),
        lang: body.lang,
      }),
    );
    return { candidate: await this.queries.execute(new GetCandidateQuery(access, body.candidate_id, req.lang)) };
  }

  @Post('merge_candidates')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `Folds merge_id into keep_id: every application, note, task, file and letter of both stays, with keep_id; merge_id is gone. 400 MERGE_SAME_CANDIDATE, 404 CANDIDATE_NOT_FOUND, 409 MERGE_CONFLICT (both have an open application to one vacancy), ${ACCESS}.`,
  })
  @ApiOkResponse({ type: CandidateAnswer })
  async merge(
    @Body() body: MergeCandidatesDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CandidateAnswer>> {
    await this.commands.execute(new MergeCandidatesCommand(access, body.keep_id, body.merge_id));
    return { candidate: await this.queries.execute(new GetCandidateQuery(access, body.keep_id, req.lang)) };
  }
}
