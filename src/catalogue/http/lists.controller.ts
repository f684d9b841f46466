import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { OptionLists, OptionView } from '../catalogue.contract.js';
import { AddListItemCommand } from '../commands/add-list-item.js';
import { AddStreetCommand } from '../commands/streets.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { COMPANY_FORM_LISTS, isListName, LIST_NAMES, NAME_MAX, POSITION_FORM_LISTS, STREETS_LIST } from '../catalogue.types.js';
import { ActiveCompany } from '../queries/active-company.js';
import { ListAnswers } from '../queries/list-answers.js';
import { sendPrepared } from '../../shared/http/prepared-answer.js';
import { ListEtag, QueryIntoBody } from '../../shared/http/route-flags.js';
import { ToInt, Trim } from './fields.js';
import { LegacyQueryToken } from '../../shared/http/legacy-query-token.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { GroupedListsAnswer, ListItemAddedAnswer, ListsAnswer } from './catalogue.responses.js';

export class AddFieldDto {
  @ApiProperty({ maxLength: NAME_MAX, example: 'Тимбилдинг' })
  @Trim()
  @MaxLength(NAME_MAX, { message: 'validation.tooLong' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsString({ message: 'validation.format' })
  @IsDefined({ message: 'validation.required' })
  name!: string;

  @ApiProperty({ enum: [...LIST_NAMES, STREETS_LIST], example: 's_values' })
  @Trim()
  @IsString({ message: 'validation.format' })
  @IsDefined({ message: 'validation.required' })
  list!: string;

  @ApiPropertyOptional({ description: 'With list `streets`: the city (id of /get_list_cities/)' })
  @ToInt()
  @IsOptional()
  @IsInt({ message: 'validation.notNumber' })
  id_city?: number;
}

/** `/get_lists_create_company/`'s shape: the global items and the caller's local items of each list, in two groups. */
function groups(lists: OptionLists): Payload<GroupedListsAnswer> {
  const global: OptionLists = {};
  const local: OptionLists = {};
  for (const [name, items] of Object.entries(lists) as [keyof OptionLists, OptionView[]][]) {
    global[name] = items.filter((item) => item.type === 'global');
    local[name] = items.filter((item) => item.type !== 'global');
  }
  return { data: { global, local } };
}

/** `/get_list_items/`'s shape: each list with its global and the caller's local items. */
const data = (lists: OptionLists): Payload<ListsAnswer> => ({ data: lists });

/** The dictionary lists of spec 001 §7 "Lists" for signed-in users, and adding a local item. */
@ApiTags('catalogue')
@ApiSecurity('userToken')
@Authenticated()
@Controller()
export class ListsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly activeCompany: ActiveCompany,
    private readonly answers: ListAnswers,
  ) {}

  @Get('get_lists_create_company')
  @ListEtag()
  @ApiOperation({ summary: 'The lists of the company forms, in global and local groups (ETag)' })
  @ApiOkResponse({ type: GroupedListsAnswer })
  async createCompanyLists(
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const owner = await this.activeCompany.ownerOf(user);
    return sendPrepared(reply, await this.answers.answer('get_lists_create_company', COMPANY_FORM_LISTS, req.lang, owner, groups));
  }

  @Get('get_list_items')
  @ListEtag()
  @ApiOperation({ summary: "The lists of the position forms, each with global and the caller's local items (ETag)" })
  @ApiOkResponse({ type: ListsAnswer })
  async positionFormLists(
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const owner = await this.activeCompany.ownerOf(user);
    return sendPrepared(reply, await this.answers.answer('get_list_items', POSITION_FORM_LISTS, req.lang, owner, data));
  }

  @Post('add_field_table')
  @HttpCode(200)
  @QueryIntoBody()
  @LegacyQueryToken()
  @ApiOperation({
    summary: 'Add a local item to a dictionary list (or a street to a city with list `streets` and id_city)',
    description:
      "409 CATALOGUE_DUPLICATE when the name (any letter case, trimmed) exists: 'Это название уже существует в базе данных'. Fields may come in the query string.",
  })
  @ApiOkResponse({ type: ListItemAddedAnswer })
  async addField(
    @Body() body: AddFieldDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<ListItemAddedAnswer>> {
    const owner = await this.activeCompany.ownerOf(user);
    if (body.list === STREETS_LIST) {
      if (body.id_city === undefined)
        throw DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { id_city: 'validation.required' });
      return { data: await this.commands.execute(new AddStreetCommand(body.id_city, body.name, owner)) };
    }
    if (!isListName(body.list)) throw CatalogueErrors.unknownList();
    return { data: await this.commands.execute(new AddListItemCommand(body.list, body.name, owner, req.lang)) };
  }
}
