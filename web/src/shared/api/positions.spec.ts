import { describe, expect, it } from '@jest/globals';
import { madeUpServer } from '../testing/api';
import { createPositionsApi } from './positions';

/** The positions calls over the real API client and a made-up server that answers by path and records what was sent. */
function server(answers: Record<string, unknown>) {
  const { client, sent } = madeUpServer(answers);
  return { sent, positions: createPositionsApi(client) };
}

describe('positions client', () => {
  it('answers the vacancy of a step save from its own route, with the body as given', async () => {
    const vacancy = { id: 'v1', company_id: 'c1', name: 'Бухгалтер', labels: { criteria: ['Досвід'] } };
    const { sent, positions } = server({ '/api/v2/profiling/save_vacancy_review': { ok: true, vacancy } });
    expect(await positions.save('review', { company_id: 'c1', vacancy_id: 'v1' })).toEqual(vacancy);
    expect(sent).toEqual([{ path: '/api/v2/profiling/save_vacancy_review', body: { company_id: 'c1', vacancy_id: 'v1' } }]);
  });

  it('takes the list and its total, the home rows, the counts, the approvers and the requests out of their envelopes', async () => {
    const row = { id: 'v1', number: 1, name: 'Бухгалтер' };
    const { sent, positions } = server({
      '/api/v2/profiling/get_vacancy_list': { ok: true, vacancies: [row], total: 7 },
      '/api/v2/profiling/get_actual_vacancies': { ok: true, vacancies: [row] },
      '/api/v2/profiling/get_vacancy_counts': { ok: true, counts: { draft: 1, approval: 2, returned: 0, published: 3 } },
      '/api/v2/profiling/get_vacancy_approvers': { ok: true, users: [{ user_id: 'u2', name: 'Ігор', role: 'user' }] },
      '/api/v2/profiling/get_approval_requests': { ok: true, requests: [{ vacancy_id: 'v9', company_id: 'c2' }] },
    });
    expect(await positions.list({ company_id: 'c1', status: 'all' })).toEqual({ vacancies: [row], total: 7 });
    expect(await positions.actual({ company_id: 'c1' })).toEqual([row]);
    expect(await positions.counts({ company_id: 'c1' })).toEqual({ draft: 1, approval: 2, returned: 0, published: 3 });
    expect(await positions.approvers({ company_id: 'c1' })).toEqual([{ user_id: 'u2', name: 'Ігор', role: 'user' }]);
    expect(await positions.requests()).toEqual([{ vacancy_id: 'v9', company_id: 'c2' }]);
    expect(sent.map((call) => call.path)).toEqual([
      '/api/v2/profiling/get_vacancy_list',
      '/api/v2/profiling/get_actual_vacancies',
      '/api/v2/profiling/get_vacancy_counts',
      '/api/v2/profiling/get_vacancy_approvers',
      '/api/v2/profiling/get_approval_requests',
    ]);
  });
});
