import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import type { CandidateLang } from '../../shared/contract/recruiting.js';
import type { Application } from '../domain/application.entity.js';
import { appendMove } from '../domain/application.repository.js';
import type { Candidate } from '../domain/candidate.entity.js';
import { findCandidate } from '../domain/candidate.repository.js';
import { RejectionLetter, RejectionReason } from '../domain/rejection.entity.js';
import { letterLang } from '../domain/rejection.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import type { RejectionLetterPayload } from '../domain/recruiting.events.js';
import { boardStages } from '../domain/stage.repository.js';
import { stageOfKind } from '../domain/stage.rules.js';
import { rejectionLetter, type LetterKind } from '../templates/rejection-letter.templates.js';
import { companyVacancy, vacancyTitle } from './vacancies.js';

/*
 * What a rejection needs beyond the Application's rule, shared by reject_application, the letter
 * preview (get_rejection_letter) and the rejections a closed vacancy makes: the reason, the letter
 * filled in the candidate's language, and the letter's record that the candidate's page lists.
 */

/** The seeded reason of a closed vacancy's rejections (its id in rc_rejection_reason). */
export const VACANCY_CLOSED_REASON = 4;
/** The seeded reason "Кандидат отказался" (`declined`, theirs): a candidate who withdrew on their status page. */
export const CANDIDATE_DECLINED_REASON = 6;

/** A reason by id (404 REJECTION_REASON_NOT_FOUND). */
export async function findReason(em: EntityManager, reasonId: number): Promise<RejectionReason> {
  const reason = await em.findOne(RejectionReason, { id: reasonId });
  if (!reason) throw RecruitingErrors.reasonNotFound();
  return reason;
}

/** Which letter a reason calls for. */
export function letterKind(reason: RejectionReason): LetterKind {
  return reason.code === 'vacancy-closed' ? 'vacancy-closed' : reason.side;
}

/** The letter for the candidate, filled in their language (their own, else `fallbackLang`). */
export async function draftLetter(
  queries: QueryBus,
  application: Application,
  candidate: Candidate,
  reason: RejectionReason,
  fallbackLang: string,
): Promise<{ subject: string; body: string; lang: CandidateLang }> {
  const vacancy = await companyVacancy(queries, application.companyId, application.vacancyId);
  const company = (await queries.execute(new GetCompanyNamesQuery([application.companyId]))).get(application.companyId) ?? '';
  const lang = letterLang(candidate.lang, fallbackLang);
  return { ...rejectionLetter(lang, letterKind(reason), { candidate: candidate.name, vacancy: vacancyTitle(vacancy), company }), lang };
}

/** How the rejection is made: by whom (null: the system), with which version seen (null: whatever), and the letter's wishes. */
export interface RejectionInput {
  reasonId: number;
  version: number | null;
  byUserId: string | null;
  sendLetter: boolean;
  subject?: string;
  message?: string;
  sendAt: Date;
  fallbackLang: string;
}

/** Rejects the locked application in `tx`, with its letter's record when one is sent; the caller flushes. */
export async function rejectWithLetter(
  tx: EntityManager,
  queries: QueryBus,
  application: Application,
  input: RejectionInput,
  now: Date,
): Promise<void> {
  const reason = await findReason(tx, input.reasonId);
  if (!application.isOpen()) throw RecruitingErrors.applicationClosed();
  const candidate = await findCandidate(tx, application.companyId, application.candidateId);
  const rejected = stageOfKind(await boardStages(tx, application.companyId, application.vacancyId), 'rejected');
  let letter: RejectionLetterPayload | null = null;
  const to = candidate.letterAddress;
  if (input.sendLetter && to) {
    const draft = await draftLetter(queries, application, candidate, reason, input.fallbackLang);
    const subject = input.subject?.trim() || draft.subject;
    const body = input.message?.trim() || draft.body;
    const row = tx.create(RejectionLetter, {
      id: randomUUID(),
      companyId: application.companyId,
      candidateId: candidate.id,
      applicationId: application.id,
      reasonId: reason.id,
      lang: draft.lang,
      to,
      subject,
      body,
      sendAt: input.sendAt,
      queuedAt: null,
      createdBy: input.byUserId,
      createdAt: now,
    });
    letter = { letterId: row.id, sendAt: input.sendAt.toISOString() };
  }
  appendMove(tx, application.reject(rejected, reason.id, input.version, input.byUserId, letter, now));
  candidate.touch(now);
}
