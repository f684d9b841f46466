import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetCompanyMembersQuery } from '../../company/company.contract.js';
import type { VacancyFacts } from '../../profiling/profiling.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Candidate, type NewCandidate } from '../domain/candidate.entity.js';
import { contactsHeld, findCandidate, saveContacts } from '../domain/candidate.repository.js';
import { contactKeys, duplicateOf, normalizeEmails, normalizePhones } from '../domain/candidate.rules.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { applicationOf, openApplication } from '../services/applications.js';
import { publishedVacancy } from '../services/vacancies.js';
import { CandidateCvs } from '../services/candidate-cvs.js';
import type { StoredFile } from '../../shared/files/file-store.js';

/** What add_candidate was given (contacts as typed; the aggregate normalizes them). */
export type AddCandidateInput = Omit<NewCandidate, 'companyId'> & {
  vacancyId?: string;
  /** A CV already checked and stored (candidate-cvs.ts): its row is written with the candidate. */
  cv?: StoredFile;
};

/** Which candidate the entry became (`duplicate`: an existing one it attached to), and its application when a vacancy was named. */
export interface AddCandidateResult {
  candidateId: string;
  duplicate: boolean;
  applicationId: string | null;
}

/**
 * `add_candidate`: a new candidate, or, when one of the company's candidates has one of the e-mails
 * or phones already, that candidate with what the entry adds (duplicate: true). With `vacancyId` the
 * candidate applies to that published vacancy too (an application it already has is the answer's).
 */
export class AddCandidateCommand extends Command<AddCandidateResult> {
  constructor(
    readonly access: RecruitingAccess,
    readonly input: AddCandidateInput,
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(AddCandidateCommand)
export class AddCandidateHandler implements ICommandHandler<AddCandidateCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly cvs: CandidateCvs,
  ) {}

  async execute(command: AddCandidateCommand): Promise<AddCandidateResult> {
    checkRecruitingAccess(command.access, 'manage');
    const { companyId } = command.access;
    const vacancy = command.input.vacancyId ? await publishedVacancy(this.queries, companyId, command.input.vacancyId) : null;
    if (command.input.referrerId) {
      const members = await this.queries.execute(new GetCompanyMembersQuery(companyId));
      if (!members.some((member) => member.userId === command.input.referrerId)) throw RecruitingErrors.referrerNotFound();
    }
    try {
      return await this.add(command, vacancy);
    } catch (error) {
      // Another request took one of these contacts between our look and our insert: it is a duplicate now.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.add(command, vacancy);
    }
  }

  private add({ access, input, lang }: AddCandidateCommand, vacancy: VacancyFacts | null) {
    const { companyId, userId } = access;
    return this.em.fork().transactional(async (tx) => {
      const now = new Date();
      const keys = contactKeys(normalizeEmails(input.emails), normalizePhones(input.phones));
      const held = await contactsHeld(tx, companyId, keys);
      const duplicateId = duplicateOf(held);
      let candidate: Candidate;
      if (duplicateId) {
        candidate = await findCandidate(tx, companyId, duplicateId, true);
        const taken = new Set(held.filter((row) => row.candidateId !== duplicateId).map((row) => `${row.kind}:${row.value}`));
        candidate.attach(input, (kind, value) => !taken.has(`${kind}:${value}`), now);
      } else {
        const fields = Candidate.create({ ...input, companyId }, userId, now);
        candidate = tx.create(Candidate, { ...fields, id: randomUUID(), createdAt: now });
        candidate.added(userId);
      }
      let applicationId: string | null = null;
      if (vacancy) {
        const existing = duplicateId ? await applicationOf(tx, candidate.id, vacancy.id) : null;
        applicationId = (existing ?? (await openApplication(tx, this.queries, { companyId, userId, lang }, candidate, vacancy, now))).id;
      }
      if (input.cv) await this.cvs.record(tx, { companyId, candidateId: candidate.id, addedBy: userId, stored: input.cv });
      await tx.flush();
      await saveContacts(tx, candidate);
      return { candidateId: candidate.id, duplicate: duplicateId !== null, applicationId };
    });
  }
}
