import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import { CaseRepository } from '../domain/verification-case.repository.js';
import { actingVerifier } from '../services/acting-verifier.js';
import type { Id } from '../../shared/domain/id.js';

export type CommentChange =
  | { kind: 'send'; text: string }
  | { kind: 'edit'; messageId: string; text: string }
  | { kind: 'remove'; messageId: string };

/**
 * The comments of a case (`send/edit/removeVerificationCompanyMessage`), by the rules of
 * VerificationCase: any verifier writes, only the author edits or removes; every change is a
 * history entry.
 */
export class ChangeCommentCommand extends Command<void> {
  constructor(
    readonly verifierId: string,
    readonly companyId: Id,
    readonly change: CommentChange,
  ) {
    super();
  }
}

@CommandHandler(ChangeCommentCommand)
export class ChangeCommentHandler implements ICommandHandler<ChangeCommentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly live: LiveHub,
  ) {}

  async execute({ verifierId, companyId, change }: ChangeCommentCommand): Promise<void> {
    const by = await actingVerifier(this.queries, verifierId);
    const revision = await this.em.transactional(async (tx) => {
      const cases = new CaseRepository(tx);
      const verificationCase = await cases.load(companyId);
      const now = new Date();
      if (change.kind === 'send') verificationCase.addComment(by, change.text, now);
      else if (change.kind === 'edit') verificationCase.editComment(await cases.comment(companyId, change.messageId), by, change.text, now);
      else verificationCase.removeComment(await cases.comment(companyId, change.messageId), by, now);
      return cases.save(verificationCase);
    });
    // The revision lets the writing verifier's screen, which shows it from the answer, skip its echo.
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: companyId, kind: 'comment', revision });
  }
}
