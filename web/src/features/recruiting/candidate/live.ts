// The candidate page's machines (the page, the edit and "add to a vacancy" dialogs) wired to the
// API and the live stream.
import { fromCallback } from 'xstate';
import { saveBlob } from '../../../shared/api/download';
import { fromApi } from '../../../shared/api/from-api';
import {
  addCandidateFile,
  exportCandidate,
  recruitingApi,
  type AddApplicationBody,
  type DownloadedFile,
} from '../../../shared/api/recruiting';
import { startUpload } from '../../../shared/api/upload';
import { liveEventsActor } from '../../../shared/live';
import type { CandidateCard, CandidateDetail, Colleague, VacancyOption } from '../model';
import { colleagues, publishedVacancies } from '../options';
import { applyMachine } from './apply.machine';
import { candidateMachine, type NoteRequest, type UploadReport, type UploadRequest } from './candidate.machine';
import { editCandidateMachine, type UpdateRequest } from './edit.machine';
import { mergeMachine, type MergeRequest } from './merge.machine';

export const liveCandidateMachine = candidateMachine.provide({
  actors: {
    load: fromApi<CandidateDetail, { companyId: string; candidateId: string }>(({ input, signal }) =>
      recruitingApi.candidate(input.companyId, input.candidateId, { signal }),
    ),
    colleagues: fromApi<Colleague[], { companyId: string }>(({ input, signal }) => colleagues(input.companyId, signal)),
    addNote: fromApi<unknown, NoteRequest>(({ input, signal }) => recruitingApi.addNote(input, { signal })),
    cancelMeeting: fromApi<unknown, { companyId: string; meetingId: string }>(({ input, signal }) =>
      recruitingApi.cancelMeeting(input.companyId, input.meetingId, { signal }),
    ),
    completeTask: fromApi<unknown, { companyId: string; taskId: string }>(({ input, signal }) =>
      recruitingApi.completeTask(input.companyId, input.taskId, { signal }),
    ),
    uploadCv: fromCallback<UploadReport, UploadRequest>(({ input, sendBack }) =>
      startUpload(
        async (signal) => {
          await addCandidateFile(input.companyId, input.candidateId, input.file, {
            signal,
            onProgress: ({ loaded, total }) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total: total ?? input.file.size }),
          });
          return { type: 'UPLOADED' as const };
        },
        (report) => sendBack(report.type === 'FAILED' ? { type: 'UPLOAD_FAILED', error: report.error } : report),
      ),
    ),
    exportZip: fromApi<DownloadedFile, { companyId: string; candidateId: string }>(({ input, signal }) =>
      exportCandidate(input.companyId, input.candidateId, signal),
    ),
    erase: fromApi<unknown, { companyId: string; candidateId: string }>(({ input, signal }) =>
      recruitingApi.erase(input.companyId, input.candidateId, { signal }),
    ),
    live: liveEventsActor(),
  },
  actions: {
    saveFile: (_, { blob, name }) => saveBlob(blob, name),
  },
});

export const liveEditCandidateMachine = editCandidateMachine.provide({
  actors: {
    save: fromApi<CandidateDetail, UpdateRequest>(({ input, signal }) => recruitingApi.update(input, { signal })),
  },
});

export const liveApplyMachine = applyMachine.provide({
  actors: {
    vacancies: fromApi<VacancyOption[], { companyId: string }>(({ input, signal }) => publishedVacancies(input.companyId, signal)),
    apply: fromApi<unknown, AddApplicationBody>(({ input, signal }) => recruitingApi.addApplication(input, { signal })),
  },
});

export const liveMergeMachine = mergeMachine.provide({
  actors: {
    search: fromApi<CandidateCard[], { companyId: string; query: string }>(async ({ input, signal }) => {
      const page = await recruitingApi.candidates({ company_id: input.companyId, query: input.query, page: 1 }, { signal });
      return page.candidates;
    }),
    load: fromApi<CandidateDetail, { companyId: string; candidateId: string }>(({ input, signal }) =>
      recruitingApi.candidate(input.companyId, input.candidateId, { signal }),
    ),
    merge: fromApi<CandidateDetail, MergeRequest>(({ input, signal }) => recruitingApi.merge(input, { signal })),
  },
});
