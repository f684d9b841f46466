import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { requireCandidate } from '../domain/candidate-records.repository.js';
import { CandidateCvs } from '../services/candidate-cvs.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** `add_candidate_file`: a CV (PDF, DOC, DOCX up to 10 MB) for a candidate; its text is read by the worker. Answers the file's id. */
export class AddCandidateFileCommand extends Command<string> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
    readonly file: UploadedFile,
  ) {
    super();
  }
}

@CommandHandler(AddCandidateFileCommand)
export class AddCandidateFileHandler implements ICommandHandler<AddCandidateFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cvs: CandidateCvs,
  ) {}

  async execute({ access, candidateId, file }: AddCandidateFileCommand): Promise<string> {
    // Permission and the candidate first: a stranger learns nothing about the file checks.
    checkRecruitingAccess(access, 'manage');
    const { userId, companyId } = access;
    await requireCandidate(this.em.fork(), companyId, candidateId);
    const stored = await this.cvs.store(file);
    try {
      return await this.em.fork().transactional(async (tx) => {
        const candidate = await requireCandidate(tx, companyId, candidateId, true);
        const record = await this.cvs.record(tx, { companyId, candidateId, addedBy: userId, stored });
        candidate.touch(new Date());
        await tx.flush();
        return record.id;
      });
    } catch (error) {
      await this.cvs.discard(stored);
      throw error;
    }
  }
}
