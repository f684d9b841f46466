import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PreparedSql } from '../../shared/database/prepared-sql.js';
import { readCounters, type VerificationCounters } from '../queries/company-rows.js';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { FindVerificationCompaniesQuery } from '../queries/find-companies.js';
import { ListVerificationCompaniesQuery } from '../queries/list-companies.js';
import { QuickSearchVerificationQuery } from '../queries/quick-search.js';
import { CompaniesListDto, DEFAULT_PAGE_SIZE, FindCompaniesDto, QuickSearchDto } from './verifier-search.dto.js';
import { VerifierOnlyGuard } from './verifier-only.guard.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { VerifierFindAnswer, VerifierListAnswer, VerifierQuickSearchAnswer } from './verifier.responses.js';

/**
 * The verifier's company list and searches. Only verifiers: 401 without
 * a session, 403 VERIFIER_ONLY for other roles. Without `sort` a list shows the newest first.
 */
@ApiTags('verifier')
@ApiSecurity('userToken')
@Authenticated()
@UseGuards(VerifierOnlyGuard)
@Controller('verifier')
export class VerifierSearchController {
  constructor(
    private readonly queries: QueryBus,
    private readonly sql: PreparedSql,
  ) {}

  @Post('getVerificationCounters')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The statistics block alone (after a live update): companiesAll, …UnderConsideration, …Active, …Reject, …Deleted, …Overdue.',
  })
  counters(): Promise<VerificationCounters> {
    return readCounters(this.sql);
  }

  @Post('getVerificationCompaniesList')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'One page of a tab (all, UnderConsideration, active, reject, deleted), narrowed by filter (filter_companies id) and assigned (mine, unassigned), sorted by any column: companies, total, page, page_size and the counters.',
  })
  @ApiOkResponse({ type: VerifierListAnswer })
  list(@Body() body: CompaniesListDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<VerifierListAnswer>> {
    return this.queries.execute(
      new ListVerificationCompaniesQuery(
        user.userId,
        {
          type: body.type,
          filter: body.filter,
          assigned: body.assigned,
          sort: body.sort ?? 'id',
          order: body.order ?? 'desc',
          page: body.page ?? 1,
          pageSize: body.page_size ?? DEFAULT_PAGE_SIZE,
        },
        req.lang,
      ),
    );
  }

  @Post('searchVerificationCompany')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Quick search: up to 10 companies whose name contains the value (1–2 characters: starts with it), any letter case, or whose code starts with it; match says what to highlight; total stops at 1000 (total_capped).',
  })
  @ApiOkResponse({ type: VerifierQuickSearchAnswer })
  search(@Body() body: QuickSearchDto, @Req() req: FastifyRequest): Promise<Payload<VerifierQuickSearchAnswer>> {
    return this.queries.execute(new QuickSearchVerificationQuery(body.value, req.lang));
  }

  @Post('findListVerificationCompany')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Advanced search (value, companyName, employees, edrCode, activity, product, site, dateFrom, dateTo as YYYY-MM-DD; empty values ignored): list rows with match, sorted and paged like the list; total stops at 1000 (total_capped).',
  })
  @ApiOkResponse({ type: VerifierFindAnswer })
  find(@Body() body: FindCompaniesDto, @Req() req: FastifyRequest): Promise<Payload<VerifierFindAnswer>> {
    const { sort, order, page, page_size: pageSize, ...criteria } = body;
    return this.queries.execute(
      new FindVerificationCompaniesQuery(
        { ...criteria, sort: sort ?? 'id', order: order ?? 'desc', page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE },
        req.lang,
      ),
    );
  }
}
