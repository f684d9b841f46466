import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetUserInfoQuery } from '../../identity/identity.contract.js';
import { checkCode, issueCode, reserveCodeSms, CODE_LIMIT_KEYS, type CodeCheck, type CodeFailureReason } from '../../shared/codes/one-time-code.js';
import { normalizeLang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import type { CodeAction } from '../company.types.js';
import { CompanyActionCode } from '../domain/action-code.entity.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';
import { COMPANY_STATUS } from '../company.types.js';
import { CompanyErrors } from '../domain/company.errors.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { CompanyNotices } from './company-notices.js';
import { requireMember } from './company-access.js';

/**
 * Archive, restore, delete and transfer are each confirmed by an SMS code (spec §4). The codes follow the
 * shared rules (shared/codes): six CSPRNG digits, argon2-hashed, 10 minutes, 5 attempts, single
 * use. A working day of such actions must fit the hourly SMS allowance, hence a larger one than
 * identity's.
 */
export const COMPANY_SMS_POLICY = { perPhone: 12, perAddress: 30 } as const;

/** What the code's hash and cooldown are bound to: the action on this company by this user. */
export function actionCodePurpose(action: CodeAction, companyId: string, userId: string): string {
  return `company-${action}.${companyId}.${userId}`;
}

export class SendActionCodeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
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
    if (action === 'delete' && company.statusId !== COMPANY_STATUS.registered && company.statusId !== COMPANY_STATUS.rejected) throw CompanyErrors.notDeletable();
    if (action === 'transfer') {
      const pending = await this.em.findOne(CompanyTransfer, { company });
      // Only the owner's own offer is live (see OfferCompanyTransferHandler); another is void and makes room.
      if (pending && !pending.isExpired(new Date()) && pending.fromUserId === userId) throw CompanyErrors.transferPending();
    }
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
        return this.notices.actionCodeSms(tx, { codeId: id, code, expiresAt, phone, lang: normalizeLang(user.lang), action, company: company.name });
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

/**
 * Checks the confirm_code of an action inside the caller's transaction (the newest live code row
 * locked, so a code is used once even under concurrent calls). A wrong code costs an attempt,
 * which the caller commits even though the call fails.
 */
export async function checkActionCode(
  tx: EntityManager,
  input: { userId: string; companyId: string; action: CodeAction; code: string },
): Promise<CodeCheck<CompanyActionCode>> {
  const stored = await tx.findOne(
    CompanyActionCode,
    { userId: input.userId, companyId: input.companyId, action: input.action, consumedAt: null },
    { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  return checkCode(stored, actionCodePurpose(input.action, input.companyId, input.userId), input.code, new Date());
}

/** The answer to a failed code: 400 CODE_INVALID / CODE_EXPIRED, 429 once the attempts are spent. */
export async function actionCodeFailure(limits: RateLimiter, reason: CodeFailureReason, purpose: string, phone: string | null, userId: string): Promise<Error> {
  if (reason === 'wrong') return CompanyErrors.codeInvalid();
  if (reason === 'exhausted') {
    const wait = phone ? await limits.secondsLeft(CODE_LIMIT_KEYS.codeCooldown(purpose, userId, phone)) : 0;
    return CompanyErrors.codeAttemptsExceeded(Math.max(1, wait));
  }
  return CompanyErrors.codeExpired();
}
