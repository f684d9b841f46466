import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { LiveHub } from '../../shared/live/live-hub.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import { appendHistory } from '../read/read-model.js';
import { displayName, requireCase } from './case-access.js';

export type CommentChange = { kind: 'send'; text: string } | { kind: 'edit'; messageId: string; text: string } | { kind: 'remove'; messageId: string };

/**
 * The comments of a case (`send/edit/removeVerificationCompanyMessage`): any verifier writes, only
 * the author edits or removes (403 COMMENT_NOT_OWN); empty text is refused (spec §2: a comment is
 * saved only if its text is not empty). Every change is a history entry.
 */
export class ChangeCommentCommand extends Command<void> {
  constructor(
    readonly verifierId: string,
    readonly companyId: string,
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
    if (change.kind !== 'remove' && change.text.trim() === '') throw VerificationErrors.textRequired();
    const name = await displayName(this.queries, verifierId);
    await this.em.transactional(async (tx) => {
      await requireCase(tx, companyId);
      const now = new Date();
      let messageId: string;
      let details: Record<string, unknown>;
      if (change.kind === 'send') {
        const [row] = await tx.execute<Array<{ id: string }>>(
          'insert into verification_comment (company_id, author_id, author_name, text, created_at, updated_at) values (?, ?, ?, ?, ?, ?) returning id',
          [companyId, verifierId, name, change.text.trim(), now, now],
        );
        messageId = String(row!.id);
        details = { message_id: messageId, text: change.text.trim() };
      } else {
        if (!/^\d{1,18}$/.test(change.messageId)) throw VerificationErrors.commentNotFound();
        const [comment] = await tx.execute<Array<{ author_id: string; text: string }>>(
          'select author_id, text from verification_comment where id = ? and company_id = ? for update',
          [change.messageId, companyId],
        );
        if (!comment) throw VerificationErrors.commentNotFound();
        if (comment.author_id !== verifierId) throw VerificationErrors.commentNotOwn();
        messageId = change.messageId;
        if (change.kind === 'edit') {
          await tx.execute('update verification_comment set text = ?, updated_at = ? where id = ?', [change.text.trim(), now, messageId]);
          details = { message_id: messageId, from: comment.text, to: change.text.trim() };
        } else {
          await tx.execute('delete from verification_comment where id = ?', [messageId]);
          details = { message_id: messageId, text: comment.text };
        }
      }
      const kind = change.kind === 'send' ? 'comment_added' : change.kind === 'edit' ? 'comment_edited' : 'comment_removed';
      await appendHistory(tx, { companyId, eventId: randomUUID(), kind, actorId: verifierId, actorName: name, at: now, details });
    });
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: companyId, kind: 'comment' });
  }
}
