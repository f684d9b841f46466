import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { RemoveVacancyCommand } from '../commands/remove-vacancy.js';
import { CloseVacancyCommand } from '../commands/close-vacancy.js';
import { SaveVacancyStepCommand } from '../commands/save-vacancy-step.js';
import type { VacancyStep } from '../domain/vacancy.rules.js';
import { GetActualVacanciesQuery } from '../queries/get-actual-vacancies.query.js';
import { GetVacancyListQuery } from '../queries/get-vacancy-list.query.js';
import { GetVacancyQuery } from '../queries/get-vacancy.query.js';
import { GetVacancyCountsQuery } from '../queries/get-vacancy-counts.query.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { CompanyIdBody } from './profiling.dto.js';
import { DecidedAccess, ProfileAccess, ProfileAccessGuard } from './profile-access.guard.js';
import type { CompanyAccess } from '../domain/access.rules.js';
import type { Reader } from '../services/access.js';
import { STEP_FIELDS } from './vacancy-steps.dto.js';
import {
  VacancyAgeDto,
  VacancyCarDto,
  VacancyCompetenciesDto,
  VacancyConditionsDto,
  VacancyCriteriaDto,
  VacancyEducationDto,
  VacancyExperienceDto,
  CloseVacancyBody,
  VacancyIdBody,
  VacancyListDto,
  VacancyMainDto,
  VacancyPersonalDto,
  VacancyRequirementsDto,
  VacancySkillsDto,
  VacancySpecificsDto,
  VacancyOpenBody,
  VacancyStepBody,
} from './vacancies.dto.js';
import { ActualVacanciesAnswer, VacancyAnswer, VacancyCountsAnswer, VacancyListAnswer } from './vacancies.responses.js';
import { type Id } from '../../shared/domain/id.js';

type One = Payload<VacancyAnswer>;
const ACCESS = '404 COMPANY_NOT_FOUND (non-member), 403 COMPANY_FORBIDDEN (no vacancies right) / COMPANY_NOT_VERIFIED';
const STEP = `400 VALIDATION_FAILED (fields by path), 400 CATALOGUE_ITEM_UNKNOWN, 404 VACANCY_NOT_FOUND, 409 VACANCY_NOT_EDITABLE, 409 STEP_ORDER (no vacancy_id), ${ACCESS}. Answers { vacancy }.`;

