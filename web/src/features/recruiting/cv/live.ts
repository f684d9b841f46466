// The shared file viewer wired to a candidate's CVs: listed by get_candidate, shown as the viewer
// shows register extracts (a DOC/DOCX as its PDF, "converting" while the worker makes it), the
// original downloaded under its name.
import { fromApi } from '../../../shared/api/from-api';
import type { FileView } from '../../../shared/api/file-content';
import { candidateCv, candidateCvOriginal, recruitingApi } from '../../../shared/api/recruiting';
import { openInWindow, printFile, saveFile } from '../../../shared/file-viewer/page-actions';
import { viewerMachine, type ViewerFile, type ViewerOwner } from '../../../shared/file-viewer/viewer.machine';
import { failureOf } from '../../../shared/forms/failure';
import { toastError } from '../../../shared/ui/toast-queue';
import { fullName } from '../model';

export const liveCvViewerMachine = viewerMachine.provide({
  actors: {
    loadFiles: fromApi<ViewerOwner, { companyId: string; ownerId: string }>(async ({ input, signal }) => {
      const candidate = await recruitingApi.candidate(input.companyId, input.ownerId, { signal });
      return {
        id: candidate.id,
        name: fullName(candidate),
        files: candidate.files.map(({ id, name, format, size }) => ({ id, name, format, size })),
      };
    }),
    fetchView: fromApi<FileView, { companyId: string; fileId: string }>(({ input, signal }) =>
      candidateCv(input.companyId, input.fileId, signal),
    ),
    downloadFile: fromApi<void, { companyId: string; file: ViewerFile }>(async ({ input, signal }) =>
      saveFile(await candidateCvOriginal(input.companyId, input.file.id, signal), input.file.name),
    ),
  },
  actions: {
    print: (_, { file, kind, blob }) => {
      printFile(file, kind, blob).catch((error: unknown) => toastError(failureOf(error).message));
    },
    openWindow: (_, { blob }) => openInWindow(blob),
    notifyError: (_, { message }) => toastError(message),
  },
});
