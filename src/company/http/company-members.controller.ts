import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../shared/auth/authenticated.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { Payload } from '../../shared/http/ok-response.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { ConfirmMembershipCommand } from '../commands/confirm-membership.js';
import { InviteMembersCommand, type Invitee } from '../commands/invite-members.js';
import type { MemberRef } from '../services/member-ref.js';
import { RemoveMemberCommand } from '../commands/remove-member.js';
import { UpdateMemberRightsCommand } from '../commands/update-member-rights.js';
import { SearchUserQuery } from '../queries/members.query.js';
import { ListMembersQuery, type MemberView } from '../queries/list-members.query.js';
import { GetInvitationQuery } from '../queries/invitation.query.js';
import {
  AddAdminDto,
  AddDeputiesDto,
  AddUserDto,
  ConfirmMembershipDto,
  InvitationTokenDto,
  MemberRefDto,
  SearchUserDto,
  UpdateUserDto,
} from './company-members.dto.js';
import {
  ConfirmMembershipResponse,
  DeputiesResponse,
  InvitationResponse,
  MembersResponse,
  SearchUserResponse,
} from './company-members.responses.js';
import { CompanyIdDto } from './company.dto.js';
import type { Id } from '../../shared/domain/id.js';

function invalid(fields: Record<string, MessageKey>): DomainError {
  return DomainError.badRequest('VALIDATION_FAILED', 'error.validation', fields);
}

/**
 * Members of a company: administrator, deputies and users. Only members with the
 * manageMembers right reach them (404 to strangers, 403 COMPANY_FORBIDDEN to the rest); every
 * added person stays "awaiting" until they use the e-mailed invitation link.
 */
