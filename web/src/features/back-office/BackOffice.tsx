import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { VerificationTab } from '../../shared/api/verification';
import { tabFromParam } from './format';
import { CompaniesListPage } from './list/CompaniesListPage';
import { CompanyDetailModal, detailTab } from './detail/CompanyDetailModal';

/** The tab the list showed last: an open company lies over it, and closing returns there. */
let lastTab: VerificationTab = 'all';

export type BackOfficeRoute =
  | { kind: 'list'; tab: VerificationTab }
  | { kind: 'company'; id: string; tab: string | undefined }
  | { kind: 'unknown' };

/** /lc-companies[/{tab}] and /lc-companies/company/{id}[/{tab_company}]. */
export function parseBackOfficePath(pathname: string): BackOfficeRoute {
  const parts = pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  if (parts[0] === 'company' && parts[1] && parts.length <= 3) return { kind: 'company', id: parts[1], tab: parts[2] };
  if (parts.length <= 1) {
    const tab = tabFromParam(parts[0]);
    return tab ? { kind: 'list', tab } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}

/**
 * The list stays at one place in the tree whether or not a company is open over it, so opening
 * and closing a company neither reloads nor resets it.
 */
export function BackOffice({ notFound }: { notFound: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = parseBackOfficePath(pathname);
  if (route.kind === 'unknown') return <>{notFound}</>;
  if (route.kind === 'list') lastTab = route.tab;
  const listTab = route.kind === 'list' ? route.tab : lastTab;
  return (
    <>
      <CompaniesListPage tab={listTab} />
      {route.kind === 'company' && (
        <CompanyDetailModal
          key={route.id}
          companyId={route.id}
          tab={detailTab(route.tab)}
          onClose={() => navigate(`/lc-companies/${lastTab}`)}
        />
      )}
    </>
  );
}
