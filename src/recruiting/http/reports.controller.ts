import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { GetFunnelReportQuery } from '../queries/get-funnel-report.query.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';
import { FunnelReportDto } from './reports.dto.js';
import { FunnelReportAnswer } from './reports.responses.js';

/** The hiring reports (docs/recruiting.md "Reports"): the right "reports" (owner and administrator by role). */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class ReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('get_funnel_report')
  @Recruiting('reports')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The hiring funnel of the company or one vacancy: applications that began in the period, each stage entered, conversion, median days in stage, time to hire and to the first answer, sources, rejection reasons, withdrawals, the share decided. 400 VALIDATION_FAILED (from, to), 404 VACANCY_NOT_FOUND, 404 NOT_FOUND (no member), 403 FORBIDDEN (without the right "reports").',
  })
  @ApiOkResponse({ type: FunnelReportAnswer })
  funnel(
    @Body() body: FunnelReportDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<FunnelReportAnswer>> {
    return this.queries.execute(new GetFunnelReportQuery(access, { vacancyId: body.vacancy_id, from: body.from, to: body.to }, req.lang));
  }
}
