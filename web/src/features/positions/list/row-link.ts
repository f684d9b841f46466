// Where a row of the vacancy list leads: a draft or a returned vacancy opens in the wizard to be
// finished or corrected (/add-vacancy?vacancy={id}); one under approval or published cannot be
// edited and opens read-only on the approval screen, which shows the document and the answers.
import { approvalPath, type VacancyRow } from '../../../shared/api/positions';

export function rowHref(companyId: string, row: Pick<VacancyRow, 'id' | 'status'>): string {
  return row.status === 'draft' || row.status === 'returned'
    ? `/add-vacancy?vacancy=${encodeURIComponent(row.id)}`
    : approvalPath(companyId, row.id);
}
