import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { ChangeCommentCommand } from '../commands/case-comments.js';
import { ClaimCompanyCommand } from '../commands/claim-company.js';
import { DecideCompanyCommand, type Decision } from '../commands/decide-company.js';
import { GetVerificationCompanyInfoQuery, type VerificationCompanyInfo } from '../queries/get-verification-company-info.js';
import { GetVerificationNotificationsQuery } from '../queries/get-verification-notifications.js';
import { GetVerificationReasonsQuery } from '../queries/get-verification-reasons.js';
import {
  ClaimDto,
  EditMessageDto,
  MessageIdDto,
  VerifierRemoveDto,
  SendMessageDto,
  SetVerificationDto,
  VerifierCompanyIdDto,
} from './verifier.dto.js';
import { VerifierOnlyGuard } from './verifier-only.guard.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { VerifierCaseAnswer, VerifierClaimAnswer, VerifierCommentsAnswer, VerifierNoticesAnswer } from './verifier.responses.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * One case of the verifier back office: its view, the decisions, claiming
 * and comments. Only verifiers: 401 without a session, 403 VERIFIER_ONLY for other roles; an id
 * the context never heard of is 404 COMPANY_NOT_FOUND. Every command answers the case after it (with
 * its revision), so the verifier's screen shows it without a second request. (Lists and search live beside it.)
 */
