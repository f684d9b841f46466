import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyErrors } from '../domain/company.errors.js';
import type { CompanySnapshot } from '../domain/company.events.js';
import { isValidEdrpou } from '../domain/edrpou.js';
import { assertCodeFree, inTransaction, requireMember } from '../domain/company.repository.js';
import { assertCompanyOptions } from '../services/company-options.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * `updateCompany`: new registration data. Changing the name or code of a submitted or verified
 * company needs `confirmReverification` (else 409 REVERIFICATION_REQUIRED) and sends it back to 2.
 */
export class UpdateCompanyCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    /** Fields left out keep their value; merged under the row lock, so concurrent edits of other fields survive. */
    readonly data: Partial<CompanySnapshot>,
    readonly confirmReverification: boolean,
  ) {
    super();
  }
}

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, data, confirmReverification }: UpdateCompanyCommand): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const { company } = await requireMember(tx, userId, companyId, 'edit', { lock: true });
      // Left out (undefined) keeps the value; sent empty (null, '', 0) it would clear a required field
      //. Registration lets both stay empty, so a company that never had one is not refused.
      const stored = company.snapshot();
      const empty = (value: unknown) => value === null || value === 0 || (typeof value === 'string' && value.trim() === '');
      // Name and code are never empty, whoever sends them (updateCompany, the profile's General step).
      const cleared = [
        ...(['name', 'code'] as const).filter((field) => data[field] !== undefined && empty(data[field])),
        ...(['activity', 'services'] as const).filter((field) => data[field] !== undefined && empty(data[field]) && !empty(stored[field])),
      ];
      if (cleared.length > 0) throw CompanyErrors.settingsRequired(cleared);
      if (data.code !== undefined && !isValidEdrpou(data.code)) throw CompanyErrors.invalidCode();
      const given = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<CompanySnapshot>;
      const next: CompanySnapshot = { ...company.snapshot(), ...given };
      await assertCompanyOptions(this.queries, { employees: given.employees ?? null, activity: given.activity ?? null });
      if (next.code !== company.code) await assertCodeFree(tx, next.code, company.id);
      company.edit(next, userId, confirmReverification, new Date());
      await tx.flush();
    });
  }
}
