import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { issueCode, reserveCodeSms } from '../../shared/codes/one-time-code.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import type { CodeAction } from '../company.types.js';
import { actionCodePurpose, CompanyActionCode } from '../domain/action-code.entity.js';
import { COMPANY_STATUS } from '../company.types.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { CompanyNotices } from '../services/company-notices.js';
import { pendingTransfer, requireMember } from '../domain/company.repository.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * Archive, restore, delete and transfer are each confirmed by an SMS code (spec §4). The codes follow the
 * shared rules (shared/codes): six CSPRNG digits, argon2-hashed, 10 minutes, 5 attempts, single
 * use. A working day of such actions must fit the hourly SMS allowance, hence a larger one than
 * identity's.
 */
export const COMPANY_SMS_POLICY = { perPhone: 12, perAddress: 30 } as const;

export class SendActionCodeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly action: CodeAction,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(SendActionCodeCommand)
export class SendActionCodeHandler implements ICommandHandler<SendActionCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
    private readonly notices: CompanyNotices,
  ) {}

  async execute({ userId, companyId, action, ip }: SendActionCodeCommand): Promise<void> {
    const { company, member } = await requireMember(this.em, userId, companyId, action);
    // Refuse before an SMS is spent on an action that could not succeed.
    if (action === 'archive' && member.archivedAt) throw CompanyErrors.alreadyArchived();
    if (action === 'restore' && !member.archivedAt) throw CompanyErrors.notArchived();
    if (action === 'delete' && company.statusId !== COMPANY_STATUS.registered && company.statusId !== COMPANY_STATUS.rejected)
      throw CompanyErrors.notDeletable();
    if (action === 'transfer') CompanyTransfer.assertRoomFor(await pendingTransfer(this.em, company), userId, new Date());
    const user = await this.queries.execute(new GetUserInfoQuery(userId, 'ru'));
    if (!user.phone || user.is_confirm_phone !== 1) throw CompanyErrors.phoneRequired();
    const phone = user.phone;

    const purpose = actionCodePurpose(action, companyId, userId);
    const reservation = await reserveCodeSms(this.limits, { purpose, phone, ip, requester: userId }, COMPANY_SMS_POLICY);
    const now = new Date();
    const id = randomUUID();
    let sms: StagedNotification;
    try {
      const { code, codeHash, expiresAt } = await issueCode(purpose, phone, now);
      sms = await this.em.transactional(async (tx) => {
        // Only the newest code of an action stays valid.
        await tx.nativeUpdate(CompanyActionCode, { userId, companyId, action, consumedAt: null }, { consumedAt: now });
        tx.create(CompanyActionCode, { id, userId, companyId, action, phone, codeHash, createdAt: now, expiresAt });
        return this.notices.actionCodeSms(tx, {
          codeId: id,
          code,
          expiresAt,
          phone,
          lang: normalizeLang(user.lang),
          action,
          company: company.name,
        });
      });
    } catch (error) {
      // Nothing was stored, so nothing will be sent: let the person ask again at once.
      await reservation.release();
      throw error;
    }
    // Committed with its code: the SMS follows even if it cannot be queued this moment.
    await this.notices.dispatch(sms);
  }
}
