import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyRequest } from '../../../shared/api/company';
import type { AddAdminRequest } from '../../../shared/api/company-setup';
import { reached, settled } from '../../../shared/testing/machine';
import { companyCreateMachine, valuesOf, type CompanyOptions, type SaveCompanyInput } from './company-create.machine';

const OPTIONS: CompanyOptions = { employees: [{ id: 1, name: '1–10' }], activities: [{ id: 7, name: 'IT' }] };

interface Calls {
  saved: SaveCompanyInput[];
  admins: AddAdminRequest[];
  removed: string[];
}

function start(
  create: (input: CompanyRequest) => Promise<{ id: string }> = async () => ({ id: 'c1' }),
  loadOptions: () => Promise<CompanyOptions> = async () => OPTIONS,
  more: { addAdmin?: (input: AddAdminRequest) => Promise<void>; removeCompany?: () => Promise<void> } = {},
) {
  const calls: Calls = { saved: [], admins: [], removed: [] };
  const actor = createActor(
    companyCreateMachine.provide({
      actors: {
        loadOptions: fromPromise(loadOptions),
        saveCompany: fromPromise(async ({ input }: { input: SaveCompanyInput }) => {
          calls.saved.push(input);
          return input.companyId ? { id: input.companyId } : create(input.request);
        }),
        addAdmin: fromPromise(async ({ input }: { input: AddAdminRequest }) => {
          calls.admins.push(input);
          await more.addAdmin?.(input);
        }),
        removeCompany: fromPromise(async ({ input }: { input: { companyId: string } }) => {
          calls.removed.push(input.companyId);
          await more.removeCompany?.();
        }),
      },
    }),
    { input: {} },
  ).start();
  return {
    actor,
    calls,
    get sent() {
      return calls.saved.map((call) => call.request);
    },
  };
}

/** Step 1 filled with a valid company and saved: the wizard is on step 2. */
async function onAdministratorStep(more?: Parameters<typeof start>[2]) {
  const started = start(undefined, undefined, more);
  const { actor } = started;
  await reached(actor, { form: { wizard: { general: 'editing' } } });
  actor.send({ type: 'CHANGE', field: 'name', value: 'ТОВ Приклад' });
  actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
  actor.send({ type: 'SUBMIT' });
  await reached(actor, { form: { wizard: { administrator: 'editing' } } });
  return started;
}

