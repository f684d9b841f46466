// What the signed-in member may do in the active company, as the server answered it: the `actions`
// of `user_data.company` (the permission matrix of src/shared/contract/company-rights.ts applied to
// their role and rights). Every control that a right opens asks here, so a screen shows, enables or
// hides it exactly as the server would answer the call behind it; nothing is assumed from the role.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { COMPANY_ROLES, type CompanyAction, type CompanyRole } from '../../../../src/shared/contract/company-rights';
import type { CompanyInfo } from './session';
import { useAppActor } from './session-context';

export type { CompanyAction, CompanyRole };

export interface CompanyActions {
  /** The active company, or null without one. */
  companyId: string | null;
  /** The member's role there, or null without an active company. */
  role: CompanyRole | null;
  /** Whether the server lists the action for the member (false without an active company). */
  can: (action: CompanyAction) => boolean;
}

const isRole = (value: unknown): value is CompanyRole => typeof value === 'string' && Object.hasOwn(COMPANY_ROLES, value);

/** The allowed actions of `user_data.company` (the active company); no company allows nothing. */
export function companyActions(company: CompanyInfo | null | undefined): CompanyActions {
  const actions = new Set<string>(Array.isArray(company?.actions) ? company.actions : []);
  const code = company?.user?.role?.code;
  return {
    companyId: company?.id ? String(company.id) : null,
    role: isRole(code) ? code : null,
    can: (action) => actions.has(action),
  };
}

/** The active company's allowed actions, following the app's user data (a company switch, a reload). */
export function useCompanyActions(): CompanyActions {
  const company = useSelector(useAppActor(), (snapshot) => snapshot.context.user?.company ?? null);
  return useMemo(() => companyActions(company), [company]);
}
