import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { findApplication } from '../domain/application.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { sendMoment } from '../domain/rejection.rules.js';
import { rejectWithLetter } from '../services/rejections.js';

/** What reject_application was given. */
export interface RejectApplicationInput {
  applicationId: string;
  reasonId: number;
  version: number;
  /** The letter's text as edited (else the template's, filled); its subject likewise. */
  message?: string;
  subject?: string;
  /** ISO date-time, 'next-morning' or nothing (now). */
  sendAt?: string;
  /** False: nothing is sent (the candidate was told otherwise). */
  sendLetter: boolean;
}

/**
 * `reject_application`: the application ends in "Отказ" with a reason (400 REJECTION_REASON_REQUIRED
 * without) and, unless told not to, a letter in the candidate's language that the e-mail queue
 * sends once, at `sendAt` (send-letter-on-application-rejected.ts).
 */
export class RejectApplicationCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly input: RejectApplicationInput,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(RejectApplicationCommand)
export class RejectApplicationHandler implements ICommandHandler<RejectApplicationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, input, lang }: RejectApplicationCommand): Promise<void> {
    checkRecruitingAccess(access, 'manage');
    const { companyId, userId } = access;
    const now = new Date();
    const sendAt = sendMoment(input.sendAt, now);
    await this.em.transactional(async (tx) => {
      const application = await findApplication(tx, companyId, input.applicationId, true);
      await rejectWithLetter(
        tx,
        this.queries,
        application,
        { ...input, version: input.version, byUserId: userId, sendAt, fallbackLang: lang },
        now,
      );
      await tx.flush();
    });
  }
}
