import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireMeeting } from '../domain/meeting.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { checkMayChange } from './update-meeting.js';

/** `cancel_meeting`: the invitees get METHOD:CANCEL with the meeting's UID; 409 MEETING_CANCELLED the second time. */
export class CancelMeetingCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly meetingId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelMeetingCommand)
export class CancelMeetingHandler implements ICommandHandler<CancelMeetingCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, meetingId }: CancelMeetingCommand): Promise<void> {
    checkRecruitingAccess(access, 'member');
    await this.em.fork().transactional(async (tx) => {
      const meeting = await requireMeeting(tx, access.companyId, meetingId, true);
      checkMayChange(access, meeting);
      meeting.cancel(access.userId, new Date());
      await tx.flush();
    });
  }
}
