// The board's and the reject dialog's machines wired to the API and the live stream.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi, type RejectionLetter } from '../../../shared/api/recruiting';
import { liveEventsActor } from '../../../shared/live';
import type { BoardAnswer, RejectionReason } from '../model';
import { boardMachine, type MoveInput } from './board.machine';
import { rejectMachine, type RejectRequest } from './reject.machine';

export const liveBoardMachine = boardMachine.provide({
  actors: {
    load: fromApi<BoardAnswer, { companyId: string; vacancyId: string }>(({ input, signal }) =>
      recruitingApi.board(input.companyId, input.vacancyId, { signal }),
    ),
    move: fromApi<{ version: number }, MoveInput>(async ({ input, signal }) => {
      const application = await recruitingApi.move(
        { company_id: input.companyId, application_id: input.applicationId, stage_id: input.stageId, version: input.version },
        { signal },
      );
      return { version: application.version };
    }),
    live: liveEventsActor(),
  },
});

export const liveRejectMachine = rejectMachine.provide({
  actors: {
    reasons: fromApi<RejectionReason[], { companyId: string }>(({ input, signal }) => recruitingApi.reasons(input.companyId, { signal })),
    letter: fromApi<RejectionLetter, { companyId: string; applicationId: string; reasonId: string }>(({ input, signal }) =>
      recruitingApi.letter(
        { company_id: input.companyId, application_id: input.applicationId, reason_id: Number(input.reasonId) },
        { signal },
      ),
    ),
    reject: fromApi<unknown, RejectRequest>(({ input, signal }) => recruitingApi.reject(input, { signal })),
  },
});
