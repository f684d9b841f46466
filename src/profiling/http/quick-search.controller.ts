import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { GetHomeInfoQuery } from '../queries/home-info.query.js';
import { QuickSearchQuery } from '../queries/quick-search.query.js';
import { CompanyIdBody } from './profiling.dto.js';
import { HeaderSearchDto } from './quick-search.dto.js';
import { HomeInfoAnswer, QuickSearchAnswer } from './quick-search.responses.js';

/** What the shell and home show of the user's world: the header's quick search and home's info blocks (§2). */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
export class QuickSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Post('quick_search')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'What the caller may see whose name contains the value: their companies, and in the active company its vacancies (name or number), colleagues and departments, and its candidates (name, e-mail, phone, tag, CV text) for a member with the right to see them; at most 5 of each kind. 400 VALIDATION_FAILED (value).',
  })
  @ApiOkResponse({ type: QuickSearchAnswer })
  async search(
    @Body() body: HeaderSearchDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<QuickSearchAnswer>> {
    return { results: await this.queries.execute(new QuickSearchQuery(user.userId, user.sessionId, body.value, req.lang)) };
  }

  @Post('home_info')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Home page info blocks of a company the caller belongs to: colleagues, departments, vacancies by status, and the colleagues' birthdays (MM-DD, name). 404 COMPANY_NOT_FOUND (not a member).",
  })
  @ApiOkResponse({ type: HomeInfoAnswer })
  async homeInfo(@Body() body: CompanyIdBody, @CurrentUser() user: AuthUser): Promise<Payload<HomeInfoAnswer>> {
    return { info: await this.queries.execute(new GetHomeInfoQuery(user.userId, body.company_id)) };
  }
}
