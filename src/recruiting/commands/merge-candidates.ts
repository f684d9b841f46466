import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Application } from '../domain/application.entity.js';
import { findCandidate, repointCandidate, saveContacts } from '../domain/candidate.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { Candidate } from '../domain/candidate.entity.js';

/**
 * `merge_candidates`: `mergeId` was the same person as `keepId`. In one transaction every row that
 * names `mergeId` (applications with their history and letters, notes, tasks, files) is re-pointed to
 * `keepId`, the contacts and tags join, and `mergeId` is gone. Refused (409 MERGE_CONFLICT) while
 * both have an open application to one vacancy: one of the two is to be closed first.
 */
export class MergeCandidatesCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly keepId: string,
    readonly mergeId: string,
  ) {
    super();
  }
}

@CommandHandler(MergeCandidatesCommand)
export class MergeCandidatesHandler implements ICommandHandler<MergeCandidatesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, keepId, mergeId }: MergeCandidatesCommand): Promise<void> {
    checkRecruitingAccess(access, 'manage');
    const { companyId, userId } = access;
    if (keepId === mergeId) throw RecruitingErrors.mergeSame();
    await this.em.transactional(async (tx) => {
      // Both locked in one order, so two merges of the pair the other way round wait instead of deadlocking.
      const [first, second] = [keepId, mergeId].sort();
      const locked = new Map<string, Candidate>();
      for (const id of [first!, second!]) locked.set(id, await findCandidate(tx, companyId, id, true));
      const keep = locked.get(keepId)!;
      const merge = locked.get(mergeId)!;
      const applications = await tx.find(
        Application,
        { candidateId: { $in: [keepId, mergeId] } },
        { fields: ['candidateId', 'vacancyId', 'status'] },
      );
      const open = (id: string) => new Set(applications.filter((a) => a.candidateId === id && a.status === 'open').map((a) => a.vacancyId));
      const keepOpen = open(keepId);
      if ([...open(mergeId)].some((vacancyId) => keepOpen.has(vacancyId))) throw RecruitingErrors.mergeConflict();
      const vacancyIds = [...new Set(applications.map((application) => application.vacancyId))];
      keep.absorb(merge, userId, vacancyIds, new Date());
      await repointCandidate(tx, mergeId, keepId);
      tx.remove(merge);
      await tx.flush();
      await saveContacts(tx, keep);
    });
  }
}
