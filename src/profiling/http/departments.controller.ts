import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { requireAccess } from '../commands/access.js';
import { AddDepartmentCommand, EditDepartmentCommand, findDepartment, RemoveDepartmentCommand } from '../commands/departments.js';
import { companyOffices, departmentView, listDepartments, Names, type DepartmentView } from '../queries/profile-view.js';
import { CompanyIdBody, DepartmentDto, DepartmentIdDto, EditDepartmentDto } from './profiling.dto.js';

type List = { data: { tl_lists: DepartmentView[] } };
const WRITE = ' 409 DEPARTMENT_DUPLICATE (name trimmed, case-insensitive), 400 VALIDATION_FAILED (address.N not among s_offices unless is_new_address), 404 COMPANY_NOT_FOUND, 403 COMPANY_FORBIDDEN / COMPANY_NOT_VERIFIED.';

/** The department stage (spec 001 §7 "Departments"). */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
export class DepartmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
  ) {}

  private names(user: AuthUser, companyId: string, req: FastifyRequest): Promise<Names> {
    return Names.load(this.queries, req.lang, { userId: user.userId, companyId }, ['tl_lists']);
  }

  private async list(user: AuthUser, companyId: string, req: FastifyRequest): Promise<List> {
    return { data: { tl_lists: await listDepartments(this.em, companyId, await this.names(user, companyId, req)) } };
  }

  private async one(user: AuthUser, companyId: string, id: unknown, req: FastifyRequest): Promise<DepartmentView> {
    return departmentView(await findDepartment(this.em, companyId, id), await this.names(user, companyId, req));
  }

  @Get('get_list_departments')
  @ApiOperation({ summary: 'data.tl_lists: the departments of the company. 404 COMPANY_NOT_FOUND.' })
  async getList(@Query() query: CompanyIdBody, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<List> {
    await requireAccess(this.queries, user.userId, query.company_id, 'read');
    return this.list(user, query.company_id, req);
  }

  @Post('add_new_department')
  @HttpCode(200)
  @ApiOperation({ summary: `Add a department: idItem (tl_lists) or a new local name, manager, addresses.${WRITE}` })
  async add(@Body() body: DepartmentDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ department: DepartmentView } & List> {
    const id = await this.commands.execute(new AddDepartmentCommand(user.userId, body.company_id, { ...body }));
    return { department: await this.one(user, body.company_id, id, req), ...(await this.list(user, body.company_id, req)) };
  }

  @Post('get_info_department')
  @HttpCode(200)
  @ApiOperation({ summary: 'One department. 404 DEPARTMENT_NOT_FOUND, 404 COMPANY_NOT_FOUND.' })
  async info(@Body() body: DepartmentIdDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ department: DepartmentView }> {
    await requireAccess(this.queries, user.userId, body.company_id, 'read');
    return { department: await this.one(user, body.company_id, body.id, req) };
  }

  @Post('edit_department')
  @HttpCode(200)
  @ApiOperation({ summary: `Change a department (same fields as add).${WRITE}` })
  async edit(@Body() body: EditDepartmentDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ department: DepartmentView } & List> {
    await this.commands.execute(new EditDepartmentCommand(user.userId, body.company_id, body.id, { ...body }));
    return { department: await this.one(user, body.company_id, body.id, req), ...(await this.list(user, body.company_id, req)) };
  }

  @Post('delete_department')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a department. 404 DEPARTMENT_NOT_FOUND; access errors as add.' })
  async remove(@Body() body: DepartmentIdDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<List> {
    await this.commands.execute(new RemoveDepartmentCommand(user.userId, body.company_id, body.id));
    return this.list(user, body.company_id, req);
  }

  @Post('check_departments_adresses')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether the department stage is complete: at least one department, each with manager and an address. 404 COMPANY_NOT_FOUND.' })
  async check(
    @Body() body: CompanyIdBody,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<{ data: { complete: boolean; departments_without_address: Array<{ id: string; name: string }>; s_offices_count: number } }> {
    await requireAccess(this.queries, user.userId, body.company_id, 'read');
    const { data } = await this.list(user, body.company_id, req);
    const incomplete = data.tl_lists.filter((item) => !item.has_address || !item.manager_surname || !item.manager_name);
    const offices = await companyOffices(this.em, this.queries, body.company_id, req.lang);
    return {
      data: {
        complete: data.tl_lists.length > 0 && incomplete.length === 0,
        departments_without_address: incomplete.map((item) => ({ id: item.id, name: item.name })),
        s_offices_count: offices.length,
      },
    };
  }
}
