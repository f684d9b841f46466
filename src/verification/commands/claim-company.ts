import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { LiveHub } from '../../shared/live/live-hub.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import { appendHistory } from '../read/read-model.js';
import { displayName, requireCase } from './case-access.js';

export const CLAIM_ACTIONS = ['take', 'release', 'take_over'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export interface Assignee {
  id: string;
  name: string;
}

/**
 * `claimVerificationCompany`: a verifier takes a case ("assign to me"), releases their own, or takes
 * over one another verifier holds; each change is a history entry. Taking a case someone else holds
 * is 409 VERIFICATION_CLAIM_CONFLICT (the client offers "take over"); releasing one not held by the
 * caller is the same conflict. A deleted case is held by nobody.
 */
export class ClaimCompanyCommand extends Command<Assignee | null> {
  constructor(
    readonly verifierId: string,
    readonly companyId: string,
    readonly action: ClaimAction,
  ) {
    super();
  }
}

@CommandHandler(ClaimCompanyCommand)
export class ClaimCompanyHandler implements ICommandHandler<ClaimCompanyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly live: LiveHub,
  ) {}

  async execute({ verifierId, companyId, action }: ClaimCompanyCommand): Promise<Assignee | null> {
    const name = await displayName(this.queries, verifierId);
    const result = await this.em.transactional(async (tx) => {
      const row = await requireCase(tx, companyId);
      const holder = row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null;
      const conflict = () => VerificationErrors.claimConflict().withDetails(() => ({ assignee: holder }));
      if (row.status_id === 5) throw VerificationErrors.stateConflict();
      let next: Assignee | null;
      let kind: 'claimed' | 'released' | 'taken_over';
      if (action === 'take') {
        if (holder?.id === verifierId) return holder;
        if (holder) throw conflict();
        next = { id: verifierId, name };
        kind = 'claimed';
      } else if (action === 'release') {
        if (!holder) return null;
        if (holder.id !== verifierId) throw conflict();
        next = null;
        kind = 'released';
      } else {
        if (holder?.id === verifierId) return holder;
        next = { id: verifierId, name };
        kind = holder ? 'taken_over' : 'claimed';
      }
      await tx.execute('update verification_company set assignee_id = ?, assignee_name = ? where company_id = ?', [next?.id ?? null, next?.name ?? null, companyId]);
      await appendHistory(tx, {
        companyId,
        eventId: randomUUID(),
        kind,
        actorId: verifierId,
        actorName: name,
        at: new Date(),
        details: holder && kind === 'taken_over' ? { from: holder } : {},
      });
      return next;
    });
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: companyId, kind: 'claim' });
    return result;
  }
}
