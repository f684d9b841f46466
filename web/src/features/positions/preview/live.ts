// The preview drawer's machine wired to the API: the colleagues who may approve, the send, and the
// server PDF fetched with the session header (a plain link cannot carry it; see shared/api/download).
import i18next from 'i18next';
import { downloadFile } from '../../../shared/api/download';
import { POSITION_CALLS, positionsApi, type SendRequest, type VacancyView, type ApproverOption } from '../../../shared/api/positions';
import { toast } from '../../../shared/ui/toast-queue';
import { previewMachine } from './preview.machine';
import { fromApi } from '../../../shared/api/from-api';

/** The PDF's address under /api/v2 with the vacancy in the query (a GET). */
export function pdfPath(companyId: string, vacancyId: string): string {
  const query = new URLSearchParams({ company_id: companyId, vacancy_id: vacancyId });
  return `${POSITION_CALLS.pdf}?${query.toString()}`;
}

export const livePreviewMachine = previewMachine.provide({
  actors: {
    members: fromApi<ApproverOption[], { companyId: string }>(async ({ input, signal }) =>
      positionsApi.approvers({ company_id: input.companyId }, { signal }),
    ),
    send: fromApi<VacancyView, SendRequest>(async ({ input, signal }) => positionsApi.send(input, { signal })),
    download: fromApi<void, { companyId: string; vacancy: VacancyView }>(async ({ input, signal }) =>
      downloadFile(
        pdfPath(input.companyId, input.vacancy.id),
        `${i18next.t('positions-short:preview.fileName', { number: input.vacancy.number })}.pdf`,
        signal,
      ),
    ),
  },
  actions: {
    notify: (_, notice) => {
      if (notice.kind === 'sent')
        toast.success(i18next.t(notice.published ? 'positions-short:preview.published' : 'positions-short:preview.sentForApproval'));
      else toast.error(notice.message || i18next.t('positions-short:toasts.failed'));
    },
  },
});
