// The viewer's machine wired to the API (the verification context's detail for the list of files,
// the company context's file routes for the bytes) and to the browser (print, window, download).
import { fromApi } from '../../../shared/api/from-api';
import { fileContent } from '../../../shared/api/file-content';
import { verificationApi } from '../../../shared/api/verification';
import { failureOf } from '../../../shared/forms/failure';
import { toastError } from '../../../shared/ui/toast-queue';
import { openInWindow, printFile, saveFile } from '../../../shared/file-viewer/page-actions';
import { viewerMachine, type ViewerOwner, type ViewerFile } from '../../../shared/file-viewer/viewer.machine';
import type { FileView } from '../../../shared/api/file-content';

export const liveViewerMachine = viewerMachine.provide({
  actors: {
    loadFiles: fromApi<ViewerOwner, { companyId: string; ownerId: string }>(async ({ input, signal }) => {
      const detail = await verificationApi.info(input.companyId, { signal });
      return {
        id: detail.id,
        name: detail.name,
        files: detail.files.edr.map(({ id, name, format, size }) => ({ id, name, format, size })),
      };
    }),
    fetchView: fromApi<FileView, { companyId: string; fileId: string }>(async ({ input, signal }) =>
      fileContent.view(input.fileId, signal),
    ),
    downloadFile: fromApi<void, { companyId: string; file: ViewerFile }>(async ({ input, signal }) =>
      saveFile(await fileContent.download(input.file.id, signal), input.file.name),
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
