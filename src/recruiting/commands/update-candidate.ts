import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery } from '../../company/company.contract.js';
import type { CandidateChanges } from '../domain/candidate.entity.js';
import { contactsHeld, findCandidate, saveContacts } from '../domain/candidate.repository.js';
import { contactKeys } from '../domain/candidate.rules.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';

/**
 * `update_candidate`: the fields given. An e-mail or phone another candidate of the company holds is
 * refused (409 CONTACT_TAKEN): the two are one person, to be merged, not given one contact each.
 */
export class UpdateCandidateCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
    readonly changes: CandidateChanges,
  ) {
    super();
  }
}

@CommandHandler(UpdateCandidateCommand)
export class UpdateCandidateHandler implements ICommandHandler<UpdateCandidateCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, candidateId, changes }: UpdateCandidateCommand): Promise<void> {
    checkRecruitingAccess(access, 'manage');
    const { companyId } = access;
    if (changes.referrerId) {
      const members = await this.queries.execute(new GetCompanyMembersQuery(companyId));
      if (!members.some((member) => member.userId === changes.referrerId)) throw RecruitingErrors.referrerNotFound();
    }
    await this.em.transactional(async (tx) => {
      const candidate = await findCandidate(tx, companyId, candidateId, true);
      candidate.change(changes, new Date());
      const held = await contactsHeld(tx, companyId, contactKeys(candidate.emails, candidate.phones));
      if (held.some((row) => row.candidateId !== candidate.id)) throw RecruitingErrors.contactTaken();
      await tx.flush();
      await saveContacts(tx, candidate);
    });
  }
}
