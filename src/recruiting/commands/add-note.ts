import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { requireCandidate } from '../domain/candidate-records.repository.js';
import { Note } from '../domain/note.entity.js';
import { colleaguesOf } from '../services/colleagues.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** `add_note`: a colleague's note on a candidate, mentioning colleagues (each told in the bell). Answers the note's id. */
export class AddNoteCommand extends Command<string> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
    readonly text: string,
    readonly mentions: readonly string[],
  ) {
    super();
  }
}

@CommandHandler(AddNoteCommand)
export class AddNoteHandler implements ICommandHandler<AddNoteCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, candidateId, text, mentions }: AddNoteCommand): Promise<string> {
    checkRecruitingAccess(access, 'manage');
    const { userId, companyId } = access;
    const colleagues = mentions.length ? await colleaguesOf(this.queries, companyId) : new Set<string>();
    const draft = Note.draft({ companyId, candidateId, authorId: userId, text, mentions, colleagues });
    return this.em.fork().transactional(async (tx) => {
      const candidate = await requireCandidate(tx, companyId, candidateId, true);
      const note = tx.create(Note, draft);
      note.announce();
      // A note is the candidate's activity: the retention timer starts again.
      candidate.touch(new Date());
      await tx.flush();
      return note.id;
    });
  }
}