@ApiTags('verifier')
@ApiSecurity('userToken')
@Authenticated()
@UseGuards(VerifierOnlyGuard)
@Controller('verifier')
export class VerifierCaseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private info(user: AuthUser, companyId: Id, req: FastifyRequest): Promise<VerificationCompanyInfo> {
    return this.queries.execute(new GetVerificationCompanyInfoQuery(user.userId, companyId, req.lang));
  }

  /** A comment's answer: every comment, as it always was, and the case after the change (one round trip). */
  private async messages(user: AuthUser, companyId: Id, req: FastifyRequest): Promise<Payload<VerifierCommentsAnswer>> {
    const info = await this.info(user, companyId, req);
    return { messages: info.company.messages, ...info };
  }

  @Post('getVerificationCompanyInfo')
  @HttpCode(200)
  @ApiOperation({
    summary: "One case: the company, the owner's contacts, extracts, history (oldest first), comments, and the list counters.",
  })
  @ApiOkResponse({ type: VerifierCaseAnswer })
  getInfo(
    @Body() body: VerifierCompanyIdDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VerifierCaseAnswer>> {
    return this.info(user, body.company_id, req);
  }

  @Post('setVerificationCompany')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Verify (verification 1) or reject (0: reason_code and/or comment; comment required without reason_code or with "other", stored as a comment). Only a case under consideration; otherwise, or when another verifier decided first, 409 VERIFICATION_STATE_CONFLICT with the current status. The decision settles the submission the verifier looked at (`submission_id`, `data_version` of the case view; without them the case\'s current one): when the company has moved on (an edit of name or code, a new submission), or with `version` when the case changed since, 409 VERIFICATION_STALE_VERSION with the current status, version, submission_id and data_version.',
  })
  @ApiOkResponse({ type: VerifierCaseAnswer, description: 'The case after the decision: the screen shows it without reloading' })
  async decide(
    @Body() body: SetVerificationDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VerifierCaseAnswer>> {
    const decision: Decision =
      body.verification === 1 ? { kind: 'verify' } : { kind: 'reject', reasonCode: body.reason_code ?? null, comment: body.comment ?? '' };
    await this.commands.execute(
      new DecideCompanyCommand(user.userId, body.company_id, decision, req.lang, {
        version: body.version,
        submissionId: body.submission_id,
        dataVersion: body.data_version,
      }),
    );
    return this.info(user, body.company_id, req);
  }

  @Post('removeCompany')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete the company (status 5, is_del 1) and tell its owner; answers the case after it, like a decision. Already deleted: 409 VERIFICATION_STATE_CONFLICT; decided on an older version: 409 VERIFICATION_STALE_VERSION.',
  })
  @ApiOkResponse({ type: VerifierCaseAnswer, description: 'The case after the deletion: the screen shows it without reloading' })
  async remove(
    @Body() body: VerifierRemoveDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VerifierCaseAnswer>> {
    await this.commands.execute(
      new DecideCompanyCommand(user.userId, body.company_id, { kind: 'remove' }, req.lang, { version: body.version }),
    );
    return this.info(user, body.company_id, req);
  }

  @Post('claimVerificationCompany')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'take / release / take_over a case; answers the assignee (or null) and the case after the claim (company and counters, as a decision). Taking a case another verifier holds: 409 VERIFICATION_CLAIM_CONFLICT with that assignee.',
  })
  @ApiOkResponse({
    type: VerifierClaimAnswer,
    description: 'The holder and the case after the claim: the screen shows it without reloading',
  })
  async claim(@Body() body: ClaimDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<VerifierClaimAnswer>> {
    const assignee = await this.commands.execute(new ClaimCompanyCommand(user.userId, body.company_id, body.action));
    return { assignee, ...(await this.info(user, body.company_id, req)) };
  }

  @Post('sendVerificationCompanyMessage')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Add a comment; empty text: 400 with fields.text. Answers every comment of the case and the case after the change (company and counters).',
  })
  @ApiOkResponse({
    type: VerifierCommentsAnswer,
    description: 'The comments and the case after the change: the screen shows it without reloading',
  })
  async send(
    @Body() body: SendMessageDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VerifierCommentsAnswer>> {
    await this.commands.execute(new ChangeCommentCommand(user.userId, body.company_id, { kind: 'send', text: body.text }));
    return this.messages(user, body.company_id, req);
  }

  @Post('editVerificationCompanyMessage')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Change one's own comment (403 COMMENT_NOT_OWN otherwise, 404 COMMENT_NOT_FOUND). Answers the comments and the case after the change.",
  })
  @ApiOkResponse({
    type: VerifierCommentsAnswer,
    description: 'The comments and the case after the change: the screen shows it without reloading',
  })
  async edit(
    @Body() body: EditMessageDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VerifierCommentsAnswer>> {
    await this.commands.execute(
      new ChangeCommentCommand(user.userId, body.company_id, { kind: 'edit', messageId: body.message_id, text: body.text }),
    );
    return this.messages(user, body.company_id, req);
  }

  @Post('removeVerificationCompanyMessage')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Remove one's own comment (403 COMMENT_NOT_OWN otherwise, 404 COMMENT_NOT_FOUND). Answers the comments and the case after the change.",
  })
  @ApiOkResponse({
    type: VerifierCommentsAnswer,
    description: 'The comments and the case after the change: the screen shows it without reloading',
  })
  async removeMessage(
    @Body() body: MessageIdDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<VerifierCommentsAnswer>> {
    await this.commands.execute(new ChangeCommentCommand(user.userId, body.company_id, { kind: 'remove', messageId: body.message_id }));
    return this.messages(user, body.company_id, req);
  }

  @Post('getVerificationNotifications')
  @HttpCode(200)
  @ApiOperation({ summary: 'Companies waiting for a check, newest submission first (50): list of {id, name, update_date, kind}.' })
  @ApiOkResponse({ type: VerifierNoticesAnswer })
  async notifications(): Promise<Payload<VerifierNoticesAnswer>> {
    return { list: await this.queries.execute(new GetVerificationNotificationsQuery()) };
  }

  @Post('getVerificationReasons')
  @HttpCode(200)
  @ApiOperation({ summary: "The preset rejection reasons in the caller's language: list of {code, name}." })
  async reasons(@Req() req: FastifyRequest): Promise<{ list: Array<{ code: string; name: string }> }> {
    return { list: await this.queries.execute(new GetVerificationReasonsQuery(req.lang)) };
  }
}
