// The side menus of specification 000, §2: key, label, route and icon of each section the product has.
import type { CompanyAction } from '../../shared/session/company-actions';
import type { IconName } from '../../shared/ui/Icon';

export type MenuLabel =
  | 'home'
  | 'testing'
  | 'personnel'
  | 'adaptation'
  | 'assessment'
  | 'performers'
  | 'culture'
  | 'hrAdministration'
  | 'training'
  | 'analytics'
  | 'surveys'
  | 'myCompany'
  | 'myCalendar'
  | 'tasks'
  | 'settings'
  | 'lcCompanies'
  | 'lcSettings';

export interface MenuEntry {
  key: string;
  label: MenuLabel;
  route: string;
  icon: IconName;
  /** The member's action in the active company the section needs; without it the entry is not shown. */
  action?: CompanyAction;
}

interface Section extends MenuEntry {
  /** Whether the product has the section's screens; one that has none is not offered at all. */
  built: boolean;
}

// Routes are the specification's, typos included ("staff-traning", "hr-analyrics"), for the day
// their sections exist. Sections without screens are not shown: an entry that opens a title, or
// nothing, promises what the product does not do. A section appears by building it and setting `built`.
const USER_SECTIONS: readonly Section[] = [
  { key: '1', label: 'home', route: '/', built: true, icon: 'home' },
  { key: '2', label: 'testing', route: '/testing', built: false, icon: 'clipboard' },
  { key: '3', label: 'personnel', route: '/personne', built: true, icon: 'users', action: 'viewCandidates' },
  { key: '4', label: 'adaptation', route: '/staff-adaptation', built: false, icon: 'userPlus' },
  { key: '5', label: 'assessment', route: '/staff-assessment', built: false, icon: 'gauge' },
  { key: '6', label: 'performers', route: '/performers', built: false, icon: 'award' },
  { key: '7', label: 'culture', route: '/culture', built: false, icon: 'heart' },
  { key: '8', label: 'hrAdministration', route: '/hr-administration', built: false, icon: 'folder' },
  { key: '9', label: 'training', route: '/staff-traning', built: false, icon: 'book' },
  { key: '10', label: 'analytics', route: '/hr-analyrics', built: true, icon: 'chart', action: 'viewReports' },
  { key: '11', label: 'surveys', route: '/surveys', built: false, icon: 'message' },
  { key: '12', label: 'myCompany', route: '/my-company', built: true, icon: 'building' },
  { key: '13', label: 'myCalendar', route: '/my-calendar', built: false, icon: 'calendar' },
  { key: '14', label: 'tasks', route: '/tasks', built: false, icon: 'tasks' },
  { key: '15', label: 'settings', route: '/settings/myCompanies', built: true, icon: 'settings' },
];

/** The user's menu: the sections of specification 000, §2 that exist, in its order. */
export const USER_MENU: readonly MenuEntry[] = USER_SECTIONS.filter((section) => section.built).map(({ built: _built, ...entry }) => entry);

/** The entries the member may open: those that need an action, only with it. */
export function allowedEntries(menu: readonly MenuEntry[], can: (action: CompanyAction) => boolean): readonly MenuEntry[] {
  return menu.every((entry) => !entry.action) ? menu : menu.filter((entry) => !entry.action || can(entry.action));
}

export const VERIFIER_MENU: readonly MenuEntry[] = [
  { key: '1', label: 'lcCompanies', route: '/lc-companies', icon: 'building' },
  { key: '2', label: 'lcSettings', route: '/lc-settings', icon: 'settings' },
];

export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** The active entry is the one whose route starts with the same first path segment. */
export function activeMenuKey(pathname: string, menu: readonly MenuEntry[]): string | null {
  const segment = firstSegment(pathname);
  return menu.find((entry) => firstSegment(entry.route) === segment)?.key ?? null;
}
