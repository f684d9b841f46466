// The add-candidate dialog's machine wired to the API: add_candidate, then the CV (if any) with
// add_candidate_file through the upload helper, for its progress.
import { fromCallback } from 'xstate';
import { fromApi } from '../../../shared/api/from-api';
import { addCandidateFile, recruitingApi } from '../../../shared/api/recruiting';
import { failureOf } from '../../../shared/forms/failure';
import { startUpload } from '../../../shared/api/upload';
import type { VacancyOption } from '../model';
import { publishedVacancies } from '../options';
import { addCandidateMachine, type AddInput, type AddReport } from './add-candidate.machine';

export const liveAddCandidateMachine = addCandidateMachine.provide({
  actors: {
    vacancies: fromApi<VacancyOption[], { companyId: string }>(({ input, signal }) => publishedVacancies(input.companyId, signal)),
    add: fromCallback<AddReport, AddInput>(({ input, sendBack }) =>
      startUpload(async (signal) => {
        const { body, file } = input;
        const answer = await recruitingApi.add(body, { signal });
        if (!file) return { type: 'ADDED' as const, answer };
        try {
          await addCandidateFile(body.company_id, answer.candidate.id, file, {
            signal,
            onProgress: ({ loaded, total }) => sendBack({ type: 'PROGRESS', loaded, total: total ?? file.size }),
          });
          return { type: 'ADDED' as const, answer };
        } catch (error) {
          // The candidate stands; the CV can be added from their page.
          return { type: 'ADDED' as const, answer, cvError: failureOf(error).message };
        }
      }, sendBack),
    ),
  },
});
