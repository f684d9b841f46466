import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CandidateErasure } from '../domain/candidate-erasure.entity.js';
import { identifyingTerms, redact } from '../domain/candidate-erasure.rules.js';
import { eraseRecords, requireCandidate } from '../domain/candidate-records.repository.js';
import { CvStorage } from '../files/cv-storage.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import { candidateLetterJobId } from '../domain/rejection.rules.js';

/**
 * Erases one candidate's personal data (erase_candidate on request, the retention job when the
 * timer ran out): in one transaction the row is emptied, notes, files' rows and contacts removed,
 * task titles and letters redacted, the e-mail jobs of its letters and of its notes' mentions withdrawn (a letter put off to the next
 * morning is not sent to someone erased, and no queue keeps its text), and the erasure recorded with
 * its event; then the files leave
 * the storage (a failure there is logged: the rows naming them are gone, the bodies are unreachable).
 */
@Injectable()
export class CandidateEraser {
  private readonly logger = new Logger('CandidateEraser');

  constructor(
    private readonly em: EntityManager,
    private readonly storage: CvStorage,
    private readonly notifications: NotificationQueue,
  ) {}

  async erase(companyId: string, candidateId: string, byUserId: string | null, reason: 'request' | 'retention'): Promise<Date> {
    const now = new Date();
    const storageKeys = await this.em.fork().transactional(async (tx) => {
      const candidate = await requireCandidate(tx, companyId, candidateId, true);
      const terms = identifyingTerms(candidate);
      const { storageKeys, removed, letterIds, mentionJobIds } = await eraseRecords(tx, candidate, (text) => redact(text, terms));
      await this.notifications.withdrawEmails(tx, [...letterIds.map(candidateLetterJobId), ...mentionJobIds]);
      const erasure = tx.create(CandidateErasure, CandidateErasure.of(candidate, byUserId, reason, removed, now));
      erasure.announce();
      await tx.flush();
      return storageKeys;
    });
    for (const key of storageKeys) {
      await this.storage.remove(key).catch((error: unknown) => {
        this.logger.warn({ candidateId, error: error instanceof Error ? error.message : String(error) }, 'An erased CV stayed in storage');
      });
    }
    return now;
  }
}
