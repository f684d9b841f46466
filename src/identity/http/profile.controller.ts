import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { isUploadedFile } from '../../shared/files/multipart.js';
import { CurrentUser, AuthGuard } from '../auth/auth.guard.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { normalizePhone } from '../domain/phone.js';
import { ConfirmEmailCommand, RegisterUserCommand, ResendConfirmEmailCommand } from '../application/registration.commands.js';
import { LoginUserCommand, LogoutUserCommand } from '../application/login.commands.js';
import { ConfirmPhoneCommand, SendPhoneCodeCommand } from '../application/phone.commands.js';
import {
  ChangePasswordCommand,
  ConfirmResetCodeCommand,
  ForgotPasswordCommand,
  ResetPasswordCommand,
} from '../application/password.commands.js';
import { CreateProfileCommand, SetOfficePresenceCommand, UpdateProfileCommand, UploadAvatarCommand } from '../application/profile.commands.js';
import { GetUserInfoQuery } from '../application/queries.js';
import type { AuthUser } from '../application/sessions.js';
import type { UserData } from '../application/user-data.js';
import type { ProfileFields } from '../domain/user.entity.js';
import {
  ChangePasswordDto,
  ConfirmCodeDto,
  ConfirmEmailDto,
  ForgotPasswordDto,
  LoginDto,
  PhoneDto,
  ProfileCreateDto,
  RegistrationDto,
  ResendConfirmEmailDto,
  ResetConfirmPhoneDto,
  ResetPasswordDto,
  UpdateProfileDto,
  UploadFileDto,
  isStatusOnly,
} from './dto.js';

/** Validated by the DTO already; the normal form is what the domain keeps. */
function phoneOf(value: string): string {
  return normalizePhone(value)!;
}

function profileFields(body: Pick<ProfileCreateDto, 'lname' | 'name' | 'sname' | 'birth_date' | 'gender_id' | 'phone'>): ProfileFields {
  return {
    lname: body.lname,
    name: body.name,
    sname: body.sname ?? null,
    birthDate: body.birth_date,
    genderId: body.gender_id,
    phone: phoneOf(body.phone),
  };
}

