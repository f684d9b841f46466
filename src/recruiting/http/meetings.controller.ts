import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AddMeetingCommand } from '../commands/add-meeting.js';
import { CancelMeetingCommand } from '../commands/cancel-meeting.js';
import { UpdateMeetingCommand } from '../commands/update-meeting.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { CheckMeetingConflictsQuery } from '../queries/check-meeting-conflicts.js';
import { GetMeetingsQuery } from '../queries/get-meetings.js';
import type { MeetingRequest } from '../services/meetings.js';
import { AddMeetingDto, CheckMeetingConflictsDto, GetMeetingsDto, MeetingIdDto, UpdateMeetingDto } from './meetings.dto.js';
import { MeetingAnswer, MeetingConflictsAnswer, MeetingsAnswer } from './meetings.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

const request = (body: AddMeetingDto): MeetingRequest => ({
  title: body.title,
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  officeId: body.office_id ?? null,
  link: body.link ?? null,
  participantIds: body.participant_ids,
  applicationId: body.application_id ?? null,
  inviteCandidate: body.invite_candidate ?? false,
});

const ERRORS =
  '400 VALIDATION_FAILED (title, starts_at/ends_at: ISO with offset, at most 12 hours; office_id or link, one of the two; participant_ids: colleagues, at most 30; invite_candidate: an application whose candidate has an e-mail), 403 FORBIDDEN (an interview without "candidates"), 404 APPLICATION_NOT_FOUND.';

/**
 * Meetings: interviews of applications and colleagues' meetings, each invitee sent an iCalendar
 * invitation. Any member plans a plain meeting with colleagues; an interview needs "candidates".
 */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class MeetingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('add_meeting')
  @Recruiting('member')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary: `Plans a meeting the caller organizes; every invitee gets an e-mail with METHOD:REQUEST (UID, SEQUENCE 0). \`conflicts\`: participants busy then (saved all the same; check_meeting_conflicts asks before). ${ERRORS}`,
  })
  @ApiOkResponse({ type: MeetingAnswer })
  async addMeeting(
    @Body() body: AddMeetingDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<MeetingAnswer>> {
    const id = await this.commands.execute(new AddMeetingCommand(access, request(body), req.lang));
    return this.answer(access, id);
  }

  @Post('update_meeting')
  @Recruiting('member')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary: `Changes a meeting (its organizer; an interview also anyone with "candidates"): the invitees get the same UID with SEQUENCE + 1, a colleague taken off METHOD:CANCEL. ${ERRORS} 404 MEETING_NOT_FOUND, 409 MEETING_CANCELLED.`,
  })
  @ApiOkResponse({ type: MeetingAnswer })
  async updateMeeting(
    @Body() body: UpdateMeetingDto,
    @DecidedAccess() access: RecruitingAccess,
    @Req() req: FastifyRequest,
  ): Promise<Payload<MeetingAnswer>> {
    await this.commands.execute(new UpdateMeetingCommand(access, body.meeting_id, request(body), req.lang));
    return this.answer(access, body.meeting_id);
  }

  @Post('cancel_meeting')
  @Recruiting('member')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancels a meeting: every invitee gets METHOD:CANCEL with its UID. 403 FORBIDDEN (not its organizer), 404 MEETING_NOT_FOUND, 409 MEETING_CANCELLED.',
  })
  @ApiOkResponse({ type: MeetingAnswer })
  async cancelMeeting(@Body() body: MeetingIdDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<MeetingAnswer>> {
    await this.commands.execute(new CancelMeetingCommand(access, body.meeting_id));
    const [meeting] = await this.queries.execute(new GetMeetingsQuery(access, { meetingId: body.meeting_id }));
    return { meeting: meeting!, conflicts: [] };
  }

  @Post('get_meetings')
  @Recruiting('member')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The caller’s meetings overlapping [from, to) (days in the company’s time zone or ISO moments, at most 93 days), cancelled ones flagged, by start.',
  })
  @ApiOkResponse({ type: MeetingsAnswer })
  async getMeetings(@Body() body: GetMeetingsDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<MeetingsAnswer>> {
    return { meetings: await this.queries.execute(new GetMeetingsQuery(access, { from: body.from, to: body.to })) };
  }

  @Post('check_meeting_conflicts')
  @Recruiting('member')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Who of the participants (and the caller) already has a meeting overlapping the time; `meeting_id`: the meeting being changed, left out.',
  })
  @ApiOkResponse({ type: MeetingConflictsAnswer })
  async checkConflicts(
    @Body() body: CheckMeetingConflictsDto,
    @DecidedAccess() access: RecruitingAccess,
  ): Promise<Payload<MeetingConflictsAnswer>> {
    const conflicts = await this.queries.execute(
      new CheckMeetingConflictsQuery(access, body.starts_at, body.ends_at, body.participant_ids, body.meeting_id ?? null),
    );
    return { conflicts };
  }

  private async answer(access: RecruitingAccess, meetingId: string): Promise<Payload<MeetingAnswer>> {
    const [meeting] = await this.queries.execute(new GetMeetingsQuery(access, { meetingId }));
    const conflicts = await this.queries.execute(
      new CheckMeetingConflictsQuery(
        access,
        meeting!.starts_at,
        meeting!.ends_at,
        meeting!.participants.map((person) => person.id),
        meetingId,
      ),
    );
    return { meeting: meeting!, conflicts };
  }
}
