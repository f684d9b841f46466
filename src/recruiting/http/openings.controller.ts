import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { CloseOpeningCommand } from '../commands/close-opening.js';
import { OpenVacancyCommand, type OpeningView } from '../commands/open-vacancy.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { GetOpeningQuery } from '../queries/get-opening.query.js';
import { CloseOpeningDto, OpenVacancyDto } from './openings.dto.js';
import { VacancyBoardDto } from './pipeline.dto.js';
import { OpeningAnswer, OptionalOpeningAnswer } from './openings.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

const ACCESS = '404 NOT_FOUND for a stranger, 403 FORBIDDEN without the right "vacancies"';

function answer(opening: OpeningView): Payload<OpeningAnswer> {
  return { opening: { ...opening, url: `/jobs/${opening.vacancy_id}` } };
}

/** Openings (docs/careers.md): a published vacancy takes applications until a day, listed publicly or not. */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class OpeningsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('get_opening')
  @Recruiting('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `A vacancy's opening (null: never opened), with its public page. 404 VACANCY_NOT_FOUND, ${ACCESS}.` })
  @ApiOkResponse({ type: OptionalOpeningAnswer })
  async get(@Body() body: VacancyBoardDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<OptionalOpeningAnswer>> {
    const opening = await this.queries.execute(new GetOpeningQuery(access, body.vacancy_id));
    return { opening: opening ? answer(opening).opening : null };
  }

  @Post('open_vacancy')
  @LimitWrites()
  @Recruiting('vacancies')
  @HttpCode(200)
  @ApiOperation({
    summary: `A published vacancy of a verified company takes applications until valid_through (at most 90 days ahead); public: listed on /jobs. Again: new dates. 400 VALIDATION_FAILED (valid_through), 403 COMPANY_NOT_VERIFIED, 404 VACANCY_NOT_FOUND, 409 VACANCY_NOT_PUBLISHED, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: OpeningAnswer })
  async open(@Body() body: OpenVacancyDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<OpeningAnswer>> {
    return answer(await this.commands.execute(new OpenVacancyCommand(access, body.vacancy_id, body.valid_through, body.public ?? true)));
  }

  @Post('close_vacancy')
  @LimitWrites()
  @Recruiting('vacancies')
  @HttpCode(200)
  @ApiOperation({
    summary: `The vacancy stops taking applications now and leaves the public pages; each open applicant is rejected with a letter (message, or the usual one). 409 OPENING_NOT_OPEN, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: OpeningAnswer })
  async close(@Body() body: CloseOpeningDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<OpeningAnswer>> {
    return answer(await this.commands.execute(new CloseOpeningCommand(access, body.vacancy_id, body.message?.trim() || null)));
  }
}