function fillOther(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'ASSIGN', assignee: 'other' });
  actor.send({ type: 'ADMIN_CHANGE', field: 'surname', value: 'Коваленко' });
  actor.send({ type: 'ADMIN_CHANGE', field: 'first_name', value: 'Олена' });
  actor.send({ type: 'ADMIN_CHANGE', field: 'tel', value: '0971234567' });
  actor.send({ type: 'ADMIN_CHANGE', field: 'email', value: ' olena@example.com ' });
  actor.send({ type: 'AGREE', value: true });
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
    await reached(actor, { form: { wizard: { general: 'editing' } } });
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
    const started = start();
    const { actor } = started;
    await reached(actor, { form: { wizard: { general: 'editing' } } });
    actor.send({ type: 'CHANGE', field: 'code', value: '1436' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: { wizard: { general: 'editing' } } })).toBe(true);
    expect(snapshot.context.problems.name).toEqual({ key: 'required' });
    expect(snapshot.context.codeProblem).toBe('codeMin');
    expect(started.sent).toEqual([]);
  });

  it('sends the form with options as ids and empty texts as null, and moves on to step 2', async () => {
    const started = start();
    const { actor } = started;
    await reached(actor, { form: { wizard: { general: 'editing' } } });
    actor.send({ type: 'CHANGE', field: 'name', value: '  ТОВ Приклад ' });
    actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
    actor.send({ type: 'CHANGE', field: 'activity', value: '7' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: { wizard: 'administrator' } });
    expect(started.sent).toEqual([
      { name: 'ТОВ Приклад', companyBrand: null, employees: null, code: '14360570', activity: 7, services: null, website: null },
    ]);
  });

  it("puts the server's field messages on the fields (a taken code) and lets the user try again", async () => {
    const taken = new ApiError(409, 'COMPANY_CODE_TAKEN', 'Код уже зарегистрирован', { code: 'Код уже зарегистрирован' });
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw taken;
      return { id: 'c2' };
    });
    await reached(actor, { form: { wizard: { general: 'editing' } } });
    actor.send({ type: 'CHANGE', field: 'name', value: 'A' });
    actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
    actor.send({ type: 'SUBMIT' });
    const failed = await settled(actor, { form: { wizard: { general: 'saving' } } });
    expect(failed.context.problems.code).toEqual({ text: 'Код уже зарегистрирован' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: { wizard: 'administrator' } });
  });

  it("marks a save that never reached the server (spec 001 §8's network text, not the browser's) and clears it on the next try", async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
      return { id: 'c3' };
    });
    await reached(actor, { form: { wizard: { general: 'editing' } } });
    actor.send({ type: 'CHANGE', field: 'name', value: 'A' });
    actor.send({ type: 'CHANGE', field: 'code', value: '14360570' });
    actor.send({ type: 'SUBMIT' });
    const failed = await settled(actor, { form: { wizard: { general: 'saving' } } });
    expect(failed.context).toMatchObject({ offline: true, error: null });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.offline).toBe(false);
    await reached(actor, { form: { wizard: 'administrator' } });
  });

  it('asks before leaving; Cancel returns to the form with the values kept', async () => {
    const { actor } = start();
    await reached(actor, { form: { wizard: { general: 'editing' } } });
    actor.send({ type: 'CHANGE', field: 'name', value: 'A' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ form: 'confirmingAbort' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.values.name).toBe('A');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM_ABORT' });
    expect(actor.getSnapshot().matches({ form: 'left' })).toBe(true);
  });

  it('keeps step 2 closed until the company exists, then opens it on save with the new id', async () => {
    const { actor } = start();
    await reached(actor, { form: { wizard: { general: 'editing' } } });
    actor.send({ type: 'GO_ADMIN' });
    expect(actor.getSnapshot().matches({ form: { wizard: 'general' } })).toBe(true);
    const { actor: saved } = await onAdministratorStep();
    expect(saved.getSnapshot().context.companyId).toBe('c1');
    saved.send({ type: 'GO_GENERAL' });
    saved.send({ type: 'GO_ADMIN' });
    expect(saved.getSnapshot().matches({ form: { wizard: 'administrator' } })).toBe(true);
  });

  it('updates the existing company when step 1 is saved again instead of making a second one', async () => {
    const started = await onAdministratorStep();
    const { actor, calls } = started;
    actor.send({ type: 'GO_GENERAL' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'ТОВ Приклад Плюс' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: { wizard: { administrator: 'editing' } } });
    expect(calls.saved.map((call) => [call.companyId, call.request.name])).toEqual([
      [null, 'ТОВ Приклад'],
      ['c1', 'ТОВ Приклад Плюс'],
    ]);
  });

  it('assigns me with only the agreement, which is asked first', async () => {
    const { actor, calls } = await onAdministratorStep();
    actor.send({ type: 'ADMIN_SUBMIT' });
    expect(actor.getSnapshot().context.adminProblems).toEqual({ agreement: { rule: 'agreement' } });
    expect(calls.admins).toEqual([]);
    actor.send({ type: 'AGREE', value: true });
    expect(actor.getSnapshot().context.adminProblems).toEqual({});
    actor.send({ type: 'ADMIN_SUBMIT' });
    await reached(actor, { form: 'done' });
    expect(calls.admins).toEqual([{ company_id: 'c1', is_admin: 0, agreement: true }]);
  });

  it("checks another person's fields with the spec's messages and sends nothing while they are wrong", async () => {
    const { actor, calls } = await onAdministratorStep();
    actor.send({ type: 'ASSIGN', assignee: 'other' });
    actor.send({ type: 'ADMIN_CHANGE', field: 'tel', value: '09712' });
    actor.send({ type: 'ADMIN_CHANGE', field: 'email', value: 'olena@' });
    actor.send({ type: 'ADMIN_SUBMIT' });
    expect(actor.getSnapshot().context.adminProblems).toEqual({
      agreement: { rule: 'agreement' },
      surname: { rule: 'surname' },
      first_name: { rule: 'firstName' },
      tel: { rule: 'telFormat' },
      email: { rule: 'email' },
    });
    expect(actor.getSnapshot().context.admin.tel).toBe('09712');
    expect(calls.admins).toEqual([]);
  });

  it('sends another person as is_admin 1 without any password: the person chooses theirs from the invitation', async () => {
    const { actor, calls } = await onAdministratorStep();
    fillOther(actor);
    actor.send({ type: 'ADMIN_SUBMIT' });
    await reached(actor, { form: 'done' });
    expect(calls.admins).toEqual([
      {
        company_id: 'c1',
        is_admin: 1,
        surname: 'Коваленко',
        first_name: 'Олена',
        middle_name: '',
        tel: '0971234567',
        email: 'olena@example.com',
        agreement: true,
      },
    ]);
  });

  it("puts the server's 'user already exists' on the e-mail field and stays on step 2", async () => {
    const exists = new ApiError(409, 'USER_EXISTS', 'Ошибка, пользователь olena@example.com уже существует', {
      email: 'Ошибка, пользователь olena@example.com уже существует',
    });
    let calls = 0;
    const { actor } = await onAdministratorStep({
      addAdmin: async () => {
        calls += 1;
        if (calls === 1) throw exists;
      },
    });
    fillOther(actor);
    actor.send({ type: 'ADMIN_SUBMIT' });
    const failed = await settled(actor, { form: { wizard: { administrator: 'saving' } } });
    expect(failed.matches({ form: { wizard: { administrator: 'editing' } } })).toBe(true);
    expect(failed.context.adminProblems.email).toEqual({ text: 'Ошибка, пользователь olena@example.com уже существует' });
    actor.send({ type: 'ADMIN_CHANGE', field: 'email', value: 'olena2@example.com' });
    expect(actor.getSnapshot().context.adminProblems.email).toBeUndefined();
    actor.send({ type: 'ADMIN_SUBMIT' });
    await reached(actor, { form: 'done' });
  });

  it("'Finish' after the company exists removes it; Cancel returns to the same step", async () => {
    const { actor, calls } = await onAdministratorStep();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ form: { wizard: { administrator: 'editing' } } })).toBe(true);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM_ABORT' });
    await reached(actor, { form: 'removed' });
    expect(calls.removed).toEqual(['c1']);
  });

  it('stays in the wizard and says why when the company cannot be removed', async () => {
    const { actor } = await onAdministratorStep({
      removeCompany: async () => Promise.reject(new ApiError(409, 'COMPANY_NOT_DELETABLE', 'Компанию нельзя удалить')),
    });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM_ABORT' });
    const back = await settled(actor, { form: 'removingCompany' });
    expect(back.matches({ form: { wizard: { administrator: 'editing' } } })).toBe(true);
    expect(back.context.abortError).toBe('Компанию нельзя удалить');
  });
});

