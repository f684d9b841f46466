import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import type { Meeting } from '../domain/meeting.entity.js';
import { MeetingErrors } from '../domain/meeting.errors.js';
import { requireMeeting } from '../domain/meeting.repository.js';
import { checkRecruitingAccess, mayRecruit, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { meetingInput, type MeetingRequest } from '../services/meetings.js';

/**
 * Who may change or cancel a meeting: its organizer; for an interview also anyone with
 * "candidates" (the recruiter standing in for a colleague who is away).
 */
export function checkMayChange(access: RecruitingAccess, meeting: Meeting): void {
  if (meeting.organizerId === access.userId) return;
  if (meeting.applicationId && mayRecruit(access, 'manage')) return;
  throw MeetingErrors.notOrganizer();
}

/** `update_meeting`: the same fields as add_meeting; the invitees get the same UID with SEQUENCE + 1. */
export class UpdateMeetingCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly meetingId: string,
    readonly request: MeetingRequest,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(UpdateMeetingCommand)
export class UpdateMeetingHandler implements ICommandHandler<UpdateMeetingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, meetingId, request, lang }: UpdateMeetingCommand): Promise<void> {
    checkRecruitingAccess(access, 'member');
    const em = this.em.fork();
    const now = new Date();
    checkMayChange(access, await requireMeeting(em, access.companyId, meetingId));
    const input = await meetingInput(em, this.queries, access, request, lang, now);
    await em.transactional(async (tx) => {
      // Locked: two changes at once get SEQUENCE n+1 and n+2, never the same number twice.
      const meeting = await requireMeeting(tx, access.companyId, meetingId, true);
      checkMayChange(access, meeting);
      meeting.change(input, access.userId);
      await tx.flush();
    });
  }
}
