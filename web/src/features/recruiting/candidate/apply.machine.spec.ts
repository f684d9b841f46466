import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { AddApplicationBody } from '../../../shared/api/recruiting';
import { failsOnce, flush } from '../../../shared/testing/machine';
import type { VacancyOption } from '../model';
import { applyMachine, vacanciesToOffer } from './apply.machine';

const VACANCIES: VacancyOption[] = [
  { id: 'v1', name: 'Бухгалтер' },
  { id: 'v2', name: 'Кассир' },
];

function start(options: { vacancies?: () => Promise<VacancyOption[]>; apply?: (body: AddApplicationBody) => Promise<unknown> }) {
  return createActor(
    applyMachine.provide({
      actors: {
        vacancies: fromPromise(async () => (options.vacancies ?? (async () => VACANCIES))()),
        apply: fromPromise<unknown, AddApplicationBody>(async ({ input }) => (options.apply ?? (async () => ({})))(input)),
      },
    }),
    { input: { companyId: 'co1', candidateId: 'c1', appliedTo: ['v1'] } },
  ).start();
}

describe('adding a candidate to a vacancy', () => {
  it('offers only the published vacancies the candidate has not applied to', () => {
    expect(vacanciesToOffer(VACANCIES, ['v1'])).toEqual([{ id: 'v2', name: 'Кассир' }]);
  });

  it("needs a vacancy, sends the application, and keeps the choice on the server's refusal", async () => {
    const sent: AddApplicationBody[] = [];
    const actor = start({
      apply: async (body) => {
        sent.push(body);
        if (sent.length === 1) throw new ApiError(409, 'APPLICATION_EXISTS', 'Кандидат уже в этой вакансии');
      },
    });
    await flush();
    expect(actor.getSnapshot().context.vacancies).toEqual([{ id: 'v2', name: 'Кассир' }]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('required');
    actor.send({ type: 'CHOOSE', vacancyId: 'v2' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.message).toBe('Кандидат уже в этой вакансии');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent[1]).toEqual({ company_id: 'co1', candidate_id: 'c1', vacancy_id: 'v2' });
  });

  it('says when the vacancies could not be read, and tries again', async () => {
    const actor = start({ vacancies: failsOnce(VACANCIES) });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });
});
