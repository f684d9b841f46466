// The settings tabs: the route parameter is the tab key. "myCompanies" is the
// entry point the specification names (/settings/myCompanies) and holds the personal profile.
export const SETTINGS_TABS = ['myCompanies', 'password', 'region', 'notifications', 'permissions'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_TAB: SettingsTab = 'myCompanies';

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** Where a tab lives: /settings/{tab}, or /lc-settings/{tab} in the verifier's back office. */
export function tabPath(tab: SettingsTab, verifier: boolean): string {
  if (verifier) return tab === DEFAULT_TAB ? '/lc-settings' : `/lc-settings/${tab}`;
  return `/settings/${tab}`;
}

/** The tab a path parameter asks for; a missing or unknown one is answered by the entry tab. */
export function tabFromParam(param: string | undefined): { tab: SettingsTab; canonical: boolean } {
  if (isSettingsTab(param)) return { tab: param, canonical: true };
  return { tab: DEFAULT_TAB, canonical: false };
}
