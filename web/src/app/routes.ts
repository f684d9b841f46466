// Route facts shared by the router and its specs; no React here.
import type { AppStatus } from '../shared/session/session';

/** Where each status lives; any known path outside a status's own pages leads here. */
export const STATUS_HOME: Record<AppStatus, string> = {
  loading: '/',
  auth: '/auth',
  main: '/',
  'profile-create': '/profile-create',
  'companies-profile': '/companies',
  'company-create': '/company-create',
  'company-registration': '/company-registration',
  'company-verification': '/company-create/verification',
  // Specification 000, §4: the verifier lands on the list of all companies.
  verifier: '/lc-companies/all',
  success: '/',
};

/**
 * Sections of specification 000, §2 the product does not have yet: no page answers them and the
 * menu does not offer them, but they stay known, so a link or bookmark to one lands on the home
 * page instead of an empty page or a 404.
 */
export const PLANNED_ROUTES = [
  'testing',
  'staff-adaptation',
  'staff-assessment',
  'performers',
  'culture',
  'hr-administration',
  'staff-traning',
  'hr-analyrics',
  'surveys',
  'my-calendar',
  'tasks',
] as const;

/**
 * Every path the product knows, whatever the status. A known path the current status may not see
 * redirects to that status's home; anything else is the not-found page.
 */
export const KNOWN_PATTERNS: readonly string[] = [
  '/',
  '/auth',
  '/forgot',
  '/forgot-by-phone',
  '/recovery-password',
  '/confirm-email',
  '/auth/external',
  '/company-transfer',
  '/confirm-phone',
  '/profile-create',
  '/settings/:tab?',
  '/my-company',
  ...PLANNED_ROUTES.map((route) => `/${route}`),
  '/companies/:sort?',
  '/company-settings',
  '/company-create',
  '/company-create/verification',
  '/company-registration',
  '/company-registration-main',
  '/company-verify',
  '/add-deputy',
  '/add-vacancy',
  '/vacancies',
  '/vacancy-approvals',
  '/personne',
  '/personne/candidate/:candidateId',
  '/personne/vacancy/:vacancyId',
  '/personne/settings',
  '/hr-analyrics',
  '/vacancy-approval/:companyId/:vacancyId',
  '/company-users/:companyId?',
  '/company-invitation',
  '/lc-companies/*',
  '/lc-settings/:tab?',
  '/success',
];

/** Matches `/a/:param`, `/a/:optional?` and a trailing `/*`, like react-router's patterns. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*') return true;
    if (part.startsWith(':') && part.endsWith('?')) {
      return have.length <= i + 1 && i === want.length - 1;
    }
    const segment = have[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && decodeURIComponent(segment) !== part) return false;
  }
  return have.length === want.length;
}

export function isKnownPath(pathname: string): boolean {
  return KNOWN_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}
