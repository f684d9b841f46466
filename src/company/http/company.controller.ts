import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { ChooseActiveCompanyCommand } from '../commands/active-company.js';
import { SendActionCodeCommand } from '../commands/action-codes.js';
import { CompanyListActionCommand } from '../commands/archive-company.js';
import { RegisterCompanyCommand } from '../commands/register-company.js';
import { SubmitCompanyCommand } from '../commands/submit-company.js';
import { UpdateCompanyCommand } from '../commands/update-company.js';
import { CompanyErrors } from '../domain/company.errors.js';
import type { CompanySnapshot } from '../domain/company.events.js';
import { GetActiveCompanyQuery, type ActiveCompanyView } from '../queries/active-company.query.js';
import type { CompanyView } from '../queries/company-view.js';
import { GetCompanyInfoQuery } from '../queries/get-company-info.js';
import { GetCompanyListQuery } from '../queries/get-company-list.js';
import { ConfirmedActionDto, RemoveCompanyDto, SendActionCodeDto } from './company-members.dto.js';
import { CompanyIdDto, CompanyListDto, CreateCompanyDto, OptionalCompanyIdDto, SetStatusDto, UpdateCompanyDto } from './company.dto.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { ActiveCompanyAnswer, CompanyDataAnswer, CompanyListResponse, CompanyRegisteredAnswer } from './company.responses.js';
import { storedId, type Id } from '../../shared/domain/id.js';

/**
 * The company calls of spec 001 §7 under /api/v2/company. Every call that names a company answers
 * 404 COMPANY_NOT_FOUND to non-members and 403 COMPANY_FORBIDDEN to members without the right.
 */
