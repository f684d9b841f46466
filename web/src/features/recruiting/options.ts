// The choices several recruiting dialogs offer, read from other contexts' calls: the company's
// published vacancies (a candidate is added to one; the list filters by one) and the colleagues
// (a task's assignee, a note's mentions: the confirmed members but the caller).
import { positionsApi } from '../../shared/api/positions';
import type { Colleague, VacancyOption } from './model';

export async function publishedVacancies(companyId: string, signal: AbortSignal): Promise<VacancyOption[]> {
  const rows = await positionsApi.actual({ company_id: companyId }, { signal });
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

export async function colleagues(companyId: string, signal: AbortSignal): Promise<Colleague[]> {
  const users = await positionsApi.approvers({ company_id: companyId }, { signal });
  return users.map((user) => ({ id: user.user_id, name: user.name }));
}
