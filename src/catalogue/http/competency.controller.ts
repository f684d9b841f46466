import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { AddCompetencyItemCommand } from '../commands/add-competency-item.js';
import { AddPositionCommand } from '../commands/add-position.js';
import { RemoveCatalogueItemCommand } from '../commands/remove-catalogue-item.js';
import { FAMILIES, FAMILY_NAMES, familyOfCode, type Family } from '../catalogue.types.js';
import { ActiveCompany } from '../queries/active-company.js';
import { ListAllPositionsQuery } from '../queries/list-all-positions.query.js';
import { ListCategoryPositionsQuery } from '../queries/list-category-positions.query.js';
import { ListFamilyItemsQuery } from '../queries/list-family-items.query.js';
import { AddFamilyItemDto, AddPositionDto, AddPositionItemDto, FamilyListQueryDto, RemoveItemDto } from './competency.dto.js';
import { ListEtag, QueryIntoBody } from '../../shared/http/route-flags.js';
import { LegacyQueryToken } from '../../shared/http/legacy-query-token.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import {
  CatalogueItemAnswer,
  CategoriesAnswer,
  CategoryPositionsAnswer,
  FamilyListsAnswer,
  PositionAnswer,
} from './catalogue.responses.js';

const paths = (prefix: string) => FAMILY_NAMES.map((family) => `${prefix}${family}`);

/** The family a path names (`/get_list_kpi/` → kpi). */
function familyOfPath(req: FastifyRequest): Family {
  const path = (req.routeOptions.url ?? req.url).replace(/\/+$/, '');
  const family = FAMILY_NAMES.find((name) => path.endsWith(`_${name}`));
  if (!family) throw DomainError.notFound();
  return family;
}

function positionOf(body: { id_position?: number; idItem?: number }): number {
  const id = body.id_position ?? body.idItem;
  if (id === undefined) throw DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { id_position: 'validation.required' });
  return id;
}

/**
 * The competency catalogues of spec 001 §7 "Positions and catalogues": positions grouped by
 * functionality category, and per position the families func, targets, result, kpi, zun and
 * cases, each with global items and the caller's local ones.
 */
@ApiTags('catalogue')
@ApiSecurity('userToken')
@Authenticated()
// Older-style calls (spec §7) send `?token=` with their fields in the query string.
@LegacyQueryToken()
@Controller()
export class CompetencyController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly activeCompany: ActiveCompany,
  ) {}

  @Get(paths('get_list_'))
  @ListEtag()
  @ApiOperation({ summary: "A family's items of one position (idItem): data.global and data.local (ETag)" })
  @ApiOkResponse({ type: FamilyListsAnswer })
  async list(
    @Query() query: FamilyListQueryDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<FamilyListsAnswer>> {
    const owner = await this.activeCompany.ownerOf(user);
    return { data: await this.queries.execute(new ListFamilyItemsQuery(familyOfPath(req), query.idItem, query.type, req.lang, owner)) };
  }

  @Post(paths('add_new_'))
  // Older-style calls send their fields in the query string.
  @QueryIntoBody()
  @HttpCode(200)
  @ApiOperation({ summary: "Add a local item to a position's family; 409 CATALOGUE_DUPLICATE for a name already there" })
  @ApiOkResponse({ type: CatalogueItemAnswer })
  async add(
    @Body() body: AddFamilyItemDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CatalogueItemAnswer>> {
    const owner = await this.activeCompany.ownerOf(user);
    return {
      data: await this.commands.execute(
        new AddCompetencyItemCommand(familyOfPath(req), positionOf(body), body.type, body.name, owner, req.lang),
      ),
    };
  }

  @Post(paths('remove_'))
  @QueryIntoBody()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Remove a local item the caller added (id_task, id_target, id_result, id_kpi, id_zun, id_case or id); 403 for others and global items',
  })
  @ApiOkResponse({ type: OkResponse })
  async remove(@Body() body: RemoveItemDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<void> {
    const family = familyOfPath(req);
    const idField = FAMILIES[family].idField;
    const id = (body as Record<string, number | undefined>)[idField] ?? body.id;
    if (id === undefined) throw DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [idField]: 'validation.required' });
    await this.commands.execute(new RemoveCatalogueItemCommand('competency', id, await this.activeCompany.removerOf(user), family));
  }

  @Post('add_position_item')
  @QueryIntoBody()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add a local item to a position; `list` names the family (tl_task, tl_target, tl_result, tl_kpi, tl_zun, tl_case)',
  })
  @ApiOkResponse({ type: CatalogueItemAnswer })
  async addPositionItem(
    @Body() body: AddPositionItemDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CatalogueItemAnswer>> {
    const owner = await this.activeCompany.ownerOf(user);
    const family = familyOfCode(body.list)!;
    return {
      data: await this.commands.execute(new AddCompetencyItemCommand(family, positionOf(body), body.type, body.name, owner, req.lang)),
    };
  }

  @Post('add_new_position')
  @QueryIntoBody()
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a local position to a functionality category (id_tl_list)' })
  @ApiOkResponse({ type: PositionAnswer })
  async addPosition(
    @Body() body: AddPositionDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<PositionAnswer>> {
    return {
      data: await this.commands.execute(
        new AddPositionCommand(body.id_tl_list, body.name, await this.activeCompany.ownerOf(user), req.lang),
      ),
    };
  }

  @Post('remove_position')
  @QueryIntoBody()
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a local position the caller added, with its items' })
  @ApiOkResponse({ type: OkResponse })
  async removePosition(@Body() body: RemoveItemDto, @CurrentUser() user: AuthUser): Promise<void> {
    const id = body.id_position ?? body.id;
    if (id === undefined) throw DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { id_position: 'validation.required' });
    await this.commands.execute(new RemoveCatalogueItemCommand('position', id, await this.activeCompany.removerOf(user)));
  }

  @Get('get_list_vacancy')
  @ListEtag()
  @ApiOperation({ summary: 'The positions of one functionality category (idItem; type filters global or local): tl_lists (ETag)' })
  @ApiOkResponse({ type: CategoryPositionsAnswer })
  async categoryPositions(
    @Query() query: FamilyListQueryDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<CategoryPositionsAnswer>> {
    const owner = await this.activeCompany.ownerOf(user);
    return { tl_lists: await this.queries.execute(new ListCategoryPositionsQuery(query.idItem, query.type, req.lang, owner)) };
  }

  @Get('get_list_all_position')
  @ListEtag()
  @ApiOperation({ summary: 'Every functionality category with its positions and their functionality (ETag)' })
  @ApiOkResponse({ type: CategoriesAnswer })
  async allPositions(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<CategoriesAnswer>> {
    return { data: await this.queries.execute(new ListAllPositionsQuery(req.lang, await this.activeCompany.ownerOf(user))) };
  }
}
