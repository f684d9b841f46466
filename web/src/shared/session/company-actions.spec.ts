import { describe, expect, it } from '@jest/globals';
import { companyActions } from './company-actions';
import type { CompanyInfo } from './session';

const company = (fields: Record<string, unknown>) => fields as unknown as CompanyInfo;

describe("the active company's allowed actions", () => {
  it('allows exactly what the server listed, with the role it named', () => {
    const actions = companyActions(
      company({ id: 'c1', actions: ['view', 'manageDepartments'], user: { role: { id: 3, code: 'deputy' } } }),
    );
    expect(actions).toMatchObject({ companyId: 'c1', role: 'deputy' });
    expect(actions.can('manageDepartments')).toBe(true);
    // Nothing is assumed from the role: a deputy without the right has no Structure fields.
    expect(actions.can('editProfile')).toBe(false);
  });

  it('allows nothing without an active company or a list of actions', () => {
    for (const value of [null, undefined, company({ id: 'c1' })]) {
      const actions = companyActions(value);
      expect(actions.can('view')).toBe(false);
      expect(actions.role).toBeNull();
    }
    expect(companyActions(company({ id: 'c1', actions: ['view'], user: { role: { code: 'someone' } } })).role).toBeNull();
  });
});
