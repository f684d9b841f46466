import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { COMPANY_STATUS } from '../../company/company.contract.js';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import { checkValidThrough, Opening, OpeningErrors } from '../domain/opening.entity.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { publishedVacancy } from '../services/vacancies.js';

/** The opening of a vacancy as the calls answer it. */
export interface OpeningView {
  vacancy_id: string;
  valid_through: string;
  public: boolean;
  open: boolean;
  opened_at: string;
  closed_at: string | null;
}

export function openingView(opening: Opening): OpeningView {
  return {
    vacancy_id: opening.vacancyId,
    valid_through: opening.validThrough,
    public: opening.isPublic,
    open: opening.isOpen,
    opened_at: opening.openedAt.toISOString(),
    closed_at: opening.closedAt ? opening.closedAt.toISOString() : null,
  };
}

/** `open_vacancy`: a published vacancy of a verified company takes applications until a day (≤ 90 days ahead). */
export class OpenVacancyCommand extends Command<OpeningView> {
  constructor(
    readonly access: RecruitingAccess,
    readonly vacancyId: string,
    readonly validThrough: string,
    readonly isPublic: boolean,
  ) {
    super();
  }
}

@CommandHandler(OpenVacancyCommand)
export class OpenVacancyHandler implements ICommandHandler<OpenVacancyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, vacancyId, validThrough, isPublic }: OpenVacancyCommand): Promise<OpeningView> {
    const membership = checkRecruitingAccess(access, 'vacancies');
    if (membership.companyStatusId !== COMPANY_STATUS.verified) throw OpeningErrors.notVerified();
    const { companyId, userId } = access;
    await publishedVacancy(this.queries, companyId, vacancyId);
    const day = checkValidThrough(validThrough, kyivToday());
    return this.em.transactional(async (tx) => {
      const now = new Date();
      let opening = await tx.findOne(Opening, { vacancyId, companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const fields = { validThrough: day, isPublic, byUserId: userId, now };
      if (opening) opening.reopen(fields);
      else {
        opening = Opening.open({ companyId, vacancyId, ...fields });
        tx.persist(opening);
      }
      await tx.flush();
      return openingView(opening);
    });
  }
}