/** The account calls of spec 000 §7 under /api/v2/profile. */
@ApiTags('profile')
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async userData(userId: string, req: FastifyRequest): Promise<{ user_data: UserData }> {
    return { user_data: await this.queries.execute(new GetUserInfoQuery(userId, req.lang, req.authUser?.sessionId ?? null)) };
  }

  @Post(['registration', 'reg_user'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Register by e-mail and password; queues the confirmation e-mail. 409 EMAIL_TAKEN, 429 per address.' })
  async register(@Body() body: RegistrationDto, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new RegisterUserCommand(body.email, body.password, body.ref, req.lang, req.ip));
  }

  @Post('confirmEmail')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the e-mail with the link token; answers user_data with a session token. 400 TOKEN_INVALID.' })
  async confirmEmail(@Body() body: ConfirmEmailDto, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    const { userId, token } = await this.commands.execute(new ConfirmEmailCommand(body.token, body.remember ?? false));
    const { user_data } = await this.userData(userId, req);
    return { user_data: { ...user_data, token } };
  }

  @Post('resendConfirmEmail')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the confirmation e-mail again (same answer for unknown e-mails). 429 within 90 s.' })
  async resendConfirmEmail(@Body() body: ResendConfirmEmailDto, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new ResendConfirmEmailCommand(body.email, body.ref, req.ip));
  }

  @Post('loginUser')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in by e-mail or confirmed phone. Unconfirmed e-mail: user_data without token and a fresh confirmation e-mail. 401 INVALID_CREDENTIALS, 429 after repeated failures.',
  })
  async login(@Body() body: LoginDto, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    const { userId, token } = await this.commands.execute(
      new LoginUserCommand(body.identifier, body.password, body.remember ?? false, req.lang, req.ip, body.ref),
    );
    const { user_data } = await this.userData(userId, req);
    return { user_data: token ? { ...user_data, token } : user_data };
  }

  @Post('logoutUser')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'End this session; its token stops working.' })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new LogoutUserCommand(user.sessionId));
  }

  @Get('get_userInfo')
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'The signed-in user (user_data).' })
  async userInfo(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    return this.userData(user.userId, req);
  }

  @Post('get_userInfo')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Same as GET, for older clients.' })
  async userInfoPost(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    return this.userData(user.userId, req);
  }

  @Post('profileCreate')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Create the personal profile once. 409 PROFILE_ALREADY_CREATED, PHONE_LOCKED, PHONE_TAKEN.' })
  async profileCreate(@Body() body: ProfileCreateDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    await this.commands.execute(new CreateProfileCommand(user.userId, profileFields(body)));
    return this.userData(user.userId, req);
  }

  @Post('updateProfile')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Update the whole profile, or only office_presence_status_id. 409 PROFILE_NOT_CREATED, PHONE_LOCKED, PHONE_TAKEN.' })
  async updateProfile(@Body() body: UpdateProfileDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    if (isStatusOnly(body)) {
      await this.commands.execute(new SetOfficePresenceCommand(user.userId, body.office_presence_status_id!));
    } else {
      const fields = profileFields(body as Required<Pick<UpdateProfileDto, 'lname' | 'name' | 'birth_date' | 'gender_id' | 'phone'>> & UpdateProfileDto);
      const contacts = {
        otherEmails: (body.otherEmails ?? []).map((email) => email.toLowerCase()),
        otherPhones: (body.otherPhones ?? []).map(phoneOf),
        socials: (body.socials ?? []).map((social) => ({ type: social.type, name: social.name })),
      };
      await this.commands.execute(new UpdateProfileCommand(user.userId, fields, contacts, body.email, body.office_presence_status_id));
    }
    return this.userData(user.userId, req);
  }

  @Post('uploadFile')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload the avatar (type=avatar): JPEG, PNG or WebP by magic bytes, at most 5 MB. 413 FILE_TOO_LARGE, 415 FILE_TYPE_UNSUPPORTED.' })
  async uploadFile(@Body() _body: UploadFileDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    const file = (req.body as Record<string, unknown> | undefined)?.file;
    if (!isUploadedFile(file)) throw IdentityErrors.fileRequired();
    await this.commands.execute(new UploadAvatarCommand(user.userId, file));
    return this.userData(user.userId, req);
  }

  @Post('confirmPhoneSendSms')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Send a 6-digit code to the phone to confirm. 409 PHONE_TAKEN, PHONE_LOCKED, PHONE_ALREADY_CONFIRMED; 429 within 90 s or over the hourly limits.' })
  async confirmPhoneSendSms(@Body() body: PhoneDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new SendPhoneCodeCommand(user.userId, phoneOf(body.phone), req.ip));
  }

  @Post('confirmPhone')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Confirm the phone with the SMS code. 400 CODE_INVALID / CODE_EXPIRED, 429 CODE_ATTEMPTS_EXCEEDED, 409 PHONE_TAKEN.' })
  async confirmPhone(@Body() body: ConfirmCodeDto, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ user_data: UserData }> {
    await this.commands.execute(new ConfirmPhoneCommand(user.userId, body.confirm_phone_code, req.ip));
    return this.userData(user.userId, req);
  }

  @Post('forgotPassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'Recovery by e-mail (link) or phone (SMS code); the same answer whether or not the account exists. 429 within 90 s.' })
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() req: FastifyRequest): Promise<void> {
    const target = body.email !== undefined ? { email: body.email, ref: body.ref } : { phone: phoneOf(body.phone!) };
    await this.commands.execute(new ForgotPasswordCommand(target, req.ip));
  }

  @Post('resetPasswordConfirmPhone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the recovery SMS code for a reset_password_token. 400 CODE_INVALID, 429 CODE_ATTEMPTS_EXCEEDED.' })
  async resetPasswordConfirmPhone(@Body() body: ResetConfirmPhoneDto, @Req() req: FastifyRequest): Promise<{ reset_password_token: string }> {
    const { resetToken } = await this.commands.execute(new ConfirmResetCodeCommand(phoneOf(body.phone), body.confirm_phone_code, req.ip));
    return { reset_password_token: resetToken };
  }

  @Post('resetPassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; every session of the account ends. 400 TOKEN_INVALID.' })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<void> {
    await this.commands.execute(new ResetPasswordCommand(body.reset_password_token, body.new_password));
  }

  @Post('changePassword')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiSecurity('userToken')
  @ApiOperation({ summary: 'Change the password; other sessions end. 400 WRONG_PASSWORD, 429 after repeated failures.' })
  async changePassword(@Body() body: ChangePasswordDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.commands.execute(new ChangePasswordCommand(user.userId, user.sessionId, body.currentPassword, body.password));
  }
}
