import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../../shared/auth/authenticated.js';
import { normalPhone } from '../../shared/http/fields/validators.js';
import { LegacyQueryToken } from '../../shared/http/legacy-query-token.js';
import { CreateProfileCommand } from '../commands/create-profile.js';
import { SetOfficePresenceCommand } from '../commands/set-office-presence.js';
import { SetStepCommand } from '../commands/set-step.js';
import { UpdateProfileCommand } from '../commands/update-profile.js';
import type { ProfileFields } from '../domain/user.entity.js';
import { isStatusOnly, ProfileCreateDto, SetStepDto, UpdateProfileDto } from './profile.dto.js';
import { userDataReply } from './user-data.reply.js';
import { OkResponse, type Payload } from '../../shared/http/ok-response.js';
import { UserDataAnswer } from './user-data.responses.js';

function profileFields(body: Pick<ProfileCreateDto, 'lname' | 'name' | 'sname' | 'birth_date' | 'gender_id' | 'phone'>): ProfileFields {
  return {
    lname: body.lname,
    name: body.name,
    sname: body.sname ?? null,
    birthDate: body.birth_date,
    genderId: body.gender_id,
    phone: normalPhone(body.phone),
  };
}

/** The signed-in user and the personal profile. */
@ApiTags('profile')
@Controller('profile')
@Authenticated()
@ApiSecurity('userToken')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('get_userInfo')
  @LegacyQueryToken()
  @ApiOperation({ summary: 'The signed-in user (user_data).' })
  @ApiOkResponse({ type: UserDataAnswer })
  async userInfo(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<UserDataAnswer>> {
    return userDataReply(this.queries, user.userId, req.lang, user.sessionId);
  }

  @Post('get_userInfo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Same as GET, for older clients.' })
  @ApiOkResponse({ type: UserDataAnswer })
  async userInfoPost(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Payload<UserDataAnswer>> {
    return userDataReply(this.queries, user.userId, req.lang, user.sessionId);
  }

  @Post('profileCreate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create the personal profile once. 409 PROFILE_ALREADY_CREATED, PHONE_LOCKED.' })
  @ApiOkResponse({ type: UserDataAnswer })
  async profileCreate(
    @Body() body: ProfileCreateDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<UserDataAnswer>> {
    await this.commands.execute(new CreateProfileCommand(user.userId, profileFields(body)));
    return userDataReply(this.queries, user.userId, req.lang, user.sessionId);
  }

  @Post('updateProfile')
  @HttpCode(200)
  @ApiOperation({ summary: 'Update the whole profile, or only office_presence_status_id. 409 PROFILE_NOT_CREATED, PHONE_LOCKED.' })
  @ApiOkResponse({ type: UserDataAnswer })
  async updateProfile(
    @Body() body: UpdateProfileDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<Payload<UserDataAnswer>> {
    if (isStatusOnly(body)) {
      await this.commands.execute(new SetOfficePresenceCommand(user.userId, body.office_presence_status_id!));
    } else {
      const fields = profileFields(
        body as Required<Pick<UpdateProfileDto, 'lname' | 'name' | 'birth_date' | 'gender_id' | 'phone'>> & UpdateProfileDto,
      );
      const contacts = {
        otherEmails: (body.otherEmails ?? []).map((email) => email.toLowerCase()),
        otherPhones: (body.otherPhones ?? []).map(normalPhone),
        socials: (body.socials ?? []).map((social) => ({ type: social.type, name: social.name })),
      };
      await this.commands.execute(new UpdateProfileCommand(user.userId, fields, contacts, body.email, body.office_presence_status_id));
    }
    return userDataReply(this.queries, user.userId, req.lang, user.sessionId);
  }
}

@ApiTags('profile')
@Controller('set_step')
export class StepController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ApiSecurity('userToken')
  @ApiOperation({ summary: "Remember the user's interface step (0-1000), answered as user_data.step." })
  @ApiOkResponse({ type: OkResponse })
  async setStep(@Body() body: SetStepDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new SetStepCommand(user.userId, body.step));
  }
}
