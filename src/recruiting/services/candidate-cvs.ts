import { Injectable } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { CAREERS_LIMITS } from '../../shared/contract/recruiting.js';
import { CandidateFileErrors } from '../domain/recruiting-records.errors.js';
import { CareersApplicationErrors } from '../domain/recruiting.errors.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredFile } from '../../shared/files/file-store.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { CandidateFile } from '../domain/candidate-file.entity.js';
import { countFiles } from '../domain/candidate-records.repository.js';
import { CvStorage } from '../files/cv-storage.js';

/**
 * A CV joining a candidate, for add_candidate_file and for add_candidate's multipart `cv`: `store`
 * checks the upload and moves it into storage before the transaction (413/415 before anything is
 * written), `record` writes its row in the caller's transaction (with the event that gets its text
 * read), and `discard` removes the stored body when that transaction failed.
 */
@Injectable()
export class CandidateCvs {
  constructor(private readonly storage: CvStorage) {}

  /** An upload the multipart handler made (nothing a JSON body names is ever taken for a file). */
  isUpload(file: UploadedFile | undefined): file is UploadedFile {
    return file !== undefined && this.storage.isUpload(file);
  }

  store(file: UploadedFile): Promise<StoredFile> {
    return this.storage.store(file);
  }

  /** A CV from the careers apply form: the same checks, but at most 5 MB (CAREERS_LIMITS.cvBytes). */
  async storeForCareers(file: UploadedFile | undefined): Promise<StoredFile> {
    if (!this.isUpload(file)) throw CandidateFileErrors.fileRequired();
    if ((await stat(file.path)).size > CAREERS_LIMITS.cvBytes) throw CareersApplicationErrors.cvTooLarge();
    return this.storage.store(file);
  }

  async record(
    tx: EntityManager,
    input: { companyId: string; candidateId: string; addedBy: string | null; stored: StoredFile },
  ): Promise<CandidateFile> {
    const file = tx.create(CandidateFile, CandidateFile.draft({ ...input, existing: await countFiles(tx, input.candidateId) }));
    file.announce();
    return file;
  }

  discard(stored: StoredFile): Promise<void> {
    return this.storage.remove(stored.storageKey);
  }
}
