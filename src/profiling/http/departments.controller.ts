import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { AddDepartmentCommand } from '../commands/add-department.js';
import { EditDepartmentCommand } from '../commands/edit-department.js';
import { RemoveDepartmentCommand } from '../commands/remove-department.js';
import { CheckDepartmentsQuery } from '../queries/check-departments.query.js';
import { GetDepartmentQuery } from '../queries/get-department.query.js';
import { GetDepartmentsQuery } from '../queries/get-departments.query.js';
import type { DepartmentView } from '../queries/read/profile-view.js';
import { DepartmentAnswer, DepartmentListAnswer, DepartmentSavedAnswer, DepartmentsCheckAnswer } from './departments.responses.js';
import { CompanyIdBody, DepartmentDto, DepartmentIdDto, EditDepartmentDto } from './profiling.dto.js';
import { DecidedAccess, ProfileAccess, ProfileAccessGuard } from './profile-access.guard.js';
import type { CompanyAccess } from '../domain/access.rules.js';
import { type Id } from '../../shared/domain/id.js';

type List = Payload<DepartmentListAnswer>;
const WRITE =
  ' 409 DEPARTMENT_DUPLICATE (name trimmed, case-insensitive), 400 VALIDATION_FAILED (address.N not among s_offices unless is_new_address), 404 COMPANY_NOT_FOUND, 403 COMPANY_FORBIDDEN / COMPANY_NOT_VERIFIED.';

/** The department stage. */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
@UseGuards(ProfileAccessGuard)
export class DepartmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async list(user: AuthUser, companyId: Id, req: FastifyRequest): Promise<List> {
    return { data: { tl_lists: await this.queries.execute(new GetDepartmentsQuery(user.userId, companyId, req.lang)) } };
  }

  private one(user: AuthUser, companyId: Id, id: Id, req: FastifyRequest): Promise<DepartmentView> {
    return this.queries.execute(new GetDepartmentQuery(user.userId, companyId, id, req.lang));
  }

  @Get('get_list_departments')
  @ApiOperation({ summary: 'data.tl_lists: the departments of the company. 404 COMPANY_NOT_FOUND.' })
  @ApiOkResponse({ type: DepartmentListAnswer })
  async getList(@Query() query: CompanyIdBody, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<List> {
    return this.list(user, query.company_id, req);
  }

  @Post('add_new_department')
  @LimitWrites()
  @ProfileAccess('manageDepartments')
  @HttpCode(200)
  @ApiOperation({ summary: `Add a department: idItem (tl_lists) or a new local name, manager, addresses.${WRITE}` })
  @ApiOkResponse({ type: DepartmentSavedAnswer })
  async add(
    @Body() body: DepartmentDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<DepartmentSavedAnswer>> {
    const id = await this.commands.execute(new AddDepartmentCommand(access, body));
    return { department: await this.one(user, body.company_id, id, req), ...(await this.list(user, body.company_id, req)) };
  }

  @Post('get_info_department')
  @HttpCode(200)
  @ApiOperation({ summary: 'One department. 404 DEPARTMENT_NOT_FOUND, 404 COMPANY_NOT_FOUND.' })
  @ApiOkResponse({ type: DepartmentAnswer })
  async info(@Body() body: DepartmentIdDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<DepartmentAnswer>> {
    return { department: await this.one(user, body.company_id, body.id, req) };
  }

  @Post('edit_department')
  @LimitWrites()
  @ProfileAccess('manageDepartments')
  @HttpCode(200)
  @ApiOperation({ summary: `Change a department (same fields as add).${WRITE}` })
  @ApiOkResponse({ type: DepartmentSavedAnswer })
  async edit(
    @Body() body: EditDepartmentDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<DepartmentSavedAnswer>> {
    await this.commands.execute(new EditDepartmentCommand(access, body.id, body));
    return { department: await this.one(user, body.company_id, body.id, req), ...(await this.list(user, body.company_id, req)) };
  }

  @Post('delete_department')
  @LimitWrites()
  @ProfileAccess('manageDepartments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a department. 404 DEPARTMENT_NOT_FOUND; access errors as add.' })
  @ApiOkResponse({ type: DepartmentListAnswer })
  async remove(
    @Body() body: DepartmentIdDto,
    @DecidedAccess() access: CompanyAccess,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<List> {
    await this.commands.execute(new RemoveDepartmentCommand(access, body.id));
    return this.list(user, body.company_id, req);
  }

  @Post('check_departments_adresses')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether the department stage is complete: at least one department, each with manager and an address. 404 COMPANY_NOT_FOUND.',
  })
  @ApiOkResponse({ type: DepartmentsCheckAnswer })
  async check(
    @Body() body: CompanyIdBody,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<DepartmentsCheckAnswer>> {
    return { data: await this.queries.execute(new CheckDepartmentsQuery(user.userId, body.company_id, req.lang)) };
  }
}
