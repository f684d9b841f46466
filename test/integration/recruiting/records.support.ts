import type { Harness } from '../../support/harness.js';
import { account, addMember, createCompany, type Account } from '../company/company.support.js';

/*
 * What the flows of notes and tasks, CV files and personal data share: a company with its team,
 * each member holding one set of the recruiting rights, and candidates added through the API.
 */

export interface Team {
  companyId: string;
  owner: Account;
  /** A deputy with "candidates" (writes and reads). */
  recruiter: Account;
  /** A deputy with "candidates-view" (reads only). */
  viewer: Account;
  /** A deputy without either right. */
  plain: Account;
  /** Signed in, member of no company here. */
  stranger: Account;
}

export async function team(h: Harness): Promise<Team> {
  const [owner, recruiter, viewer, plain, stranger] = await Promise.all([account(h), account(h), account(h), account(h), account(h)]);
  const company = await createCompany(owner);
  const companyId = company.id as string;
  await addMember(h, companyId, recruiter.id, 'deputy', ['candidates']);
  await addMember(h, companyId, viewer.id, 'deputy', ['candidates-view']);
  await addMember(h, companyId, plain.id, 'deputy', ['vacancies']);
  return { companyId, owner, recruiter, viewer, plain, stranger };
}

/** A recruiting call of `who` in the team's company (company_id added unless given). */
export function rc(t: Pick<Team, 'companyId'>, who: Account, path: string, body: Record<string, unknown> = {}, lang?: string) {
  return who.c.post(`/recruiting/${path}`, { company_id: t.companyId, ...body }, { token: who.token, ...(lang ? { lang } : {}) });
}

let serial = 0;

/** A candidate added by hand (a unique e-mail each), answering its id. */
export async function addCandidate(t: Team, fields: Record<string, unknown> = {}): Promise<string> {
  serial += 1;
  const res = await rc(t, t.owner, 'add_candidate', {
    name: 'Олена',
    lname: 'Коваль',
    email: `olena.${Date.now().toString(36)}.${serial}@example.com`,
    source: 'manual',
    ...fields,
  });
  expect([res.status, res.body.code]).toEqual([200, undefined]);
  return res.body.candidate.id as string;
}
