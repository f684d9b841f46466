// The candidate page's machines (the page, the edit and "add to a vacancy" dialogs) wired to the
// API and the live stream.
import { fromCallback } from 'xstate';
import { saveBlob } from '../../../shared/api/download';
import { fromApi } from '../../../shared/api/from-api';
import {
  addCandidateFile,
  candidateCv,
  exportCandidate,
  recruitingApi,
  type AddApplicationBody,
  type CvView,
  type DownloadedFile,
} from '../../../shared/api/recruiting';
import { startUpload } from '../../../shared/api/upload';
import { liveEventsActor } from '../../../shared/live';
import type { CandidateDetail, Colleague, VacancyOption } from '../model';
import { colleagues, publishedVacancies } from '../options';
import { applyMachine } from './apply.machine';
import { candidateMachine, type NoteRequest, type UploadReport, type UploadRequest } from './candidate.machine';
import { editCandidateMachine, type UpdateRequest } from './edit.machine';

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
    openFile: fromApi<CvView, { companyId: string; fileId: string }>(({ input, signal }) =>
      candidateCv(input.companyId, input.fileId, signal),
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
    // The browser's own viewer in a new tab: the session is a header, so the tab gets the bytes.
    showFile: (_, { blob }) => {
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
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
