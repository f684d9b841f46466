import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyDetails, UpdateCompanyRequest } from '../../../shared/api/company-setup';
import { madeUp } from '../../../shared/testing/api';
import { reached, settled } from '../../../shared/testing/machine';
import { companySettingsMachine, mismatches, NETWORK_FAILURE, type SettingsLoad } from './company-settings.machine';

const COMPANY = madeUp<CompanyDetails>({
  id: 'c1',
  name: 'ТОВ Приклад',
  code: '14360570',
  status: { id: 4, name: 'Верифицирована' },
  actions: ['view', 'edit'],
  files: { edr: [] },
  companyBrand: null,
  employees: 1,
  activity: 7,
  services: 'Аудит',
  website: null,
});
const OPTIONS = { employees: [{ id: 1, name: '1–10' }], activities: [{ id: 7, name: 'IT' }] };

function start(
  company: Partial<CompanyDetails> = {},
  save?: (input: UpdateCompanyRequest) => Promise<CompanyDetails>,
  load?: () => Promise<SettingsLoad>,
) {
  const sent: UpdateCompanyRequest[] = [];
  const notified: boolean[] = [];
  const current = { ...COMPANY, ...company };
  const actor = createActor(
    companySettingsMachine.provide({
      actors: {
        load: fromPromise(load ?? (async () => ({ company: current, options: OPTIONS }))),
        save: fromPromise(async ({ input }: { input: UpdateCompanyRequest }) => {
          sent.push(input);
          if (save) return save(input);
          const back = input.confirm_reverification ? 2 : current.status.id;
          return { ...current, name: input.name!, code: input.code!, status: { id: back, name: '' } };
        }),
      },
      actions: { notifySaved: (_, params) => notified.push(params.reverification) },
    }),
  ).start();
  return { actor, sent, notified };
}

describe('company-settings.machine', () => {
  it('loads the company into the form; a member without the edit right gets it read-only', async () => {
    const { actor } = start();
    const ready = await reached(actor, 'editing');
    expect(ready.context.values).toEqual({
      name: 'ТОВ Приклад',
      companyBrand: '',
      employees: '1',
      code: '14360570',
      activity: '7',
      services: 'Аудит',
      website: '',
    });
    const readOnly = start({ actions: ['view'] }).actor;
    await reached(readOnly, 'readOnly');
  });

  it('tells "no active company" apart from a failure that can be retried', async () => {
    const none = start({}, undefined, async () => Promise.reject(new ApiError(404, 'COMPANY_NOT_FOUND', 'Компания не найдена'))).actor;
    await reached(none, 'noCompany');
    let calls = 0;
    const flaky = start({}, undefined, async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { company: COMPANY, options: null };
    }).actor;
    await reached(flaky, 'failed');
    flaky.send({ type: 'RETRY' });
    expect((await reached(flaky, 'editing')).context.optionsFailed).toBe(true);
  });

  it('warns while the name or the code differs from the registered value', async () => {
    const { actor } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'name', value: 'ТОВ Інше' });
    const { company, values } = actor.getSnapshot().context;
    expect(mismatches(company, values)).toEqual({ name: true, code: false });
    actor.send({ type: 'CHANGE', field: 'code', value: '21133352' });
    expect(mismatches(company, actor.getSnapshot().context.values)).toEqual({ name: true, code: true });
    actor.send({ type: 'RESET' });
    expect(mismatches(company, actor.getSnapshot().context.values)).toEqual({ name: false, code: false });
  });

  it('requires name, code, activity and services, and names a wrong check digit', async () => {
    const { actor, sent } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'name', value: ' ' });
    actor.send({ type: 'CHANGE', field: 'activity', value: '' });
    actor.send({ type: 'CHANGE', field: 'services', value: '' });
    actor.send({ type: 'CHANGE', field: 'code', value: '32855968' });
    expect(actor.getSnapshot().context.codeProblem).toBe('edrpou');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({
      name: { key: 'required' },
      activity: { key: 'required' },
      services: { key: 'required' },
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('asks before a verified company with a new name goes back to verification, and sends the flag only then', async () => {
    const { actor, sent, notified } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'name', value: 'ТОВ Приклад Нова' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('confirmingReverification')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.values.name).toBe('ТОВ Приклад Нова');
    expect(sent).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    const done = await settled(actor, 'savingConfirmed');
    expect(sent).toEqual([
      {
        company_id: 'c1',
        name: 'ТОВ Приклад Нова',
        companyBrand: null,
        employees: 1,
        code: '14360570',
        activity: 7,
        services: 'Аудит',
        website: null,
        confirm_reverification: true,
      },
    ]);
    expect(done.context.company?.status.id).toBe(2);
    expect(done.context.lastSave).toMatchObject({ reverification: true, renamed: true });
    expect(notified).toEqual([true]);
  });

  it('saves other fields, and a name change of a registered company (status 1), without asking', async () => {
    const { actor, sent } = start({ status: { id: 1, name: '' } });
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'name', value: 'Чернетка' });
    actor.send({ type: 'CHANGE', field: 'website', value: ' example.com ' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'saving');
    expect(sent[0]).toMatchObject({ name: 'Чернетка', website: 'example.com' });
    expect(sent[0]).not.toHaveProperty('confirm_reverification');
  });

  it('opens the question when the server says re-verification is required (the status changed meanwhile)', async () => {
    let calls = 0;
    const { actor, sent } = start({ status: { id: 1, name: '' } }, async (input) => {
      calls += 1;
      if (calls === 1) throw new ApiError(409, 'REVERIFICATION_REQUIRED', 'Нужна повторная верификация');
      return { ...COMPANY, name: input.name!, status: { id: 2, name: '' } };
    });
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'name', value: 'Нова назва' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'confirmingReverification');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'savingConfirmed');
    expect(sent.map((input) => input.confirm_reverification ?? false)).toEqual([false, true]);
  });

  it("puts the server's field messages on the fields (a taken code)", async () => {
    const { actor } = start({ status: { id: 3, name: '' } }, async () =>
      Promise.reject(new ApiError(409, 'COMPANY_CODE_TAKEN', 'Код уже зарегистрирован', { code: 'Код уже зарегистрирован' })),
    );
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'code', value: '21133352' });
    actor.send({ type: 'SUBMIT' });
    const failed = await settled(actor, 'saving');
    expect(failed.context.problems.code).toEqual({ text: 'Код уже зарегистрирован' });
  });

  it('says a network failure of the save with the spec text (spec 001 §8), the values kept', async () => {
    const { actor } = start({ status: { id: 3, name: '' } }, async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Network error')));
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'services', value: 'Нові послуги' });
    actor.send({ type: 'SUBMIT' });
    const failed = await settled(actor, 'saving');
    expect(failed.context.error).toBe(NETWORK_FAILURE);
    expect(failed.context.values.services).toBe('Нові послуги');
  });
});
