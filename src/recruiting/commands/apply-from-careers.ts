import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { NotificationQueue, type StagedNotification } from '../../notifications/notifications.contract.js';
import type { VacancyFacts } from '../../profiling/profiling.contract.js';
import type { CandidateLang } from '../../shared/contract/recruiting.js';
import type { StoredFile } from '../../shared/files/file-store.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import { Candidate } from '../domain/candidate.entity.js';
import { contactsHeld, findCandidate, saveContacts } from '../domain/candidate.repository.js';
import { contactKeys, duplicateOf, normalizeEmails, normalizePhones } from '../domain/candidate.rules.js';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import { Opening } from '../domain/opening.entity.js';
import { PublicApplication } from '../domain/public-application.entity.js';
import { CareersApplicationErrors } from '../domain/recruiting.errors.js';
import { CandidateCvs } from '../services/candidate-cvs.js';
import { applicationOf, openApplication } from '../services/applications.js';
import { publishedVacancy, vacancyTitle } from '../services/vacancies.js';

/** What the careers apply form sent, checked for shape by the careers context (names cleaned, e-mail and phone present). */
export interface CareersApplicationInput {
  companyId: string;
  vacancyId: string;
  name: string;
  lname: string;
  email: string;
  phone: string;
  /** The version of the consent text the form showed; empty: no consent (400). */
  consentVersion: string;
  /** The page's language: the letters' (a new candidate's) and the status page's. */
  lang: CandidateLang;
  /** The upload the multipart handler streamed to disk (checked and stored here). */
  cv: UploadedFile | undefined;
}

/** `applied`: a new application (the token is for the thank-you page only); `already`: this person applied to this vacancy before. */
export type CareersApplicationResult = { kind: 'applied'; applicationId: string } | { kind: 'already' };

/**
 * The careers pages' application (docs/careers.md, "Applying"): the candidate, new or found by the
 * e-mail or phone (normalized as every candidate's are), applies to the published vacancy; the
 * application stands in "Новый" with source `careers`, the CV is stored through the storage port
 * (PDF, DOC, DOCX by content, at most 5 MB), the consent is recorded with its text's version, and
 * the acknowledgement letter with the status link is written in the same transaction (sealed: the
 * link carries the token) and queued after the commit. A second application of the same person to
 * the same vacancy changes nothing and answers `already`.
 */
export class ApplyFromCareersCommand extends Command<CareersApplicationResult> {
  constructor(readonly input: CareersApplicationInput) {
    super();
  }
}

/** How long the stored acknowledgement may wait for the queue before it is no longer worth sending. */
const LETTER_KEEP_MS = 7 * 24 * 3600_000;

@CommandHandler(ApplyFromCareersCommand)
export class ApplyFromCareersHandler implements ICommandHandler<ApplyFromCareersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly cvs: CandidateCvs,
    private readonly notifications: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input }: ApplyFromCareersCommand): Promise<CareersApplicationResult> {
    if (!input.consentVersion) throw CareersApplicationErrors.consentRequired();
    // The contacts' rules before anything is stored (400 with the field's message).
    normalizeEmails([input.email]);
    normalizePhones([input.phone]);
    const vacancy = await this.openVacancy(input);
    const stored = await this.cvs.storeForCareers(input.cv);
    let result: { outcome: CareersApplicationResult; staged: StagedNotification | null };
    try {
      try {
        result = await this.apply(input, vacancy, stored);
      } catch (error) {
        // Another request took one of these contacts (or applied) between our look and our insert: look again.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        result = await this.apply(input, vacancy, stored);
      }
    } catch (error) {
      await this.cvs.discard(stored);
      throw error;
    }
    if (result.staged) await this.notifications.dispatch(result.staged);
    else await this.cvs.discard(stored);
    return result.outcome;
  }

  /**
   * A published vacancy of the company, opened for applications through its last day (Kyiv): the
   * careers context checked its read model, but the opening is recruiting's own word (a posting
   * closed a moment ago takes nothing). Anything else is 404 VACANCY_NOT_FOUND.
   */
  private async openVacancy(input: CareersApplicationInput): Promise<VacancyFacts> {
    const opening = await this.em.fork().findOne(Opening, { vacancyId: input.vacancyId, companyId: input.companyId });
    if (!opening?.isOpen || opening.validThrough < kyivToday()) throw CareersApplicationErrors.notOpen();
    try {
      return await publishedVacancy(this.queries, input.companyId, input.vacancyId);
    } catch {
      throw CareersApplicationErrors.notOpen();
    }
  }

  private apply(input: CareersApplicationInput, vacancy: VacancyFacts, stored: StoredFile) {
    const { companyId, lang } = input;
    return this.em.fork().transactional(async (tx) => {
      const now = new Date();
      const emails = normalizeEmails([input.email]);
      const phones = normalizePhones([input.phone]);
      const held = await contactsHeld(tx, companyId, contactKeys(emails, phones));
      const duplicateId = duplicateOf(held);
      // The same person applied to this vacancy before: nothing changes, the page says so politely.
      if (duplicateId && (await applicationOf(tx, duplicateId, vacancy.id))) return { outcome: { kind: 'already' as const }, staged: null };
      const consent = { textId: input.consentVersion, at: now.toISOString() };
      const entry = { name: input.name, lname: input.lname, emails, phones, tags: [], consent };
      let candidate: Candidate;
      if (duplicateId) {
        candidate = await findCandidate(tx, companyId, duplicateId, true);
        const taken = new Set(held.filter((row) => row.candidateId !== duplicateId).map((row) => `${row.kind}:${row.value}`));
        candidate.attach(entry, (kind, value) => !taken.has(`${kind}:${value}`), now);
      } else {
        const fields = Candidate.create({ ...entry, companyId, source: 'careers', referrerId: null, lang }, null, now);
        candidate = tx.create(Candidate, { ...fields, id: randomUUID(), createdAt: now });
        candidate.added(null);
      }
      // A board made by this application is named in its vacancy author's words, in the page's language.
      const boardUser = { companyId, userId: vacancy.authorUserId, lang };
      const application = await openApplication(tx, this.queries, boardUser, candidate, vacancy, now, {
        byUserId: null,
        source: 'careers',
      });
      await this.cvs.record(tx, { companyId, candidateId: candidate.id, addedBy: null, stored });
      const issued = PublicApplication.issue({
        applicationId: application.id,
        companyId,
        vacancyId: vacancy.id,
        candidateId: candidate.id,
        lang,
        consentVersion: input.consentVersion,
        now,
      });
      tx.create(PublicApplication, issued.fields);
      const company = (await this.queries.execute(new GetCompanyNamesQuery([companyId]))).get(companyId) ?? '';
      const staged = this.notifications.stage(tx, {
        id: `careers-ack.${application.id}`,
        template: 'email.careers-application-received',
        to: emails[0] ?? input.email,
        lang,
        vars: {
          name: candidate.name,
          vacancy: vacancyTitle(vacancy),
          company,
          link: `${publicOrigin(this.config)}/application/${issued.token}`,
        },
        expiresAt: new Date(now.getTime() + LETTER_KEEP_MS),
      });
      await tx.flush();
      await saveContacts(tx, candidate);
      return { outcome: { kind: 'applied' as const, applicationId: application.id }, staged };
    });
  }
}
