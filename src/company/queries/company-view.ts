import type { Lang } from '../../shared/i18n/lang.js';
import { COMPANY_STATUS } from '../company.types.js';
import { REJECTION_REASON_NAMES, type RejectionReasonCode } from '../../verification/verification.contract.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';
import { COMPANY_ROLES, allowedActions, type CompanyAction, type CompanyRole } from '../domain/company-policy.js';
import type { Company, CompanyFile, Membership } from '../domain/company.entity.js';

export const COMPANY_FILE_ROUTE = '/api/v2/company/files';

export interface NamedId {
  id: number;
  name: string;
}

export interface RoleView extends NamedId {
  code: CompanyRole;
}

export interface CompanyFileView {
  id: string;
  name: string;
  format: string;
  size: number;
  url: string;
  date_upload: string;
}

/** `company_data` of get_companyInfo. */
export interface CompanyView {
  id: string;
  name: string;
  companyBrand: string | null;
  code: string;
  employees: { id: number } | null;
  activity: { id: number } | null;
  services: string | null;
  website: string | null;
  status: NamedId;
  is_del: 0 | 1;
  role: RoleView;
  /** What the caller may do here (the permission matrix applied to their membership). */
  actions: CompanyAction[];
  archived: 0 | 1;
  files: { edr: CompanyFileView[] };
  create_date: string;
  update_date: string;
  /** The verifier's reason while the company is rejected (status 3), else null. */
  rejection: CompanyRejection | null;
}

/** Why a verifier rejected the company: a preset reason code (or null) and the verifier's text. */
export interface CompanyRejection {
  code: string | null;
  reason: string;
}

/**
 * The banner's rejection in the reader's language: the verifier's own text, or the preset reason's
 * name when they wrote none.
 */
export function rejectionView(statusId: number, code: string | null, reason: string | null, lang: Lang): CompanyRejection | null {
  if (statusId !== COMPANY_STATUS.rejected || (code === null && reason === null)) return null;
  const text = reason?.trim()
    ? reason
    : code && code in REJECTION_REASON_NAMES
      ? REJECTION_REASON_NAMES[code as RejectionReasonCode][lang]
      : '';
  return { code, reason: text };
}

export function statusView(statusId: number, lang: Lang): NamedId {
  return { id: statusId, name: translate(`company.status.${statusId}` as MessageKey, lang) };
}

export function roleView(role: CompanyRole, lang: Lang): RoleView {
  return { id: COMPANY_ROLES[role], name: translate(`company.role.${role}` as MessageKey, lang), code: role };
}

export function fileView(file: Pick<CompanyFile, 'id' | 'name' | 'format' | 'size' | 'uploadedAt'>): CompanyFileView {
  return {
    id: file.id,
    name: file.name,
    format: file.format,
    size: file.size,
    url: `${COMPANY_FILE_ROUTE}/${file.id}`,
    date_upload: file.uploadedAt.toISOString(),
  };
}

export function companyView(company: Company, member: Membership, files: CompanyFile[], lang: Lang): CompanyView {
  return {
    id: company.id,
    name: company.name,
    companyBrand: company.companyBrand ?? null,
    code: company.code,
    employees: company.employees ? { id: company.employees } : null,
    activity: company.activity ? { id: company.activity } : null,
    services: company.services ?? null,
    website: company.website ?? null,
    status: statusView(company.statusId, lang),
    is_del: company.isDel ? 1 : 0,
    role: roleView(member.role, lang),
    actions: allowedActions({ role: member.role, rights: member.rights }),
    archived: member.archivedAt ? 1 : 0,
    files: { edr: files.filter((file) => file.type === 'edr').map(fileView) },
    create_date: company.createdAt.toISOString(),
    update_date: company.updatedAt.toISOString(),
    rejection: rejectionView(company.statusId, company.rejectionCode ?? null, company.rejectionReason ?? null, lang),
  };
}
