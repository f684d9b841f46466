import type { UserInfo } from '../../shared/session/session';
import { isRecord } from '../../shared/api/contract';

export interface ActiveCompany {
  id: string;
  name: string;
  status: string;
  statusId: number;
  role: string | null;
}

/** The active company of user_data: id, name, status and the caller's role code. */
export function activeCompany(user: UserInfo | null): ActiveCompany | null {
  const company = user?.company;
  if (!isRecord(company) || company.id === undefined || company.id === null) return null;
  const status: { id?: unknown; name?: unknown } = isRecord(company.status) ? company.status : {};
  const member: { code?: unknown } = isRecord(company.user) && isRecord(company.user.role) ? company.user.role : {};
  return {
    id: String(company.id),
    name: typeof company.name === 'string' ? company.name.trim() : '',
    status: typeof status.name === 'string' ? status.name : '',
    statusId: Number(status.id) || 0,
    role: typeof member.code === 'string' ? member.code : null,
  };
}
