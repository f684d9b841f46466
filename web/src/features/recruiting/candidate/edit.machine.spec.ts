import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { flush } from '../../../shared/testing/machine';
import { madeUpCandidate } from '../fixtures';
import type { CandidateDetail } from '../model';
import { CONTACTS_MAX, editCandidateMachine, editFormOf, editProblems, updateBody, type UpdateRequest } from './edit.machine';

const CANDIDATE = madeUpCandidate({ emails: ['o@example.com'], phones: ['+380991234567'], tags: ['java', 'sql'] });

function start(save: (body: UpdateRequest) => Promise<CandidateDetail>, candidate: CandidateDetail = CANDIDATE) {
  return createActor(
    editCandidateMachine.provide({ actors: { save: fromPromise<CandidateDetail, UpdateRequest>(async ({ input }) => save(input)) } }),
    { input: { companyId: 'co1', candidate } },
  ).start();
}

describe('editing a candidate', () => {
  it('fills the form from the candidate: phones as the PhoneField keeps them, an empty field for a missing contact', () => {
    expect(editFormOf(CANDIDATE)).toEqual({
      name: 'Олена',
      lname: 'Коваль',
      emails: ['o@example.com'],
      phones: ['0991234567'],
      source: 'manual',
      tags: 'java, sql',
    });
    expect(editFormOf(madeUpCandidate({ emails: [], phones: [] }))).toMatchObject({ emails: [''], phones: [''] });
  });

  it('needs a name, a surname, valid contacts and at least one of them', () => {
    const form = { name: ' ', lname: 'Коваль', emails: ['bad', ''], phones: ['099'], source: 'manual' as const, tags: '' };
    expect(Object.keys(editProblems(form)).sort()).toEqual(['email.0', 'name', 'phone.0']);
    expect(Object.keys(editProblems({ ...form, name: 'Олена', emails: [' '], phones: [''] }))).toEqual(['contact']);
  });

  it('sends every field, the lists without blanks or repeats and the phones as E.164', () => {
    const form = {
      name: ' Олена ',
      lname: 'Коваль',
      emails: ['o@example.com', ' ', 'o@example.com'],
      phones: ['0991234567', ''],
      source: 'referral' as const,
      tags: 'java; Java, sql',
    };
    expect(updateBody('co1', 'c1', form)).toEqual({
      company_id: 'co1',
      candidate_id: 'c1',
      name: 'Олена',
      lname: 'Коваль',
      emails: ['o@example.com'],
      phones: ['+380991234567'],
      source: 'referral',
      tags: ['java', 'sql'],
    });
  });

  it("adds and removes contact fields within the limit, checks before saving, and keeps the form on the server's refusal", async () => {
    const sent: UpdateRequest[] = [];
    const actor = start(async (body) => {
      sent.push(body);
      if (sent.length === 1) throw new ApiError(409, 'CONTACT_TAKEN', 'Этот e-mail у другого кандидата');
      return madeUpCandidate({ emails: body.emails });
    });
    for (let i = 0; i < CONTACTS_MAX + 2; i++) actor.send({ type: 'ADD_CONTACT', list: 'emails' });
    expect(actor.getSnapshot().context.form.emails).toHaveLength(CONTACTS_MAX);
    for (let i = CONTACTS_MAX - 1; i > 0; i--) actor.send({ type: 'REMOVE_CONTACT', list: 'emails', index: i });
    actor.send({ type: 'REMOVE_CONTACT', list: 'phones', index: 0 });
    expect(actor.getSnapshot().context.form.phones).toEqual(['']);
    actor.send({ type: 'CONTACT', list: 'emails', index: 0, value: 'nope' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ 'email.0': { key: 'email' } });
    actor.send({ type: 'CONTACT', list: 'emails', index: 0, value: 'new@example.com' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Этот e-mail у другого кандидата');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.saved?.emails).toEqual(['new@example.com']);
    expect(sent[1]).toMatchObject({ emails: ['new@example.com'], phones: [] });
  });
});
