import { describe, expect, it } from '@jest/globals';
import { madeUp, madeUpServer } from '../testing/api';
import type { ResponseBody } from './contract';
import { createVerificationApi, type CompanyList } from './verification';

type CaseAnswer = ResponseBody<'/verifier/getVerificationCompanyInfo'>;

const counters = {
  companiesAll: 7,
  companiesUnderConsideration: 3,
  companiesActive: 2,
  companiesReject: 1,
  companiesDeleted: 1,
  companiesOverdue: 1,
};

const caseAnswer = (status: number): CaseAnswer => ({
  ok: true,
  ...counters,
  company: madeUp<CaseAnswer['company']>({
    id: 'c1',
    number: 12,
    name: 'ТОВ «Перевірка»',
    code: '12345678',
    brand: null,
    activity: { id: 3, name: 'IT' },
    services: null,
    employees: null,
    website: null,
    create_date: '2026-11-01T10:00:00.000Z',
    update_date: '2026-11-02T10:00:00.000Z',
    is_del: status === 5 ? 1 : 0,
    status: { id: status, name: 'Удалена' },
    version: 4,
    revision: 9,
    submission_id: 'a7c1e7a2-5f3c-4d3e-9f55-0c1d2e3f4a5b',
    data_version: 1,
    due_at: null,
    overdue: false,
    assignee: null,
    owner: {
      id: 'u1',
      email: 'owner@example.test',
      emails: [],
      phone: null,
      phones: [],
      city: null,
      socials: [{ network: 'Telegram', url: 'https://t.me/owner' }],
    },
    files: { edr: [{ id: 'f1', name: 'extract.pdf', format: 'pdf', size: 10, url: '/file', date_upload: '2026-11-01T11:00:00.000Z' }] },
    history: [
      {
        id: 'h1',
        kind: 'removed_by_verifier',
        text: 'Удалена верификатором',
        actor: { id: 'v1', name: 'Вера' },
        at: '2026-11-02T10:00:00.000Z',
        details: {},
      },
    ],
    messages: [{ id: 'm1', text: 'ok', author: { id: 'v1', name: 'Вера' }, own: true, update_date: '2026-11-02T09:00:00.000Z' }],
  }),
});

const V = '/api/v2/verifier';

describe('the verification module hands the screens the generated answers', () => {
  it('a deletion answers the case after it in one request, as the server sent it', async () => {
    const { client, sent } = madeUpServer({ [`${V}/removeCompany`]: caseAnswer(5) });
    const detail = await createVerificationApi(client).remove({ company_id: 'c1', version: 3 });
    expect(sent).toEqual([{ path: `${V}/removeCompany`, body: { company_id: 'c1', version: 3 } }]);
    expect(detail).toEqual(caseAnswer(5).company);
  });

  it('a claim and every comment call answer the case after them in one request, with its revision', async () => {
    const answer = { ...caseAnswer(2), assignee: null };
    const paths = [
      'claimVerificationCompany',
      'sendVerificationCompanyMessage',
      'editVerificationCompanyMessage',
      'removeVerificationCompanyMessage',
    ].map((name) => `${V}/${name}`);
    const { client, sent } = madeUpServer(Object.fromEntries(paths.map((path) => [path, answer])));
    const verification = createVerificationApi(client);
    const answers = [
      await verification.claim({ company_id: 'c1', action: 'take' }),
      await verification.sendMessage({ company_id: 'c1', text: 'ok' }),
      await verification.editMessage({ company_id: 'c1', message_id: 'm1', text: 'ok' }),
      await verification.removeMessage({ company_id: 'c1', message_id: 'm1' }),
    ];
    expect(sent.map((call) => call.path)).toEqual(paths);
    for (const detail of answers) expect(detail).toMatchObject({ id: 'c1', version: 4, revision: 9, messages: [{ id: 'm1', text: 'ok' }] });
  });

  it('a list page is the answer itself: rows, paging and every counter', async () => {
    const answer: CompanyList = {
      ok: true,
      ...counters,
      companies: [
        {
          id: 'c1',
          number: 12,
          name: 'A',
          activity: null,
          code: '1',
          update_date: 'd',
          files: 2,
          status: { id: 5, name: 'x' },
          is_del: 1,
          due_at: null,
          overdue: false,
          assignee: null,
        },
      ],
      total: 1,
      page: 1,
      page_size: 9,
    };
    const { client } = madeUpServer({ [`${V}/getVerificationCompaniesList`]: answer });
    expect(await createVerificationApi(client).list({ type: 'all', page: 1, page_size: 9 })).toEqual(answer);
  });

  it('the advanced search sends only the filters that hold a value', async () => {
    const { client, sent } = madeUpServer({
      [`${V}/findListVerificationCompany`]: { ok: true, search_result: [], total: 0, total_capped: false, page: 1, page_size: 5 },
    });
    await createVerificationApi(client).advancedSearch({
      value: '',
      companyName: 'Роги',
      employees: 0,
      sort: 'name',
      order: 'asc',
      page: 1,
      page_size: 5,
    });
    expect(sent[0]!.body).toEqual({ companyName: 'Роги', sort: 'name', order: 'asc', page: 1, page_size: 5 });
  });
});
