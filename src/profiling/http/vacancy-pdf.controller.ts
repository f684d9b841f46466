import { Controller, Get, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LegacyQueryToken } from '../../shared/http/legacy-query-token.js';
import { VacancyPdfErrors } from '../pdf/vacancy-pdf.errors.js';
import { pdfDisposition } from '../pdf/vacancy-pdf.filename.js';
import { VacancyPdfFailedError, VacancyPdfJobs, VacancyPdfTimeoutError } from '../pdf/vacancy-pdf.jobs.js';
import { VacancyIdBody } from './vacancies.dto.js';
import { GetVacancyPdfQuery } from '../queries/get-vacancy-pdf.query.js';

/** The server-made PDF of a vacancy profile, rendered by the worker (src/profiling/pdf). */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
export class VacancyPdfController {
  constructor(
    private readonly queries: QueryBus,
    private readonly jobs: VacancyPdfJobs,
  ) {}

  @Get('vacancy_pdf')
  @LegacyQueryToken()
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF itself (Content-Disposition: attachment, the vacancy number and title in the file name)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiOperation({
    summary:
      "The PDF of a vacancy profile in the caller's language (members of its company; userToken, or ?token= from a link). 404 COMPANY_NOT_FOUND (not a member), 404 VACANCY_NOT_FOUND (unknown or another company's), 503 PDF_UNAVAILABLE (the renderer did not answer in time), 500 PDF_FAILED.",
  })
  async download(
    @Query() query: VacancyIdBody,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { model, number } = await this.queries.execute(new GetVacancyPdfQuery(user.userId, query.company_id, query.vacancy_id, req.lang));
    const pdf = await this.jobs.render(model).catch((error: unknown) => {
      if (error instanceof VacancyPdfTimeoutError) throw VacancyPdfErrors.unavailable();
      if (error instanceof VacancyPdfFailedError) throw VacancyPdfErrors.failed();
      throw error;
    });
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length, disposition: pdfDisposition(number, model.title) });
  }
}
