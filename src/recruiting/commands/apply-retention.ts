import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { firstDay, RETENTION_WARNING_DAYS } from '../domain/candidate-erasure.rules.js';
import { expiredCandidates, lockSettings, refreshRetention, warnRetention } from '../domain/candidate-records.repository.js';
import { CandidateEraser } from '../services/candidate-eraser.js';

/** Candidates anonymised in one run (the next day's run takes the rest). */
const ERASE_BATCH = 1000;

export interface RetentionRun {
  refreshed: number;
  warned: number;
  erased: number;
}

/**
 * The daily job's second half: every candidate's `retain_until` set from their last activity and the
 * company's `retention_months`; the owner and administrators told of candidates due within 14 days
 * (once per candidate and date); candidates past it whose company was told at least 14 days ago
 * anonymised as erase_candidate does, recorded with reason `retention`.
 */
export class ApplyRetentionCommand extends Command<RetentionRun> {
  constructor(readonly now: Date) {
    super();
  }
}

@CommandHandler(ApplyRetentionCommand)
export class ApplyRetentionHandler implements ICommandHandler<ApplyRetentionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly eraser: CandidateEraser,
  ) {}

  async execute({ now }: ApplyRetentionCommand): Promise<RetentionRun> {
    const refreshed = await refreshRetention(this.em.fork());
    const warned = await this.em.fork().transactional(async (tx) => {
      const due = await warnRetention(tx, now, RETENTION_WARNING_DAYS);
      for (const [companyId, dates] of due) (await lockSettings(tx, companyId, now)).warnRetention(dates.length, firstDay(dates));
      await tx.flush();
      return [...due.values()].reduce((sum, dates) => sum + dates.length, 0);
    });
    let erased = 0;
    for (const candidate of await expiredCandidates(this.em.fork(), now, RETENTION_WARNING_DAYS, ERASE_BATCH)) {
      await this.eraser.erase(candidate.companyId, candidate.id, null, 'retention');
      erased += 1;
    }
    return { refreshed, warned, erased };
  }
}
