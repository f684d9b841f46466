import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { CandidateEraser } from '../services/candidate-eraser.js';

/**
 * `erase_candidate`: the candidate's personal data erased on their request (files removed from
 * storage, names in what stays replaced, the erasure recorded). Answers when. 409 CANDIDATE_ERASED after.
 */
export class EraseCandidateCommand extends Command<Date> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
  ) {
    super();
  }
}

@CommandHandler(EraseCandidateCommand)
export class EraseCandidateHandler implements ICommandHandler<EraseCandidateCommand> {
  constructor(private readonly eraser: CandidateEraser) {}

  async execute({ access, candidateId }: EraseCandidateCommand): Promise<Date> {
    checkRecruitingAccess(access, 'manage');
    return this.eraser.erase(access.companyId, candidateId, access.userId, 'request');
  }
}
