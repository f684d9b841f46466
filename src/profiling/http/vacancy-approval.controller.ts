import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AnswerVacancyApprovalCommand } from '../commands/answer-vacancy-approval.js';
import { SendVacancyCommand } from '../commands/send-vacancy.js';
import { GetVacancyQuery } from '../queries/get-vacancy.query.js';
import { GetVacancyApproversQuery } from '../queries/vacancy-approval.js';
import { GetApprovalRequestsQuery } from '../queries/approval-requests.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { CompanyIdBody } from './profiling.dto.js';
import { AnswerVacancyApprovalDto, SendVacancyDto } from './vacancy-approval.dto.js';
import { DecidedAccess, ProfileAccess, ProfileAccessGuard } from './profile-access.guard.js';
import type { CompanyAccess } from '../domain/access.rules.js';
import { VacancyAnswer } from './vacancies.responses.js';
import { ApprovalRequestsAnswer, VacancyApproversAnswer } from './vacancy-approval.responses.js';
import { type Id } from '../../shared/domain/id.js';

const ACCESS = '404 COMPANY_NOT_FOUND (not a member), 404 VACANCY_NOT_FOUND';

/** Sending a vacancy and the colleagues' approval. */
@ApiTags('profiling')
@ApiSecurity('userToken')
@Authenticated()
@Controller('profiling')
@UseGuards(ProfileAccessGuard)
export class VacancyApprovalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The vacancy as it is after the change, read afresh (the command ran in its own transaction), with the access the request decided. */
  private async view(access: CompanyAccess, vacancyId: Id, req: FastifyRequest): Promise<Payload<VacancyAnswer>> {
    return { vacancy: await this.queries.execute(new GetVacancyQuery(access, vacancyId, req.lang, 'author-or-right')) };
  }

  @Post('send_vacancy')
  @LimitWrites()
  @ProfileAccess('read')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Send a complete draft or returned vacancy: no approvers = published at once; otherwise status approval and an e-mail to each approver. ' +
      `${ACCESS}, 403 COMPANY_FORBIDDEN (neither author nor vacancies right) / COMPANY_NOT_VERIFIED, 409 VACANCY_NOT_EDITABLE, 409 VACANCY_INCOMPLETE, 400 APPROVER_NOT_MEMBER (approvers.N).`,
  })
  @ApiOkResponse({ type: VacancyAnswer })
  async send(
    @Body() body: SendVacancyDto,
    @DecidedAccess() access: CompanyAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VacancyAnswer>> {
    await this.commands.execute(new SendVacancyCommand(access, body.vacancy_id, body.approvers));
    return this.view(access, body.vacancy_id, req);
  }

  @Post('answer_vacancy_approval')
  @LimitWrites()
  @ProfileAccess('read')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A pending approver approves, or declines with a comment (the vacancy returns to its author). The last approval publishes it; the author gets an e-mail per answer. ' +
      `${ACCESS}, 409 APPROVAL_NOT_PENDING (not asked, or answered already), 400 VALIDATION_FAILED (decision; comment required to decline).`,
  })
  @ApiOkResponse({ type: VacancyAnswer })
  async answer(
    @Body() body: AnswerVacancyApprovalDto,
    @DecidedAccess() access: CompanyAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VacancyAnswer>> {
    await this.commands.execute(new AnswerVacancyApprovalCommand(access, body.vacancy_id, body.decision, body.comment));
    return this.view(access, body.vacancy_id, req);
  }

  @Post('get_approval_requests')
  @HttpCode(200)
  @ApiOperation({ summary: 'The vacancies waiting for the caller’s approval, across the caller’s companies, newest first.' })
  @ApiOkResponse({ type: ApprovalRequestsAnswer })
  async requests(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<ApprovalRequestsAnswer>> {
    return { requests: await this.queries.execute(new GetApprovalRequestsQuery(user.userId, req.lang)) };
  }

  @Post('get_vacancy_approvers')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The confirmed members of the company but the caller ({user_id, name, role}), who may be asked to approve. 404 COMPANY_NOT_FOUND.',
  })
  @ApiOkResponse({ type: VacancyApproversAnswer })
  async approvers(@Body() body: CompanyIdBody, @CurrentUser() user: AuthUser): Promise<Payload<VacancyApproversAnswer>> {
    return { users: await this.queries.execute(new GetVacancyApproversQuery(user.userId, body.company_id)) };
  }
}
