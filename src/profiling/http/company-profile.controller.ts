import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { CompleteCompanyProfileCommand } from '../commands/complete-company-profile.js';
import { SaveContactsStepCommand } from '../commands/save-contacts-step.js';
import { SaveGeneralStepCommand } from '../commands/save-general-step.js';
import { SaveManagementStepCommand } from '../commands/save-management-step.js';
import { SaveMissionStepCommand } from '../commands/save-mission-step.js';
import { SaveStructureStepCommand } from '../commands/save-structure-step.js';
import { SetProfileStepCommand } from '../commands/set-profile-step.js';
import { PROFILE_WRITE_ACTIONS } from '../domain/access.rules.js';
import { GetCompanyOfficesQuery } from '../queries/get-company-offices.query.js';
import { GetCompanyProfileQuery } from '../queries/get-company-profile.query.js';
import { CompanyInfoAnswer, CompanyOfficesAnswer } from './company-profile.responses.js';
import { ContactsStepDto } from './contacts.dto.js';
import { DecidedAccess, ProfileAccess, ProfileAccessGuard } from './profile-access.guard.js';
import type { CompanyAccess } from '../domain/access.rules.js';
import { CompanyIdBody, GeneralStepDto, ManagementStepDto, MissionStepDto, SetProfileStepDto, StructureStepDto } from './profiling.dto.js';
import { type Id } from '../../shared/domain/id.js';

type Info = Payload<CompanyInfoAnswer>;
const ACCESS =
  ' 404 COMPANY_NOT_FOUND (not a member), 403 COMPANY_FORBIDDEN (no edit right), 403 COMPANY_NOT_VERIFIED (status ≠ 4), 400 VALIDATION_FAILED with fields.';

/**
 * The company profile wizard: the read and one save
 * per step, each answering the reloaded `company_info` with the server-kept resume `step`.
 */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
@UseGuards(ProfileAccessGuard)
export class CompanyProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async info(user: AuthUser, companyId: Id, req: FastifyRequest): Promise<Info> {
    return { company_info: await this.queries.execute(new GetCompanyProfileQuery({ userId: user.userId, companyId }, req.lang)) };
  }

  @Post('get_company_info')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The company profile (any member reads): fields of the five steps, `step` to resume at, `completed`, `can_edit`, `can_write_vacancies`. 404 COMPANY_NOT_FOUND.',
  })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async get(@Body() body: CompanyIdBody, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Info> {
    return this.info(user, body.company_id, req);
  }

  @Post('set_company_info/general')
  @LimitWrites()
  @ProfileAccess('edit')
  @HttpCode(200)
  @ApiOperation({
    summary: `Step 1: the company's own fields through the company context (409 REVERIFICATION_REQUIRED unless confirm_reverification).${ACCESS}`,
  })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async general(
    @Body() body: GeneralStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new SaveGeneralStepCommand(access, body));
    return this.info(user, body.company_id, req);
  }

  @Post('set_company_info/structure')
  @LimitWrites()
  @ProfileAccess(['editProfile', 'manageDepartments'])
  @HttpCode(200)
  @ApiOperation({
    summary: `Step 2: manager, s_workers, tl_lists (the department list), s_organizational_structure. 409 DEPARTMENT_DUPLICATE.${ACCESS}`,
  })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async structure(
    @Body() body: StructureStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new SaveStructureStepCommand(access, body));
    return this.info(user, body.company_id, req);
  }

  @Post('set_company_info/contacts')
  @LimitWrites()
  @ProfileAccess(['editProfile', 'manageAddresses'])
  @HttpCode(200)
  @ApiOperation({
    summary: `Step 3: legal and actual address (checked against the catalogue), tel, email, website, socials, otherOffices.${ACCESS}`,
  })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async contacts(
    @Body() body: ContactsStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new SaveContactsStepCommand(access, body));
    return this.info(user, body.company_id, req);
  }

  @Post('set_company_info/management')
  @LimitWrites()
  @ProfileAccess('editProfile')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 4: s_selection_stages, training switch, s_training (required while training).${ACCESS}` })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async management(
    @Body() body: ManagementStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new SaveManagementStepCommand(access, body));
    return this.info(user, body.company_id, req);
  }

  @Post('set_company_info/mission')
  @LimitWrites()
  @ProfileAccess('editProfile')
  @HttpCode(200)
  @ApiOperation({ summary: `Step 5: mission, s_values, s_competence (optional).${ACCESS}` })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async mission(
    @Body() body: MissionStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new SaveMissionStepCommand(access, body));
    return this.info(user, body.company_id, req);
  }

  @Post('complete_company_profile')
  @LimitWrites()
  @ProfileAccess('editProfile')
  @HttpCode(200)
  @ApiOperation({ summary: `Marks the company stage done (CompanyProfileCompleted), saving mission fields sent.${ACCESS}` })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async complete(
    @Body() body: MissionStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new CompleteCompanyProfileCommand(access, body));
    return this.info(user, body.company_id, req);
  }

  @Post('set_company_step')
  @LimitWrites()
  @ProfileAccess(PROFILE_WRITE_ACTIONS)
  @HttpCode(200)
  @ApiOperation({ summary: `Records the wizard step shown (1..5), so another device resumes there.${ACCESS}` })
  @ApiOkResponse({ type: CompanyInfoAnswer })
  async setStep(
    @Body() body: SetProfileStepDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Info> {
    await this.commands.execute(new SetProfileStepCommand(access, body.step));
    return this.info(user, body.company_id, req);
  }

  @Get('get_list_company_address')
  @ApiOperation({
    summary: 'data.s_offices: the legal, actual and regional office addresses of the company (duplicates merged). 404 COMPANY_NOT_FOUND.',
  })
  @ApiOkResponse({ type: CompanyOfficesAnswer })
  async offices(
    @Query() query: CompanyIdBody,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CompanyOfficesAnswer>> {
    return { data: { s_offices: await this.queries.execute(new GetCompanyOfficesQuery(user.userId, query.company_id, req.lang)) } };
  }
}
