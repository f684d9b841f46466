import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../shared/auth/authenticated.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AddApplicationCommand } from '../commands/add-application.js';
import { MoveApplicationCommand } from '../commands/move-application.js';
import { RejectApplicationCommand } from '../commands/reject-application.js';
import { SetStagesCommand } from '../commands/set-stages.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { GetApplicationQuery } from '../queries/get-application.query.js';
import { GetBoardQuery } from '../queries/get-board.query.js';
import { GetRejectionLetterQuery } from '../queries/get-rejection-letter.query.js';
import { GetRejectionReasonsQuery } from '../queries/get-rejection-reasons.query.js';
import { GetStagesQuery } from '../queries/get-stages.query.js';
import { CompanyBody } from './candidates.dto.js';
import { ACCESS } from './candidates.controller.js';
import {
  AddApplicationDto,
  GetStagesDto,
  MoveApplicationDto,
  RejectApplicationDto,
  RejectionLetterDto,
  SetStagesDto,
  VacancyBoardDto,
} from './pipeline.dto.js';
import { ApplicationAnswer, BoardAnswer, ReasonsAnswer, RejectionLetterAnswer, StagesAnswer } from './pipeline.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

/**
 * The hiring pipeline (docs/recruiting.md): applications to the company's published vacancies, the
 * board of each vacancy, moves between its stages (each appended to the history), rejections with a
 * reason and a letter, and the stages themselves.
 */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class PipelineController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async application(access: RecruitingAccess, applicationId: string, req: FastifyRequest): Promise<Payload<ApplicationAnswer>> {
    return { application: await this.queries.execute(new GetApplicationQuery(access, applicationId, req.lang)) };
  }

  @Post('add_application')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `The candidate applies to a published vacancy of the company, standing in "Новый". 404 CANDIDATE_NOT_FOUND, VACANCY_NOT_FOUND, 409 VACANCY_NOT_PUBLISHED, APPLICATION_EXISTS, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: ApplicationAnswer })
  async add(
    @Body() body: AddApplicationDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ApplicationAnswer>> {
    const id = await this.commands.execute(new AddApplicationCommand(access, body.candidate_id, body.vacancy_id, req.lang));
    return this.application(access, id, req);
  }

  @Post('get_board')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({ summary: `A vacancy's board: its columns in order, each with its cards. 404 VACANCY_NOT_FOUND, ${ACCESS}.` })
  @ApiOkResponse({ type: BoardAnswer })
  board(
    @Body() body: VacancyBoardDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<BoardAnswer>> {
    return this.queries.execute(new GetBoardQuery(access, body.vacancy_id, req.lang));
  }

  @Post('move_application')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `Moves the card to another stage of its board ("Принят" ends it as hired). 404 APPLICATION_NOT_FOUND, STAGE_NOT_FOUND, 400 REJECTION_REASON_REQUIRED (to "Отказ": reject_application), 409 APPLICATION_CLOSED, 409 STALE_VERSION (with \`application\` as it is now), ${ACCESS}.`,
  })
  @ApiOkResponse({ type: ApplicationAnswer })
  async move(
    @Body() body: MoveApplicationDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ApplicationAnswer>> {
    try {
      await this.commands.execute(new MoveApplicationCommand(access, body.application_id, body.stage_id, body.version));
    } catch (error) {
      throw await this.withCurrent(error, access, body.application_id, req);
    }
    return this.application(access, body.application_id, req);
  }

  @Post('get_rejection_reasons')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({ summary: `The reasons an application ends without a hire: ours, then theirs. ${ACCESS}.` })
  @ApiOkResponse({ type: ReasonsAnswer })
  async reasons(
    @Body() _body: CompanyBody,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ReasonsAnswer>> {
    return { reasons: await this.queries.execute(new GetRejectionReasonsQuery(access, req.lang)) };
  }

  @Post('get_rejection_letter')
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `The letter a rejection with this reason sends, filled in the candidate's language, to edit before reject_application. 404 APPLICATION_NOT_FOUND, REJECTION_REASON_NOT_FOUND, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: RejectionLetterAnswer })
  letter(
    @Body() body: RejectionLetterDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<RejectionLetterAnswer>> {
    return this.queries.execute(new GetRejectionLetterQuery(access, body.application_id, body.reason_id, req.lang));
  }

  @Post('reject_application')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `Ends the application in "Отказ" with a reason; the candidate gets the letter (message/subject as edited, else the template's) once, at send_at ('next-morning': 09:00 Kyiv), unless send_letter is false or they have no e-mail. 400 REJECTION_REASON_REQUIRED, 404 APPLICATION_NOT_FOUND, REJECTION_REASON_NOT_FOUND, 409 APPLICATION_CLOSED, STALE_VERSION (with \`application\`), ${ACCESS}.`,
  })
  @ApiOkResponse({ type: ApplicationAnswer })
  async reject(
    @Body() body: RejectApplicationDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ApplicationAnswer>> {
    if (!body.reason_id) throw RecruitingErrors.rejectionReasonRequired();
    try {
      await this.commands.execute(
        new RejectApplicationCommand(
          access,
          {
            applicationId: body.application_id,
            reasonId: body.reason_id,
            version: body.version,
            message: body.message,
            subject: body.subject,
            sendAt: body.send_at,
            sendLetter: body.send_letter ?? true,
          },
          req.lang,
        ),
      );
    } catch (error) {
      throw await this.withCurrent(error, access, body.application_id, req);
    }
    return this.application(access, body.application_id, req);
  }

  @Post('get_stages')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary: `The company's stage template, or a vacancy's board (vacancy_id), every column in order. 404 VACANCY_NOT_FOUND, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: StagesAnswer })
  async stages(
    @Body() body: GetStagesDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<StagesAnswer>> {
    return { stages: await this.queries.execute(new GetStagesQuery(access, body.vacancy_id ?? null, req.lang)) };
  }

  @Post('set_stages')
  @LimitWrites()
  @Recruiting('manage')
  @HttpCode(200)
  @ApiOperation({
    summary: `The steps between "Новый" and the ends, in order ({id} keeps a step, renamed; no id: a new one; left out: removed) of the template or of a vacancy's board. 404 STAGE_NOT_FOUND, VACANCY_NOT_FOUND, 409 STAGE_NOT_EMPTY, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: StagesAnswer })
  async setStages(
    @Body() body: SetStagesDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<StagesAnswer>> {
    const vacancyId = body.vacancy_id ?? null;
    await this.commands.execute(
      new SetStagesCommand(
        access,
        vacancyId,
        body.stages.map((stage) => ({ id: stage.id, name: stage.name })),
        req.lang,
      ),
    );
    return { stages: await this.queries.execute(new GetStagesQuery(access, vacancyId, req.lang)) };
  }

  /** A stale version's refusal carries the application as it is now, so the screen shows where the card went. */
  private async withCurrent(error: unknown, access: RecruitingAccess, applicationId: string, req: FastifyRequest): Promise<unknown> {
    if (!(error instanceof DomainError) || error.code !== 'STALE_VERSION') return error;
    const current = await this.queries.execute(new GetApplicationQuery(access, applicationId, req.lang));
    return error.withDetails(() => ({ application: current }));
  }
}