/** The vacancy (position profile) wizards, info, list, removal and closing. */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
@UseGuards(ProfileAccessGuard)
export class VacanciesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The vacancy as the reader sees it (after a write: with the access the request decided), names in the caller's language. */
  private async one(reader: Reader, vacancyId: Id, req: FastifyRequest): Promise<One> {
    return { vacancy: await this.queries.execute(new GetVacancyQuery(reader, vacancyId, req.lang)) };
  }

  /**
   * The pipe has checked the company and the vacancy; the step's fields go to the command as sent:
   * it validates them with the step's DTO and answers their format and catalogue problems together.
   */
  private async save(step: VacancyStep, body: VacancyStepBody, access: CompanyAccess, req: FastifyRequest): Promise<One> {
    const sent = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const id = await this.commands.execute(
      new SaveVacancyStepCommand(access, body.vacancy_id, step, { ...sent, ...body }, req.lang, STEP_FIELDS[step]),
    );
    return this.one(access, id, req);
  }

  @Post('save_vacancy_main')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({
    summary: `Step 1 Main; without vacancy_id opens a new vacancy (number per company). A new position or department clears target, result, kpi, zun and cases. ${STEP}`,
  })
  @ApiBody({ type: VacancyMainDto })
  @ApiOkResponse({ type: VacancyAnswer })
  main(@Body() body: VacancyOpenBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('main', body, access, req);
  }

  @Post('save_vacancy_requirements')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 2 Requirements and authority. ${STEP}` })
  @ApiBody({ type: VacancyRequirementsDto })
  @ApiOkResponse({ type: VacancyAnswer })
  requirements(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('requirements', body, access, req);
  }

  @Post('save_vacancy_competencies')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 3 ZUN, cases, competencies. ${STEP}` })
  @ApiBody({ type: VacancyCompetenciesDto })
  @ApiOkResponse({ type: VacancyAnswer })
  competencies(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('competencies', body, access, req);
  }

  @Post('save_vacancy_conditions')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 4 compensation package, career growth, business trips. ${STEP}` })
  @ApiBody({ type: VacancyConditionsDto })
  @ApiOkResponse({ type: VacancyAnswer })
  conditions(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('conditions', body, access, req);
  }

  @Post('save_vacancy_specifics')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 5 Position specifics. ${STEP}` })
  @ApiBody({ type: VacancySpecificsDto })
  @ApiOkResponse({ type: VacancyAnswer })
  specifics(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('specifics', body, access, req);
  }

  @Post('save_vacancy_age')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 6 Age and marital status. ${STEP}` })
  @ApiBody({ type: VacancyAgeDto })
  @ApiOkResponse({ type: VacancyAnswer })
  age(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('age', body, access, req);
  }

  @Post('save_vacancy_education')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 7 Universities, courses and trainings. ${STEP}` })
  @ApiBody({ type: VacancyEducationDto })
  @ApiOkResponse({ type: VacancyAnswer })
  education(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('education', body, access, req);
  }

  @Post('save_vacancy_experience')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 8 Work experience. ${STEP}` })
  @ApiBody({ type: VacancyExperienceDto })
  @ApiOkResponse({ type: VacancyAnswer })
  experience(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('experience', body, access, req);
  }

  @Post('save_vacancy_personal')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 9 Personal information. ${STEP}` })
  @ApiBody({ type: VacancyPersonalDto })
  @ApiOkResponse({ type: VacancyAnswer })
  personal(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('personal', body, access, req);
  }

  @Post('save_vacancy_review')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 10 final review: saves nothing, moves the wizard on. ${STEP}` })
  @ApiOkResponse({ type: VacancyAnswer })
  review(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('review', body, access, req);
  }

  @Post('save_vacancy_car')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Short wizard: Car (driver_license 0 resets the section). ${STEP}` })
  @ApiBody({ type: VacancyCarDto })
  @ApiOkResponse({ type: VacancyAnswer })
  car(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('car', body, access, req);
  }

  @Post('save_vacancy_criteria')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Short wizard: Criteria. 400 CRITERIA_TOO_MANY (over 5), 400 CRITERION_WITHOUT_VALUE. ${STEP}` })
  @ApiBody({ type: VacancyCriteriaDto })
  @ApiOkResponse({ type: VacancyAnswer })
  criteria(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('criteria', body, access, req);
  }

  @Post('save_vacancy_skills')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Short wizard: Education and skills. ${STEP}` })
  @ApiBody({ type: VacancySkillsDto })
  @ApiOkResponse({ type: VacancyAnswer })
  skills(@Body() body: VacancyStepBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    return this.save('skills', body, access, req);
  }

  @Post('get_vacancy_info')
  @HttpCode(200)
  @ApiOperation({ summary: 'One vacancy with labels in the caller language. 404 VACANCY_NOT_FOUND, 404 COMPANY_NOT_FOUND.' })
  @ApiOkResponse({ type: VacancyAnswer })
  info(@Body() body: VacancyIdBody, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<One> {
    return this.one({ userId: user.userId, companyId: body.company_id }, body.vacancy_id, req);
  }

  @Post('remove_vacancy')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: `Remove a draft or returned vacancy. 404 VACANCY_NOT_FOUND, 409 VACANCY_NOT_EDITABLE, ${ACCESS}.` })
  @ApiOkResponse({ type: OkResponse })
  async remove(@Body() body: VacancyIdBody, @DecidedAccess() access: CompanyAccess): Promise<void> {
    await this.commands.execute(new RemoveVacancyCommand(access, body.vacancy_id));
  }

  @Post('close_vacancy')
  @LimitWrites()
  @ProfileAccess('vacancies')
  @HttpCode(200)
  @ApiOperation({
    summary: `Close a published vacancy: it stops recruiting and leaves the actual vacancies. Answers { vacancy }. 404 VACANCY_NOT_FOUND, 409 VACANCY_NOT_PUBLISHED, ${ACCESS}.`,
  })
  @ApiOkResponse({ type: VacancyAnswer })
  async close(@Body() body: CloseVacancyBody, @DecidedAccess() access: CompanyAccess, @Req() req: FastifyRequest): Promise<One> {
    await this.commands.execute(new CloseVacancyCommand(access, body.vacancy_id, body.message ?? null));
    return this.one(access, body.vacancy_id, req);
  }

  @Post('get_vacancy_list')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The company vacancies by the vacancy filter keys, one page: { vacancies, total }. 400 VALIDATION_FAILED, 404 COMPANY_NOT_FOUND.',
  })
  @ApiOkResponse({ type: VacancyListAnswer })
  async list(@Body() body: VacancyListDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<VacancyListAnswer>> {
    return this.queries.execute(new GetVacancyListQuery(user.userId, body.company_id, { ...body }, req.lang));
  }

  @Post('get_vacancy_counts')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'How many vacancies the company has per status: { counts: { draft, approval, returned, published } }. 404 COMPANY_NOT_FOUND for a non-member.',
  })
  @ApiOkResponse({ type: VacancyCountsAnswer })
  async counts(@Body() body: CompanyIdBody, @CurrentUser() user: AuthUser): Promise<Payload<VacancyCountsAnswer>> {
    return { counts: await this.queries.execute(new GetVacancyCountsQuery(user.userId, body.company_id)) };
  }

  @Post('get_actual_vacancies')
  @HttpCode(200)
  @ApiOperation({ summary: 'Published vacancies of the company, newest first, at most 50: { vacancies }. 404 COMPANY_NOT_FOUND.' })
  @ApiOkResponse({ type: ActualVacanciesAnswer })
  async actual(
    @Body() body: CompanyIdBody,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ActualVacanciesAnswer>> {
    return { vacancies: await this.queries.execute(new GetActualVacanciesQuery(user.userId, body.company_id, req.lang)) };
  }
}
