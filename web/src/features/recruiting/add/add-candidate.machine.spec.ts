import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { AddCandidateAnswer } from '../../../shared/api/recruiting';
import { reached } from '../../../shared/testing/machine';
import { madeUpCandidate } from '../fixtures';
import { addCandidateMachine, cvProblem, type AddInput, type AddReport } from './add-candidate.machine';

const ANSWER: AddCandidateAnswer = { candidate: madeUpCandidate(), duplicate: true, application: null };

function start(add: (input: AddInput, report: (event: AddReport) => void) => void) {
  const actor = createActor(
    addCandidateMachine.provide({
      actors: {
        vacancies: fromPromise(async () => [{ id: 'v1', name: 'Бухгалтер' }]),
        add: fromCallback<AddReport, AddInput>(({ input, sendBack }) => {
          add(input, sendBack);
        }),
      },
    }),
    { input: { companyId: 'co1' } },
  ).start();
  return actor;
}

const fill = (actor: ReturnType<typeof start>, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as 'name', value });
};

describe('adding a candidate', () => {
  it('needs a name, a surname and an e-mail or a phone', () => {
    const actor = start(() => undefined);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({
      name: { key: 'required' },
      lname: { key: 'required' },
      contact: { key: 'required' },
    });
    fill(actor, { name: 'Олена', lname: 'Коваль', phone: '099123' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ phone: { key: 'phone' } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('sends the form with the CV, reports the progress and says a duplicate was attached', async () => {
    const sent: AddInput[] = [];
    let report!: (event: AddReport) => void;
    const actor = start((input, sendBack) => {
      sent.push(input);
      report = sendBack;
    });
    await reached(actor, 'editing');
    fill(actor, {
      name: ' Олена ',
      lname: 'Коваль',
      email: 'o@example.com',
      phone: '0991234567',
      tags: 'java, Java; sql',
      vacancyId: 'v1',
    });
    actor.send({ type: 'SOURCE', value: 'referral' });
    actor.send({ type: 'CONSENT', value: true });
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    actor.send({ type: 'FILE', file: cv });
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([
      {
        body: {
          company_id: 'co1',
          name: 'Олена',
          lname: 'Коваль',
          email: 'o@example.com',
          phone: '+380991234567',
          source: 'referral',
          tags: ['java', 'sql'],
          consent: { text_id: 'add-dialog-1', at: expect.any(String) },
          vacancy_id: 'v1',
        },
        file: cv,
      },
    ]);
    report({ type: 'PROGRESS', loaded: 2, total: 4 });
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 2, total: 4 });
    report({ type: 'ADDED', answer: ANSWER });
    const done = await reached(actor, 'done');
    expect(done.context.result?.duplicate).toBe(true);
    expect(done.context.vacancies).toEqual([{ id: 'v1', name: 'Бухгалтер' }]);
  });

  it("shows the server's field messages and stays on the form", () => {
    const actor = start((_input, sendBack) =>
      sendBack({ type: 'FAILED', error: new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', { email: 'Невалидный адрес!' }) }),
    );
    fill(actor, { name: 'Олена', lname: 'Коваль', email: 'o@example.com' });
    actor.send({ type: 'SUBMIT' });
    const after = actor.getSnapshot();
    expect(after.matches('editing')).toBe(true);
    expect(after.context.problems).toEqual({ email: { text: 'Невалидный адрес!' } });
    expect(after.context.message).toBe('Проверьте поля');
  });

  it('takes PDF, DOC and DOCX files up to 10 MB as CVs', () => {
    expect(cvProblem({ name: 'cv.DOCX', size: 100 })).toBeNull();
    expect(cvProblem({ name: 'cv.png', size: 100 })).toBe('format');
    expect(cvProblem({ name: 'cv.pdf', size: 11 * 1024 * 1024 })).toBe('size');
  });
});
