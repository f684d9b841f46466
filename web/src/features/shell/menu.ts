// The side menus of specification 000, §2: key, label, route and whether the entry is usable yet.
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
  enabled: boolean;
  icon: IconName;
}

// Routes are the specification's, typos included ("staff-traning", "hr-analyrics"): links and
// bookmarks from the earlier product keep working.
export const USER_MENU: readonly MenuEntry[] = [
  { key: '1', label: 'home', route: '/', enabled: true, icon: 'home' },
  { key: '2', label: 'testing', route: '/testing', enabled: true, icon: 'clipboard' },
  { key: '3', label: 'personnel', route: '/personne', enabled: false, icon: 'users' },
  { key: '4', label: 'adaptation', route: '/staff-adaptation', enabled: false, icon: 'userPlus' },
  { key: '5', label: 'assessment', route: '/staff-assessment', enabled: false, icon: 'gauge' },
  { key: '6', label: 'performers', route: '/performers', enabled: false, icon: 'award' },
  { key: '7', label: 'culture', route: '/culture', enabled: false, icon: 'heart' },
  { key: '8', label: 'hrAdministration', route: '/hr-administration', enabled: false, icon: 'folder' },
  { key: '9', label: 'training', route: '/staff-traning', enabled: false, icon: 'book' },
  { key: '10', label: 'analytics', route: '/hr-analyrics', enabled: false, icon: 'chart' },
  { key: '11', label: 'surveys', route: '/surveys', enabled: false, icon: 'message' },
  { key: '12', label: 'myCompany', route: '/my-company', enabled: true, icon: 'building' },
  { key: '13', label: 'myCalendar', route: '/my-calendar', enabled: true, icon: 'calendar' },
  { key: '14', label: 'tasks', route: '/tasks', enabled: false, icon: 'tasks' },
  { key: '15', label: 'settings', route: '/settings/myCompanies', enabled: true, icon: 'settings' },
];

export const VERIFIER_MENU: readonly MenuEntry[] = [
  { key: '1', label: 'lcCompanies', route: '/lc-companies', enabled: true, icon: 'building' },
  { key: '2', label: 'lcSettings', route: '/lc-settings', enabled: true, icon: 'settings' },
];

export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** The active entry is the one whose route starts with the same first path segment. */
export function activeMenuKey(pathname: string, menu: readonly MenuEntry[]): string | null {
  const segment = firstSegment(pathname);
  return menu.find((entry) => firstSegment(entry.route) === segment)?.key ?? null;
}

/** The label of the page at a path, for placeholder titles. */
export function menuEntryFor(pathname: string, menu: readonly MenuEntry[]): MenuEntry | undefined {
  const key = activeMenuKey(pathname, menu);
  return menu.find((entry) => entry.key === key);
}
