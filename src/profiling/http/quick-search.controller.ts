import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { QuickSearchQuery, type QuickSearchHit } from '../queries/quick-search.query.js';
import { HeaderSearchDto } from './quick-search.dto.js';

/** The header's quick search of an ordinary user (spec 000 §6 "Search", §7 "Quick search"). */
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
      'What the caller may see whose name contains the value: their companies, and in the active company its vacancies (name or number), colleagues and departments; at most 5 of each kind. 400 VALIDATION_FAILED (value).',
  })
  async search(@Body() body: HeaderSearchDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ results: QuickSearchHit[] }> {
    return { results: await this.queries.execute(new QuickSearchQuery(user.userId, user.sessionId, body.value, req.lang)) };
  }
}
