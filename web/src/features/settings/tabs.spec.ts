import { describe, expect, it } from '@jest/globals';
import { SETTINGS_TABS, tabFromParam, tabPath } from './tabs';

describe('settings tabs', () => {
  it('are the five of the specification, the profile first under the key myCompanies', () => {
    expect(SETTINGS_TABS).toEqual(['myCompanies', 'password', 'region', 'notifications', 'permissions']);
  });

  it('live at /settings/{tab}; the verifier keeps them under /lc-settings', () => {
    expect(tabPath('password', false)).toBe('/settings/password');
    expect(tabPath('myCompanies', false)).toBe('/settings/myCompanies');
    expect(tabPath('myCompanies', true)).toBe('/lc-settings');
    expect(tabPath('region', true)).toBe('/lc-settings/region');
  });

  it('an unknown or missing key falls back to the profile and asks for the canonical address', () => {
    expect(tabFromParam('password')).toEqual({ tab: 'password', canonical: true });
    expect(tabFromParam('nonsense')).toEqual({ tab: 'myCompanies', canonical: false });
    expect(tabFromParam(undefined)).toEqual({ tab: 'myCompanies', canonical: false });
  });
});