@ApiTags('company')
@ApiSecurity('userToken')
@Authenticated()
@Controller('company')
export class CompanyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async info(user: AuthUser, companyId: Id, req: FastifyRequest): Promise<{ company_data: CompanyView }> {
    return { company_data: await this.queries.execute(new GetCompanyInfoQuery(user.userId, companyId, req.lang)) };
  }

  private active(user: AuthUser, req: FastifyRequest): Promise<ActiveCompanyView | null> {
    return this.queries.execute(new GetActiveCompanyQuery(user.userId, user.sessionId, req.lang));
  }

  @Post('createCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Register a company; the caller becomes its owner (status 1) and it becomes this session\'s active company, as loginCompany would make it: company_data and company (what loginCompany answers). 400 VALIDATION_FAILED (code: "Неверный код ЕГРПОУ"), 409 COMPANY_CODE_TAKEN.',
  })
  @ApiOkResponse({ type: CompanyRegisteredAnswer })
  async create(
    @Body() body: CreateCompanyDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyRegisteredAnswer>> {
    const data: CompanySnapshot = {
      name: body.name,
      companyBrand: body.companyBrand ?? null,
      code: body.code,
      employees: body.employees ?? null,
      activity: body.activity ?? null,
      services: body.services ?? null,
      website: body.website ?? null,
    };
    const id = await this.commands.execute(new RegisterCompanyCommand(user.userId, user.sessionId, data));
    const [info, company] = await Promise.all([this.info(user, id, req), this.active(user, req)]);
    return { ...info, company };
  }

  @Post('updateCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Change registration data (fields left out stay). Name or code of a company under consideration or verified: 409 REVERIFICATION_REQUIRED unless confirm_reverification, which sends it back to status 2. 403 COMPANY_FORBIDDEN, 409 COMPANY_CODE_TAKEN.',
  })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async update(
    @Body() body: UpdateCompanyDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    const data: Partial<CompanySnapshot> = {
      name: body.name,
      companyBrand: body.companyBrand,
      code: body.code,
      employees: body.employees,
      activity: body.activity,
      services: body.services,
      website: body.website,
    };
    await this.commands.execute(new UpdateCompanyCommand(user.userId, body.company_id, data, body.confirm_reverification ?? false));
    return this.info(user, body.company_id, req);
  }

  @Post('get_companyList')
  @HttpCode(200)
  @ApiOperation({ summary: "The caller's companies of one tab (sort: my, transfer, archive): company_list of {id, name, role, status}." })
  @ApiOkResponse({ type: CompanyListResponse })
  async list(
    @Body() body: CompanyListDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyListResponse>> {
    return { company_list: await this.queries.execute(new GetCompanyListQuery(user.userId, body.sort, req.lang)) };
  }

  @Post('get_companyInfo')
  @HttpCode(200)
  @ApiOperation({ summary: 'One company (company_data) with its files and what the caller may do there. 404 COMPANY_NOT_FOUND.' })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async infoPost(
    @Body() body: OptionalCompanyIdDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    return this.info(user, await this.companyOrActive(body.company_id, user, req), req);
  }

  @Get('get_companyInfo')
  @ApiOperation({ summary: 'Same as POST; without company_id, the active company.' })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async infoGet(
    @Query() query: OptionalCompanyIdDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    return this.info(user, await this.companyOrActive(query.company_id, user, req), req);
  }

  @Post('loginCompany')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Make the company this session's active company (user_data.company). 404 COMPANY_NOT_FOUND, 409 COMPANY_ALREADY_ARCHIVED (archived by the caller: restore it first).",
  })
  @ApiOkResponse({ type: ActiveCompanyAnswer })
  async login(
    @Body() body: CompanyIdDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ActiveCompanyAnswer>> {
    await this.commands.execute(new ChooseActiveCompanyCommand(user.userId, user.sessionId, body.company_id));
    return { company: await this.active(user, req) };
  }

  @Post('logoutCompany')
  @HttpCode(200)
  @ApiOperation({ summary: "Clear this session's active company." })
  @ApiOkResponse({ type: OkResponse })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new ChooseActiveCompanyCommand(user.userId, user.sessionId, null));
  }

  @Post('set_statusCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'status_id 2: send for verification (from 1, or from 3 after corrections). 409 EXTRACT_REQUIRED without an edr file, 409 COMPANY_STATUS_CONFLICT otherwise.',
  })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async setStatus(
    @Body() body: SetStatusDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    await this.commands.execute(new SubmitCompanyCommand(user.userId, body.company_id));
    return this.info(user, body.company_id, req);
  }

  @Post('sendActionCode')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "SMS a 6-digit code to the caller's confirmed phone for one action (archive, restore, delete) on this company: 10 minutes, 5 attempts, single use, resend after 90 s. 409 PHONE_NOT_CONFIRMED, 429 TOO_MANY_REQUESTS (Retry-After).",
  })
  @ApiOkResponse({ type: OkResponse })
  async sendActionCode(@Body() body: SendActionCodeDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new SendActionCodeCommand(user.userId, body.company_id, body.action, req.ip));
  }

  @Post('add_companyArchive')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Move the company to the caller's Archive tab (every member may), confirmed by confirm_code. 400 CODE_INVALID / CODE_EXPIRED, 409 COMPANY_ALREADY_ARCHIVED.",
  })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async archive(
    @Body() body: ConfirmedActionDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    await this.commands.execute(new CompanyListActionCommand(user.userId, body.company_id, 'archive', body.confirm_code));
    return this.info(user, body.company_id, req);
  }

  @Post('del_companyArchive')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Restore the company to the caller's My Companies tab, confirmed by confirm_code. 400 CODE_INVALID / CODE_EXPIRED, 409 COMPANY_NOT_ARCHIVED.",
  })
  @ApiOkResponse({ type: CompanyDataAnswer })
  async restore(
    @Body() body: ConfirmedActionDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyDataAnswer>> {
    await this.commands.execute(new CompanyListActionCommand(user.userId, body.company_id, 'restore', body.confirm_code));
    return this.info(user, body.company_id, req);
  }

  @Post('companyRemove')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete the company (owner only, status 1 or 3), confirmed by confirm_code (not needed to abandon a draft: status 1, never submitted, no files, no other members): status 5, is_del 1, its code free again. 403 COMPANY_FORBIDDEN, 409 COMPANY_NOT_DELETABLE, 400 CODE_INVALID.',
  })
  @ApiOkResponse({ type: OkResponse })
  async remove(@Body() body: RemoveCompanyDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new CompanyListActionCommand(user.userId, body.company_id, 'delete', body.confirm_code ?? null));
  }

  private async companyOrActive(companyId: Id | undefined, user: AuthUser, req: FastifyRequest): Promise<Id> {
    if (companyId) return companyId;
    const active = await this.active(user, req);
    if (!active) throw CompanyErrors.notFound();
    return storedId(active.id);
  }
}
