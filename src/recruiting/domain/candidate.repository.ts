import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseId } from '../../shared/domain/id.js';
import { Candidate, CandidateContact } from './candidate.entity.js';
import { contactKeys, type ContactKey } from './candidate.rules.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * What the candidate commands load, lock and save: the candidate row, its contact rows (the mirror
 * of its e-mails and phones that the unique index guards) and, on a merge, every row of the
 * context that names the merged candidate.
 */

/** The company's candidate (404 CANDIDATE_NOT_FOUND for an unknown id or another company's), locked when asked. */
export async function findCandidate(tx: EntityManager, companyId: string, candidateId: string, lock = false): Promise<Candidate> {
  if (!parseId(candidateId)) throw RecruitingErrors.candidateNotFound();
  const candidate = await tx.findOne(
    Candidate,
    { id: candidateId, companyId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true },
  );
  if (!candidate) throw RecruitingErrors.candidateNotFound();
  return candidate;
}

/** The company's contact rows equal to any of `keys` (who already holds them). */
export async function contactsHeld(tx: EntityManager, companyId: string, keys: readonly ContactKey[]): Promise<CandidateContact[]> {
  if (keys.length === 0) return [];
  return tx.find(CandidateContact, { companyId, $or: keys.map(({ kind, value }) => ({ kind, value })) });
}

/** Rewrites the candidate's contact rows to match its e-mails and phones (flush the candidate first or after: both are in `tx`). */
export async function saveContacts(tx: EntityManager, candidate: Candidate): Promise<void> {
  const wanted = contactKeys(candidate.emails, candidate.phones);
  await tx.nativeDelete(CandidateContact, { candidateId: candidate.id });
  if (wanted.length === 0) return;
  await tx.insertMany(
    CandidateContact,
    wanted.map(({ kind, value }) => ({ companyId: candidate.companyId, kind, value, candidateId: candidate.id })),
  );
}

/**
 * Every row of the context that names `fromId` names `toId` afterwards: applications and their
 * letters here, and whatever notes, tasks and files keep (any `rc_*` table with a `candidate_id`,
 * found in the catalog so a table added later is re-pointed too). The contact rows are not among
 * them: the merged candidate's go, and the kept one's are written anew (saveContacts).
 */
export async function repointCandidate(tx: EntityManager, fromId: string, toId: string): Promise<void> {
  const tables = await tx.getConnection().execute<Array<{ table_name: string }>>(
    `select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'candidate_id' and table_name like 'rc\\_%'
        and table_name <> 'rc_candidate_contact'`,
    [],
    'all',
    tx.getTransactionContext(),
  );
  for (const { table_name } of tables) {
    await tx
      .getConnection()
      .execute(`update "${table_name}" set "candidate_id" = ? where "candidate_id" = ?`, [toId, fromId], 'run', tx.getTransactionContext());
  }
  await tx.nativeDelete(CandidateContact, { candidateId: fromId });
}