@ApiTags('company')
@ApiSecurity('userToken')
@Authenticated()
@Controller('company')
export class CompanyMembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async members(user: AuthUser, companyId: Id, role: 'deputy' | null = null): Promise<MemberView[]> {
    return this.queries.execute(new ListMembersQuery(user.userId, companyId, role));
  }

  /** The command resolves an e-mail itself, after the caller's membership and rights. */
  private memberRef(body: MemberRefDto): MemberRef {
    return body.user_id ? { userId: body.user_id } : { email: body.email! };
  }

  @Post('searchUser')
  @HttpCode(200)
  @ApiOperation({ summary: 'A registered user by exact e-mail: user {id, email, names, is_member} or null.' })
  @ApiOkResponse({ type: SearchUserResponse })
  async search(@Body() body: SearchUserDto, @CurrentUser() user: AuthUser): Promise<Payload<SearchUserResponse>> {
    return { user: await this.queries.execute(new SearchUserQuery(user.userId, body.company_id, body.email)) };
  }

  @Post('get_companyUsers')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every member with role, s_access_z and access status (confirmed / awaiting).' })
  @ApiOkResponse({ type: MembersResponse })
  async list(@Body() body: CompanyIdDto, @CurrentUser() user: AuthUser): Promise<Payload<MembersResponse>> {
    return { users: await this.members(user, body.company_id) };
  }

  @Post('addUserToCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Invite a registered user by e-mail with s_access_z rights, as an ordinary user unless `role` says administrator or deputy (awaiting until the e-mailed link is used). 404 USER_NOT_FOUND, 409 MEMBER_EXISTS.',
  })
  @ApiOkResponse({ type: MembersResponse })
  async addUser(@Body() body: AddUserDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<MembersResponse>> {
    await this.commands.execute(
      new InviteMembersCommand(
        user.userId,
        body.company_id,
        body.role ?? 'user',
        [{ email: body.email, rights: body.s_access_z, field: 'email' }],
        req.lang,
      ),
    );
    return { users: await this.members(user, body.company_id) };
  }

  @Post('updateUserToCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'New s_access_z rights of a deputy or user, and with `role` a new role (appoint an administrator, or make one a deputy or user again), by user_id or email; the person gets an e-mail. 404 MEMBER_NOT_FOUND (no such account or not a member, alike); an email counts against the searchUser allowance (429).',
  })
  @ApiOkResponse({ type: MembersResponse })
  async updateUser(@Body() body: UpdateUserDto, @CurrentUser() user: AuthUser): Promise<Payload<MembersResponse>> {
    await this.commands.execute(
      new UpdateMemberRightsCommand(user.userId, body.company_id, this.memberRef(body), body.s_access_z, body.role ?? null),
    );
    return { users: await this.members(user, body.company_id) };
  }

  @Post('removeUserFromCompany')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Remove a member (not the owner; by user_id or email): their access ends at once. 404 MEMBER_NOT_FOUND (no such account or not a member, alike); an email counts against the searchUser allowance (429).',
  })
  @ApiOkResponse({ type: MembersResponse })
  async removeUser(@Body() body: MemberRefDto, @CurrentUser() user: AuthUser): Promise<Payload<MembersResponse>> {
    await this.commands.execute(new RemoveMemberCommand(user.userId, body.company_id, this.memberRef(body)));
    return { users: await this.members(user, body.company_id) };
  }

  @Post('add_company_admin')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Appoint the administrator: is_admin 0 the caller (the owner already holds every administrator right), 1 another person: their account if the e-mail has one, else one made from the form without a password (password and confirm are never stored: the person chooses theirs from the invitation). 409 MEMBER_EXISTS.',
  })
  @ApiOkResponse({ type: MembersResponse })
  async addAdmin(@Body() body: AddAdminDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<MembersResponse>> {
    const problems: Record<string, MessageKey> = {};
    if (body.agreement !== true) problems.agreement = 'company.agreement';
    if (body.is_admin === 1) {
      if (!body.surname) problems.surname = 'validation.required';
      if (!body.first_name) problems.first_name = 'validation.required';
      if (!body.tel) problems.tel = 'validation.required';
    }
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const invitees: Invitee[] =
      body.is_admin === 1
        ? [
            {
              email: body.email!,
              rights: [],
              field: 'email',
              account: { lname: body.surname!, name: body.first_name!, sname: body.middle_name ?? null, phone: body.tel ?? null },
            },
          ]
        : [];
    await this.commands.execute(new InviteMembersCommand(user.userId, body.company_id, 'administrator', invitees, req.lang));
    return { users: await this.members(user, body.company_id) };
  }

  @Post('add_company_deputy')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Add deputies with s_access_z rights (their accounts if the e-mails have ones, else accounts made from the form without a password: password and confirm are never stored, each person chooses theirs from the invitation), each awaiting its e-mailed link. 400 DEPUTY_DUPLICATE ("Заместитель с таким адресом уже добавлен!"), 409 MEMBER_EXISTS.',
  })
  @ApiOkResponse({ type: DeputiesResponse })
  async addDeputies(
    @Body() body: AddDeputiesDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<DeputiesResponse>> {
    const invitees: Invitee[] = body.deputies.map((deputy, index) => ({
      email: deputy.email,
      rights: deputy.s_access_z,
      field: `deputies.${index}.email`,
      account: { lname: deputy.last_name, name: deputy.first_name, sname: deputy.middle_name || null, phone: deputy.tel },
    }));
    await this.commands.execute(new InviteMembersCommand(user.userId, body.company_id, 'deputy', invitees, req.lang));
    return { deputies: await this.members(user, body.company_id, 'deputy') };
  }

  @Post('get_company_deputy')
  @HttpCode(200)
  @ApiOperation({ summary: 'The deputies of the company with their s_access_z rights and access status.' })
  @ApiOkResponse({ type: DeputiesResponse })
  async deputies(@Body() body: CompanyIdDto, @CurrentUser() user: AuthUser): Promise<Payload<DeputiesResponse>> {
    return { deputies: await this.members(user, body.company_id, 'deputy') };
  }
}

/** The invitation link's calls: the token alone proves the address, so no session is needed. */
@ApiTags('company')
@Controller('company')
export class CompanyInvitationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('getInvitation')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The invitation of a link's token, without using it: company, role, the invited e-mail and set_password (the account was made for the invitation and has no password yet). 400 INVITE_INVALID.",
  })
  @ApiOkResponse({ type: InvitationResponse })
  async invitation(@Body() body: InvitationTokenDto, @Req() req: FastifyRequest): Promise<Payload<InvitationResponse>> {
    return this.queries.execute(new GetInvitationQuery(body.token, req.lang));
  }

  @Post('confirmMembership')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Confirm a membership with the invitation link's token (single use, 7 days): company_id. An account made for the invitation needs `password` (and `confirm`), which becomes its password: 400 PASSWORD_REQUIRED without it; 409 PASSWORD_ALREADY_SET when the account has one meanwhile. 400 INVITE_INVALID.",
  })
  @ApiOkResponse({ type: ConfirmMembershipResponse })
  async confirm(@Body() body: ConfirmMembershipDto): Promise<Payload<ConfirmMembershipResponse>> {
    const { companyId } = await this.commands.execute(new ConfirmMembershipCommand(body.token, body.password ?? null));
    return { company_id: companyId };
  }
}
