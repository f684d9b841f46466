import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { SubmitScorecardCommand } from '../commands/submit-scorecard.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { GetScorecardsQuery } from '../queries/get-scorecards.query.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';
import { ScorecardsDto, SubmitScorecardDto } from './scorecards.dto.js';
import { ScorecardsAnswer, SubmittedScorecardAnswer } from './scorecards.responses.js';

/** Interviewers' scorecards (docs/recruiting.md "Scorecards"): any member may call; the rules decide who sees what. */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class ScorecardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('submit_scorecard')
  @LimitWrites()
  @Recruiting('member')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A participant's scorecard of an interview that ended: a score 1–5 on each competency of the template, a recommendation, a comment; once. 400 VALIDATION_FAILED (ratings, recommendation), 403 SCORECARD_NOT_INTERVIEWER, 404 MEETING_NOT_FOUND, 409 INTERVIEW_NOT_ENDED, 409 SCORECARD_SUBMITTED, 404 NOT_FOUND (no member).",
  })
  @ApiOkResponse({ type: SubmittedScorecardAnswer })
  async submit(
    @Body() body: SubmitScorecardDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<SubmittedScorecardAnswer>> {
    const input = {
      ratings: body.ratings.map(({ competency, score }) => ({ competency, score })),
      recommendation: body.recommendation,
      comment: body.comment ?? null,
    };
    return { scorecard_id: await this.commands.execute(new SubmitScorecardCommand(access, body.meeting_id, input, req.lang)) };
  }

  @Post('get_scorecards')
  @Recruiting('member')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An application's template (the vacancy profile's competencies) and its scorecards as the caller may see them: an interviewer sees colleagues' once their own is in. 404 APPLICATION_NOT_FOUND, 403 FORBIDDEN (neither the candidates' view nor an interviewer).",
  })
  @ApiOkResponse({ type: ScorecardsAnswer })
  list(
    @Body() body: ScorecardsDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ScorecardsAnswer>> {
    return this.queries.execute(new GetScorecardsQuery(access, body.application_id, req.lang));
  }
}
