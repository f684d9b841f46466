import { readFileSync } from 'node:fs';
import {
  ACCESS_RIGHT_CODES,
  ACCESS_RIGHTS,
  allowedActions,
  assignableRoles,
  can,
  COMPANY_ACTIONS,
  currentRights,
  effectiveRights,
  grantableRights,
  mayManageMember,
  type CompanyAction,
  type CompanyRole,
} from './company-policy.js';

const none: string[] = [];

describe('the company permission matrix', () => {
  it('lets the owner do everything', () => {
    expect(allowedActions({ role: 'owner', rights: none })).toEqual([...COMPANY_ACTIONS]);
  });

  it('lets an administrator do everything but delete and transfer, the acts that can evict the owner', () => {
    const actions = allowedActions({ role: 'administrator', rights: none });
    expect(actions).toEqual(COMPANY_ACTIONS.filter((action) => action !== 'delete' && action !== 'transfer'));
  });

  it.each<CompanyRole>(['owner', 'administrator', 'deputy', 'user'])('lets every %s view, log in, archive and restore', (role) => {
    for (const action of ['view', 'login', 'archive', 'restore'] as CompanyAction[]) expect(can({ role, rights: none }, action)).toBe(true);
  });

  it('gives deputies and users only what their rights open', () => {
    expect(can({ role: 'deputy', rights: none }, 'edit')).toBe(false);
    expect(can({ role: 'deputy', rights: ['company-settings'] }, 'edit')).toBe(true);
    expect(can({ role: 'deputy', rights: ['verification-documents'] }, 'submit')).toBe(true);
    expect(can({ role: 'user', rights: ['verification-documents'] }, 'manageFiles')).toBe(true);
    expect(can({ role: 'user', rights: ['departments'] }, 'manageFiles')).toBe(false);
  });

  it('never lets an ordinary user edit the company or its profile, nor anyone but the owner delete or transfer, whatever the rights', () => {
    const all = [...ACCESS_RIGHT_CODES];
    expect(can({ role: 'user', rights: all }, 'edit')).toBe(false);
    expect(can({ role: 'user', rights: all }, 'editProfile')).toBe(false);
    for (const role of ['administrator', 'deputy', 'user'] as CompanyRole[]) expect(can({ role, rights: all }, 'delete')).toBe(false);
    for (const role of ['administrator', 'deputy', 'user'] as CompanyRole[]) expect(can({ role, rights: all }, 'transfer')).toBe(false);
  });

  // Each right opens exactly the actions of its line in the table, and nothing else, for a deputy.
  it.each(Object.entries(ACCESS_RIGHTS))('right %s opens exactly %j for a deputy', (right, actions) => {
    const opened = allowedActions({ role: 'deputy', rights: [right] }).filter(
      (action) => !['view', 'login', 'archive', 'restore'].includes(action),
    );
    expect(opened).toEqual(COMPANY_ACTIONS.filter((action) => (actions as readonly string[]).includes(action)));
  });

  it('lets a member with "users" manage only ordinary users, granting only rights of their own', () => {
    const deputy = { role: 'deputy' as const, rights: ['users', 'vacancies'] };
    expect(mayManageMember(deputy, { role: 'user', rights: ['vacancies'] })).toBe(true);
    expect(mayManageMember(deputy, { role: 'user', rights: ['company-settings'] })).toBe(false);
    expect(mayManageMember(deputy, { role: 'deputy', rights: [] })).toBe(false);
    expect(mayManageMember(deputy, { role: 'administrator', rights: [] })).toBe(false);
    expect(mayManageMember({ role: 'deputy', rights: ['vacancies'] }, { role: 'user', rights: [] })).toBe(false);
    expect(mayManageMember({ role: 'administrator', rights: [] }, { role: 'deputy', rights: ['users'] })).toBe(true);
    expect(mayManageMember({ role: 'owner', rights: [] }, { role: 'owner', rights: [] })).toBe(false);
  });

  it('ignores unknown rights', () => {
    expect(can({ role: 'user', rights: ['everything', '__proto__'] }, 'submit')).toBe(false);
  });

  it('reads the merged "positions" as "vacancies", the right it became', () => {
    expect(can({ role: 'deputy', rights: ['positions'] }, 'vacancies')).toBe(true);
    expect(currentRights(['positions', 'vacancies', 'users', 'nonsense'])).toEqual(['vacancies', 'users']);
    expect(ACCESS_RIGHT_CODES).not.toContain('positions');
  });
});

describe('the rights a checklist offers', () => {
  it('offers a deputy every right, and an ordinary user all but the registration data and the profile, which never take effect for them', () => {
    expect(effectiveRights('deputy')).toEqual(ACCESS_RIGHT_CODES);
    expect(effectiveRights('user')).toEqual(
      ACCESS_RIGHT_CODES.filter((right) => right !== 'company-profile' && right !== 'company-settings'),
    );
    expect(effectiveRights('administrator')).toEqual([]);
    expect(effectiveRights('owner')).toEqual([]);
    // Every right offered to a role opens something for it: the checklist never promises nothing.
    for (const role of ['deputy', 'user'] as CompanyRole[]) {
      for (const right of effectiveRights(role))
        expect(allowedActions({ role, rights: [right] }).length).toBeGreaterThan(allowedActions({ role, rights: [] }).length);
    }
  });

  it('offers a holder of "users" only ordinary users and only the rights they hold', () => {
    const holder = { role: 'deputy' as const, rights: ['users', 'vacancies', 'company-profile'] };
    expect(assignableRoles(holder)).toEqual(['user']);
    expect(grantableRights(holder, 'user')).toEqual(['vacancies', 'users']);
    expect(assignableRoles({ role: 'owner', rights: [] })).toEqual(['administrator', 'deputy', 'user']);
    expect(assignableRoles({ role: 'administrator', rights: [] })).toEqual(['administrator', 'deputy', 'user']);
    expect(assignableRoles({ role: 'deputy', rights: ['vacancies'] })).toEqual([]);
    expect(grantableRights({ role: 'owner', rights: [] }, 'administrator')).toEqual([]);
    expect(grantableRights({ role: 'administrator', rights: [] }, 'deputy')).toEqual(ACCESS_RIGHT_CODES);
  });
});

describe('the access rights a grant may name', () => {
  it('are exactly the codes of the s_access_z list shipped with the catalogue', () => {
    const list = JSON.parse(readFileSync('data/catalogue/lists/s_access_z.json', 'utf8')) as
      | Array<{ code: string }>
      | { items: Array<{ code: string }> };
    const items = Array.isArray(list) ? list : list.items;
    expect([...ACCESS_RIGHT_CODES].sort()).toEqual(items.map((item) => item.code).sort());
    for (const code of Object.keys(ACCESS_RIGHTS)) expect(ACCESS_RIGHT_CODES).toContain(code);
  });
});
