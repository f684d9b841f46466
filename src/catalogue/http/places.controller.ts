import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { GetCityQuery } from '../catalogue.contract.js';
import { ActiveCompany } from '../queries/active-company.js';
import { CityAnswers } from '../queries/city-answers.js';
import { ListUniversitiesQuery } from '../queries/list-universities.query.js';
import { SearchStreetsQuery } from '../queries/search-streets.query.js';
import { sendJsonBytes } from '../../shared/http/prepared-answer.js';
import { ListEtag } from '../../shared/http/route-flags.js';
import { ToInt } from './fields.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { CitiesResponse, StreetsResponse, UniversitiesResponse } from './places.responses.js';

export class CitySearchDto {
  @ApiPropertyOptional({ description: 'The typed text; fewer than 3 characters answer an empty list' })
  @IsOptional()
  @MaxLength(100, { message: 'validation.tooLong' })
  @IsString({ message: 'validation.format' })
  citi?: string;
}

export class StreetSearchDto {
  @ApiProperty({ description: 'The city (id of /get_list_cities/)' })
  @ToInt()
  @IsInt({ message: 'validation.notNumber' })
  @IsDefined({ message: 'validation.required' })
  id_city!: number;

  @ApiPropertyOptional({ description: 'The typed text; fewer than 3 characters answer an empty list' })
  @IsOptional()
  @MaxLength(100, { message: 'validation.tooLong' })
  @IsString({ message: 'validation.format' })
  street?: string;
}

export class UniversitySearchDto {
  @ApiPropertyOptional({ description: 'Optional text to match (3+ characters); without it every university' })
  @IsOptional()
  @MaxLength(100, { message: 'validation.tooLong' })
  @IsString({ message: 'validation.format' })
  name?: string;
}

/** Universities, cities (KATOTTG) and streets: the address and education pickers. */
@ApiTags('catalogue')
@ApiSecurity('userToken')
@Authenticated()
@Controller()
export class PlacesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cityAnswers: CityAnswers,
    private readonly activeCompany: ActiveCompany,
  ) {}

  @Get('get_uniwersytet')
  @ListEtag()
  @ApiOperation({ summary: 'Universities of Ukraine: data[] of id_university, name_university (ETag)' })
  @ApiOkResponse({ type: UniversitiesResponse })
  async universities(@Query() query: UniversitySearchDto, @Req() req: FastifyRequest): Promise<Payload<UniversitiesResponse>> {
    return { data: await this.queries.execute(new ListUniversitiesQuery(query.name ?? '', req.lang)) };
  }

  @Get('get_list_cities')
  @ApiOperation({
    summary:
      'Settlements of Ukraine (KATOTTG) matching citi from 3 characters, Ukrainian, romanised or Russian (Киев, Винница), any case and apostrophe',
    description:
      'Places of exactly that name first, then by kind (Kyiv and Sevastopol, cities, settlements, villages), then by match; each with its hromada, raion and region as description.',
  })
  @ApiOkResponse({ type: CitiesResponse })
  async cities(
    @Query() query: CitySearchDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // SearchCitiesQuery's answer, serialized and kept per search key and language (city-answers.ts).
    return sendJsonBytes(reply, await this.cityAnswers.answer(query.citi ?? '', req.lang));
  }

  @Get('get_list_street')
  @ApiOperation({
    summary: 'Streets of a city matching street from 3 characters: data[] of street_ref, name_ua',
    description:
      'The imported streets and those the active company (or the caller without one) added with /add_field_table/ list `streets`.',
  })
  @ApiOkResponse({ type: StreetsResponse })
  async streets(
    @Query() query: StreetSearchDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<StreetsResponse>> {
    if (!(await this.queries.execute(new GetCityQuery(query.id_city, req.lang)))) throw CatalogueErrors.cityNotFound();
    const reader = await this.activeCompany.ownerOf(user);
    return { data: await this.queries.execute(new SearchStreetsQuery(query.id_city, query.street ?? '', reader)) };
  }
}
