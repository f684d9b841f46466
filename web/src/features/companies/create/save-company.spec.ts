// Issue 24: one user action, one round trip. Registering a company (step 1 of the wizard,
// "Далее") is counted at the fetch level through the real API client.
import { describe, expect, it } from '@jest/globals';
import { createCompanyApi } from '../../../shared/api/company';
import { createCompanySetupApi } from '../../../shared/api/company-setup';
import { madeUpServer } from '../../../shared/testing/api';
import { saveCompany } from './save-company';

const COMPANY = {
  id: 'c-1',
  name: 'ТОВ Приклад',
  code: '14360570',
  status: { id: 1, name: 'Зарегистрирована' },
  actions: ['edit'],
  files: { edr: [] },
};
const ACTIVE = {
  id: 'c-1',
  name: 'ТОВ Приклад',
  status: { id: 1, name: 'Зарегистрирована' },
  user: { role: { id: 1, name: 'Владелец', code: 'owner' } },
  rejection: null,
  actions: ['edit'],
  onboarding_step: 2,
  verification_sla_minutes: 120,
};
const REQUEST = { name: 'ТОВ Приклад', code: '14360570' };

function server(answers: Record<string, unknown>) {
  const { client, sent } = madeUpServer(answers);
  const save = saveCompany({ company: createCompanyApi(client), setup: createCompanySetupApi(client) });
  return { paths: () => sent.map((call) => call.path), save };
}

describe('saving step 1 of the company wizard', () => {
  const signal = new AbortController().signal;

  it('registers a company with one request: createCompany answers it already active', async () => {
    const { paths, save } = server({ '/api/v2/company/createCompany': { ok: true, company_data: COMPANY, company: ACTIVE } });
    expect(await save({ input: { companyId: null, request: REQUEST }, signal })).toEqual({ id: 'c-1' });
    expect(paths()).toEqual(['/api/v2/company/createCompany']);
  });

  it('fails on an answer that does not name the new company active (the next steps would work on another)', async () => {
    const { save } = server({ '/api/v2/company/createCompany': { ok: true, company_data: COMPANY, company: null } });
    await expect(save({ input: { companyId: null, request: REQUEST }, signal })).rejects.toThrow('active');
  });

  it('updates a company that exists with one request', async () => {
    const { paths, save } = server({
      '/api/v2/company/updateCompany': {
        ok: true,
        company_data: { ...COMPANY, companyBrand: null, employees: null, activity: null, services: null, website: null },
      },
    });
    expect(await save({ input: { companyId: 'c-1', request: REQUEST }, signal })).toEqual({ id: 'c-1' });
    expect(paths()).toEqual(['/api/v2/company/updateCompany']);
  });
});