describe('company create machine: resumed after a reload on step 2 (spec 001 §2)', () => {
  it('opens on the Administrator step with the saved company, whose values step 1 shows and updates', async () => {
    const saved: SaveCompanyInput[] = [];
    const admins: AddAdminRequest[] = [];
    const stored = { name: 'ТОВ Приклад', companyBrand: null, employees: 1, code: '14360570', activity: 7, services: null, website: null };
    const actor = createActor(
      companyCreateMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => OPTIONS),
          loadCompany: fromPromise(async ({ input }: { input: { companyId: string } }) => {
            expect(input.companyId).toBe('c9');
            return valuesOf(stored);
          }),
          saveCompany: fromPromise(async ({ input }: { input: SaveCompanyInput }) => {
            saved.push(input);
            return { id: input.companyId! };
          }),
          addAdmin: fromPromise(async ({ input }: { input: AddAdminRequest }) => {
            admins.push(input);
          }),
        },
      }),
      { input: { companyId: 'c9' } },
    ).start();
    expect(actor.getSnapshot().matches({ form: { wizard: { administrator: 'editing' } } })).toBe(true);
    await reached(actor, { company: 'ready' });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'ТОВ Приклад', code: '14360570', employees: '1', activity: '7' });
    actor.send({ type: 'GO_GENERAL' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: { wizard: { administrator: 'editing' } } });
    expect(saved).toEqual([{ companyId: 'c9', request: expect.objectContaining({ name: 'ТОВ Приклад', code: '14360570' }) }]);
    actor.send({ type: 'ASSIGN', assignee: 'me' });
    actor.send({ type: 'AGREE', value: true });
    actor.send({ type: 'ADMIN_SUBMIT' });
    await reached(actor, { form: 'done' });
    expect(admins).toEqual([expect.objectContaining({ company_id: 'c9', is_admin: 0 })]);
  });
});
