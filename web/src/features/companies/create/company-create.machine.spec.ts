import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyRequest } from '../../../shared/api/company';
import { reached, settled } from '../../../shared/testing/machine';
import { companyCreateMachine, type CompanyOptions } from './company-create.machine';

const OPTIONS: CompanyOptions = { employees: [{ id: 1, name: '1–10' }], activities: [{ id: 7, name: 'IT' }] };

function start(create: (input: CompanyRequest) => Promise<{ id: string }> = async () => ({ id: 'c1' }), loadOptions: () => Promise<CompanyOptions> = async () => OPTIONS) {
  const sent: CompanyRequest[] = [];
  const actor = createActor(
    companyCreateMachine.provide({
      actors: {
        loadOptions: fromPromise(loadOptions),
        createCompany: fromPromise(async ({ input }: { input: CompanyRequest }) => {
          sent.push(input);
          return create(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('company-create.machine', () => {
  it('loads the option lists, then edits; a failed list still leaves a usable form', async () => {
    const { actor } = start();
    expect((await reached(actor, { options: 'ready' })).context.options).toEqual(OPTIONS);
    const failed = start(undefined, async () => Promise.reject(new Error('offline'))).actor;
    expect((await reached(failed, { options: 'ready' })).context.optionsFailed).toBe(true);
  });

  it('takes what is typed while the lists are still loading', () => {
    const { actor } = start(undefined, () => new Promise<CompanyOptions>(() => {}));
    actor.send({ type: 'CHANGE', field: 'code', value: '14360571' });
    expect(actor.getSnapshot().matches({ options: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.values.code).toBe('14360571');
    expect(actor.getSnapshot().context.codeProblem).toBe('edrpou');
  });

  it('keeps at most eight digits of the code and names a wrong control digit while typing', async () => {
    const { actor } = start();
    await reached(actor, { form: 'editing' });
    actor.send({ type: 'CHANGE', field: 'code', value: '1436a05' });
    expect(actor.getSnapshot().context.values.code).toBe('143605');
    // An unfinished code says nothing yet.
    expect(actor.getSnapshot().context.codeProblem).toBeNull();
    actor.send({ type: 'CHANGE', field: 'code', value: '143605711' });
    expect(actor.getSnapshot().context.values.code).toBe('14360571');
    expect(actor.getSnapshot().context.codeProblem).toBe('edrpou');
    actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
    expect(actor.getSnapshot().context.codeProblem).toBeNull();
  });

  it('refuses to submit a missing name or a short code and sends nothing', async () => {
    const { actor, sent } = start();
    await reached(actor, { form: 'editing' });
    actor.send({ type: 'CHANGE', field: 'code', value: '1436' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing' })).toBe(true);
    expect(snapshot.context.problems.name).toEqual({ key: 'required' });
    expect(snapshot.context.codeProblem).toBe('codeMin');
    expect(sent).toEqual([]);
  });

  it('sends the form with options as ids and empty texts as null, and ends saved', async () => {
    const { actor, sent } = start();
    await reached(actor, { form: 'editing' });
    actor.send({ type: 'CHANGE', field: 'name', value: '  ТОВ Приклад ' });
    actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
    actor.send({ type: 'CHANGE', field: 'activity', value: '7' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: 'saved' });
    expect(sent).toEqual([{ name: 'ТОВ Приклад', companyBrand: null, employees: null, code: '14360570', activity: 7, services: null, website: null }]);
  });

  it("puts the server's field messages on the fields (a taken code) and lets the user try again", async () => {
    const taken = new ApiError(409, 'COMPANY_CODE_TAKEN', 'Код уже зарегистрирован', { code: 'Код уже зарегистрирован' });
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw taken;
      return { id: 'c2' };
    });
    await reached(actor, { form: 'editing' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'A' });
    actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
    actor.send({ type: 'SUBMIT' });
    const failed = await settled(actor, { form: 'saving' });
    expect(failed.context.problems.code).toEqual({ text: 'Код уже зарегистрирован' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: 'saved' });
  });

  it('asks before leaving; Cancel returns to the form with the values kept', async () => {
    const { actor } = start();
    await reached(actor, { form: 'editing' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'A' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ form: 'confirmingAbort' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.values.name).toBe('A');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM_ABORT' });
    expect(actor.getSnapshot().matches({ form: 'left' })).toBe(true);
  });
});
