import { describe, expect, it } from '@jest/globals';
import type { ApiClient } from './client';
import { createVerificationApi, readList, type CaseAnswer, type ListAnswer } from './verification';

const counters = { companiesAll: 7, companiesUnderConsideration: 3, companiesActive: 2, companiesReject: 1, companiesDeleted: 1, companiesOverdue: 1 };

const caseAnswer = (status: number): CaseAnswer => ({
  ok: true,
  ...counters,
  company: {
    id: 'c1', number: 12, name: 'ТОВ «Перевірка»', code: '12345678', brand: null, activity: { id: 3, name: 'IT' }, services: null, employees: null, website: null,
    create_date: '2026-11-01T10:00:00.000Z', update_date: '2026-11-02T10:00:00.000Z', is_del: status === 5 ? 1 : 0, status: { id: status, name: 'Удалена' }, version: 4, revision: 9, submission_id: 'a7c1e7a2-5f3c-4d3e-9f55-0c1d2e3f4a5b', data_version: 1,
    due_at: null, overdue: false, assignee: null,
    owner: { id: 'u1', email: 'owner@example.test', emails: [], phone: null, phones: [], city: null, socials: [{ network: 'Telegram', url: 'https://t.me/owner' }] },
    files: { edr: [{ id: 'f1', name: 'extract.pdf', format: 'pdf', size: 10, url: '/file', date_upload: '2026-11-01T11:00:00.000Z' }] },
    history: [{ id: 'h1', kind: 'removed_by_verifier', text: 'Удалена верификатором', actor: { id: 'v1', name: 'Вера' }, at: '2026-11-02T10:00:00.000Z', details: {} }],
    messages: [{ id: 'm1', text: 'ok', author: { id: 'v1', name: 'Вера' }, own: true, update_date: '2026-11-02T09:00:00.000Z' }],
  },
});

/** A client that records the paths it was asked for and answers each with the given body. */
function client(answer: unknown): { api: ApiClient; paths: string[] } {
  const paths: string[] = [];
  const api = {
    get: async () => answer,
    post: async (path: string) => (paths.push(path), answer),
    onUnauthorized: () => () => undefined,
  } as unknown as ApiClient;
  return { api, paths };
}

describe('the verification module maps the generated answers into the screens’ views', () => {
  it('a deletion answers the case after it in one request, read like a decision', async () => {
    const { api, paths } = client(caseAnswer(5));
    const detail = await createVerificationApi(api).remove({ company_id: 'c1', version: 3 });
    expect(paths).toEqual(['/verifier/removeCompany']);
    expect(detail).toMatchObject({ id: 'c1', isDeleted: true, status: { id: 5, name: 'Удалена' }, version: 4, submissionId: 'a7c1e7a2-5f3c-4d3e-9f55-0c1d2e3f4a5b', dataVersion: 1 });
  });

  it('a claim and every comment call answer the case after them in one request, with its revision', async () => {
    const { api, paths } = client({ ...caseAnswer(2), assignee: null });
    const verification = createVerificationApi(api);
    const answers = [
      await verification.claim({ company_id: 'c1', action: 'take' }),
      await verification.sendMessage({ company_id: 'c1', text: 'ok' }),
      await verification.editMessage({ company_id: 'c1', message_id: 'm1', text: 'ok' }),
      await verification.removeMessage({ company_id: 'c1', message_id: 'm1' }),
    ];
    expect(paths).toEqual(['/verifier/claimVerificationCompany', '/verifier/sendVerificationCompanyMessage', '/verifier/editVerificationCompanyMessage', '/verifier/removeVerificationCompanyMessage']);
    for (const detail of answers) expect(detail).toMatchObject({ id: 'c1', version: 4, revision: 9, messages: [{ id: 'm1', text: 'ok' }] });
  });

  it('absent texts read as empty, files, history and comments in camelCase', async () => {
    const detail = await createVerificationApi(client(caseAnswer(2)).api).info('c1');
    expect(detail).toMatchObject({ brand: '', services: '', website: '', isDeleted: false, createDate: '2026-11-01T10:00:00.000Z' });
    expect(detail.owner).toEqual({ email: 'owner@example.test', emails: [], phone: '', phones: [], city: '', socials: [{ network: 'Telegram', url: 'https://t.me/owner' }] });
    expect(detail.files).toEqual([{ id: 'f1', name: 'extract.pdf', format: 'pdf', size: 10, url: '/file', dateUpload: '2026-11-01T11:00:00.000Z' }]);
    expect(detail.history).toEqual([{ id: 'h1', kind: 'removed_by_verifier', text: 'Удалена верификатором', actor: { id: 'v1', name: 'Вера' }, at: '2026-11-02T10:00:00.000Z' }]);
    expect(detail.messages).toEqual([{ id: 'm1', text: 'ok', author: { id: 'v1', name: 'Вера' }, own: true, updateDate: '2026-11-02T09:00:00.000Z' }]);
  });

  it('a list page keeps its rows, paging and the counters grouped', () => {
    const answer: ListAnswer = {
      ok: true,
      ...counters,
      companies: [
        { id: 'c1', number: 12, name: 'A', activity: null, code: '1', update_date: 'd', files: 2, status: { id: 5, name: 'x' }, is_del: 1, due_at: null, overdue: false, assignee: null },
      ],
      total: 1,
      page: 1,
      page_size: 9,
    };
    expect(readList(answer)).toEqual({
      rows: [{ id: 'c1', number: 12, name: 'A', activity: null, code: '1', updateDate: 'd', files: 2, status: { id: 5, name: 'x' }, isDeleted: true, dueAt: null, overdue: false, assignee: null }],
      total: 1,
      page: 1,
      pageSize: 9,
      counters: { all: 7, underConsideration: 3, active: 2, reject: 1, deleted: 1, overdue: 1 },
    });
  });
});
