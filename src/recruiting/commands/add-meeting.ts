import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { Meeting } from '../domain/meeting.entity.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { meetingInput, type MeetingRequest } from '../services/meetings.js';

/**
 * `add_meeting`: a meeting the caller organizes (any member for colleagues only; an interview of an
 * application needs "candidates"). Every invitee is sent METHOD:REQUEST by the worker. Answers its id.
 */
export class AddMeetingCommand extends Command<string> {
  constructor(
    readonly access: RecruitingAccess,
    readonly request: MeetingRequest,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(AddMeetingCommand)
export class AddMeetingHandler implements ICommandHandler<AddMeetingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, request, lang }: AddMeetingCommand): Promise<string> {
    checkRecruitingAccess(access, 'member');
    const em = this.em.fork();
    const input = await meetingInput(em, this.queries, access, request, lang, new Date());
    const meeting = Meeting.plan({ ...input, organizerId: access.userId });
    return em.transactional(async (tx) => {
      tx.persist(meeting);
      await tx.flush();
      return meeting.id;
    });
  }
}
