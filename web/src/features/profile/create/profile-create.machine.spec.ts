import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import {
  profileCreateMachine,
  toPayload,
  validateProfile,
  type OptionItem,
  type ProfileInput,
  type ProfilePayload,
  type ProfileValues,
} from './profile-create.machine';

const GENDERS: OptionItem[] = [
  { id: 1, name: 'Мужской' },
  { id: 2, name: 'Женский' },
];
const USER = { email: 'olena@example.com', is_confirm_email: 1, is_profile_created: 0, is_confirm_phone: 0, phone: null };

interface Script {
  genders?: () => Promise<OptionItem[]>;
  sendCode?: () => Promise<unknown>;
  save?: (payload: ProfilePayload) => Promise<unknown>;
  confirm?: () => Promise<unknown>;
}

// The code step starts the resend countdown (a real timer): stop every actor, or it outlives the run.
const running: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function start(script: Script = {}, input: ProfileInput = { user: USER }) {
  const spies = {
    persistDraft: jest.fn(),
    clearDraft: jest.fn(),
    storePendingPhone: jest.fn(),
    clearPendingPhone: jest.fn(),
    userUpdated: jest.fn(),
    saved: jest.fn(),
    notifyError: jest.fn(),
  };
  const sentCodes: string[] = [];
  const saved: ProfilePayload[] = [];
  const machine = profileCreateMachine.provide({
    actors: {
      loadGenders: fromPromise(async () => (script.genders ?? (async () => GENDERS))()),
      sendCode: fromPromise<unknown, { phone: string }>(async ({ input: args }) => {
        sentCodes.push(args.phone);
        return (script.sendCode ?? (async () => ({})))();
      }),
      save: fromPromise<unknown, ProfilePayload>(async ({ input: payload }) => {
        saved.push(payload);
        return (script.save ?? (async () => ({ ...USER, is_profile_created: 1 })))(payload);
      }),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromPromise(async () => (script.confirm ?? (async () => ({ ...USER, phone: '0991234567', is_confirm_phone: 1 })))()),
        },
      }),
    },
    actions: {
      persistDraft: (_, params) => spies.persistDraft(params),
      clearDraft: () => spies.clearDraft(),
      storePendingPhone: (_, params) => spies.storePendingPhone(params),
      clearPendingPhone: () => spies.clearPendingPhone(),
      userUpdated: (_, params) => spies.userUpdated(params),
      saved: (_, params) => spies.saved(params),
      notifyError: (_, params) => spies.notifyError(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  running.push(actor);
  const set = (field: keyof ProfileValues, value: string) => actor.send({ type: 'CHANGE', field, value });
  const fill = () => {
    set('lname', 'Коваленко');
    set('name', 'Олена');
    set('birthDate', '12/04/1988');
    set('genderId', '2');
    set('phone', '0991234567');
  };
  return { actor, set, fill, spies, sentCodes, saved };
}

type Actor = ReturnType<typeof start>['actor'];
const formIs = (actor: Actor, state: 'editing' | 'saving' | 'saved' | 'sendingCode' | 'confirmingPhone') =>
  waitFor(actor, (s) => s.matches({ form: state }), { timeout: 1000 });

describe('profile rules (§5)', () => {
  const today = new Date(2026, 10, 22);
  it('requires last name, first name, birth date, gender and phone; patronymic is optional', () => {
    expect(validateProfile({ lname: '', name: '', sname: '', birthDate: '', genderId: '', phone: '' }, today)).toEqual({
      lname: { key: 'required' },
      name: { key: 'required' },
      birthDate: { key: 'required' },
      genderId: { key: 'required' },
      phone: { key: 'required' },
    });
    expect(validateProfile({ lname: 'К', name: 'О', sname: '', birthDate: '31/02/1990', genderId: '1', phone: '099' }, today)).toEqual({
      birthDate: { key: 'date' },
      phone: { key: 'phone' },
    });
  });
  it('sends the birth date as YYYY-MM-DD and the phone as ten digits, without an empty patronymic', () => {
    expect(
      toPayload({ lname: ' Коваленко ', name: 'Олена', sname: ' ', birthDate: '12/04/1988', genderId: '2', phone: '0991234567' }),
    ).toEqual({
      lname: 'Коваленко',
      name: 'Олена',
      birth_date: '1988-04-12',
      gender_id: 2,
      phone: '0991234567',
    });
  });
});

describe('profile-create machine', () => {
  it('loads the gender options beside the form, and can retry them', async () => {
    let fail = true;
    const { actor } = start({ genders: async () => (fail ? Promise.reject(new Error('offline')) : GENDERS) });
    await waitFor(actor, (s) => s.matches({ options: 'failed' }));
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    fail = false;
    actor.send({ type: 'RETRY_OPTIONS' });
    await waitFor(actor, (s) => s.matches({ options: 'loaded' }));
    expect(actor.getSnapshot().context.genders).toEqual(GENDERS);
  });

  it('starts from the e-mail and a typed draft, keeps the draft as the user types', () => {
    const { actor, set, spies } = start({}, { user: USER, draft: { name: 'Олена', phone: '0991234567' } });
    expect(actor.getSnapshot().context).toMatchObject({ email: 'olena@example.com', phoneConfirmed: false });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Олена', phone: '0991234567' });
    set('lname', 'Коваленко');
    expect(spies.persistDraft).toHaveBeenLastCalledWith({ values: expect.objectContaining({ lname: 'Коваленко', name: 'Олена' }) });
  });

  it("offers 'confirm phone' only at ten digits", () => {
    const { actor, set } = start();
    set('phone', '099123456');
    expect(actor.getSnapshot().can({ type: 'CONFIRM_PHONE' })).toBe(false);
    set('phone', '0991234567');
    expect(actor.getSnapshot().can({ type: 'CONFIRM_PHONE' })).toBe(true);
  });

  it('confirms the phone by SMS code, then locks it', async () => {
    const { actor, set, spies, sentCodes } = start();
    set('phone', '0991234567');
    actor.send({ type: 'CONFIRM_PHONE' });
    await formIs(actor, 'confirmingPhone');
    expect(sentCodes).toEqual(['0991234567']);
    expect(spies.storePendingPhone).toHaveBeenCalledWith({ phone: '0991234567' });
    const code = actor.getSnapshot().children.code!;
    expect(code.getSnapshot().children.resend?.getSnapshot().context.secondsLeft).toBe(90);
    code.send({ type: 'CHANGE', value: '123456' });
    code.send({ type: 'SUBMIT' });
    await formIs(actor, 'editing');
    expect(actor.getSnapshot().context.phoneConfirmed).toBe(true);
    expect(spies.clearPendingPhone).toHaveBeenCalled();
    expect(spies.userUpdated).toHaveBeenCalledWith({ user: expect.objectContaining({ is_confirm_phone: 1 }) });
    set('phone', '0501234567');
    expect(actor.getSnapshot().context.values.phone).toBe('0991234567');
    expect(actor.getSnapshot().can({ type: 'CONFIRM_PHONE' })).toBe(false);
  });

  it('a code sent less than 90 s ago opens the code step with the remaining wait', async () => {
    const { actor, set } = start({ sendCode: async () => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'wait', {}, 70)) });
    set('phone', '0991234567');
    actor.send({ type: 'CONFIRM_PHONE' });
    await formIs(actor, 'confirmingPhone');
    expect(actor.getSnapshot().children.code!.getSnapshot().children.resend?.getSnapshot().context.secondsLeft).toBe(70);
  });

  it('the hourly SMS limit (a longer 429) stays in the form with the reason', async () => {
    const { actor, set, spies } = start({
      sendCode: async () => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Слишком много попыток', {}, 1800)),
    });
    set('phone', '0991234567');
    actor.send({ type: 'CONFIRM_PHONE' });
    await formIs(actor, 'editing');
    expect(actor.getSnapshot().context.errors.phone).toEqual({ text: 'Слишком много попыток' });
    expect(spies.notifyError).toHaveBeenCalledWith({ message: 'Слишком много попыток' });
  });

  it('a phone taken by someone else stays in the form with the reason', async () => {
    const { actor, set, spies } = start({
      sendCode: async () =>
        Promise.reject(
          new ApiError(409, 'PHONE_TAKEN', 'Этот телефон уже подтверждён другим пользователем', {
            phone: 'Этот телефон уже подтверждён другим пользователем',
          }),
        ),
    });
    set('phone', '0991234567');
    actor.send({ type: 'CONFIRM_PHONE' });
    await formIs(actor, 'editing');
    expect(actor.getSnapshot().context.errors.phone).toEqual({ text: 'Этот телефон уже подтверждён другим пользователем' });
    expect(spies.notifyError).toHaveBeenCalled();
  });

  it('leaving the code step (Back) unlocks nothing and forgets the pending phone', async () => {
    const { actor, set, spies } = start();
    set('phone', '0991234567');
    actor.send({ type: 'CONFIRM_PHONE' });
    await formIs(actor, 'confirmingPhone');
    actor.send({ type: 'CANCEL_PHONE' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.phoneConfirmed).toBe(false);
    expect(spies.clearPendingPhone).toHaveBeenCalled();
  });

  it('resumes the code step after a reload of /confirm-phone', () => {
    const { actor } = start();
    actor.send({ type: 'RESUME_PHONE', phone: '0991234567' });
    expect(actor.getSnapshot().matches({ form: 'confirmingPhone' })).toBe(true);
    expect(actor.getSnapshot().context.values.phone).toBe('0991234567');
  });

  it('Next checks the form, saves it and reports the saved user', async () => {
    const { actor, fill, spies, saved } = start();
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['birthDate', 'genderId', 'lname', 'name', 'phone']);
    fill();
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    // The phone is not confirmed: the user hears what that costs before anything is saved.
    expect(actor.getSnapshot().matches({ form: 'phoneUnconfirmed' })).toBe(true);
    expect(saved).toEqual([]);
    actor.send({ type: 'SAVE_UNCONFIRMED' });
    await formIs(actor, 'saved');
    expect(saved).toEqual([{ lname: 'Коваленко', name: 'Олена', birth_date: '1988-04-12', gender_id: 2, phone: '0991234567' }]);
    expect(spies.clearDraft).toHaveBeenCalled();
    expect(spies.saved).toHaveBeenCalledWith({ user: expect.objectContaining({ is_profile_created: 1 }) });
  });

  it('a refused save keeps every value and shows the server texts beside the fields', async () => {
    const { actor, fill } = start({
      save: async () => Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', { birth_date: 'Некорректная дата' })),
    });
    fill();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SAVE_UNCONFIRMED' });
    await formIs(actor, 'editing');
    expect(actor.getSnapshot().context.errors).toEqual({ birthDate: { text: 'Некорректная дата' } });
    expect(actor.getSnapshot().context.values.name).toBe('Олена');
  });

  it('Next with an unconfirmed phone offers its confirmation, or a way back to the form', async () => {
    const { actor, fill, saved } = start();
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'phoneUnconfirmed' })).toBe(true);
    actor.send({ type: 'BACK_TO_FORM' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM_PHONE' });
    await formIs(actor, 'confirmingPhone');
    expect(saved).toEqual([]);
  });

  it('Next with a confirmed phone saves without a question', async () => {
    const { actor, fill, saved } = start({}, { user: { ...USER, phone: '0991234567', is_confirm_phone: 1 } });
    fill();
    actor.send({ type: 'SUBMIT' });
    await formIs(actor, 'saved');
    expect(saved).toHaveLength(1);
  });

  it('a confirmed phone from user_data is locked from the start', () => {
    const { actor } = start({}, { user: { ...USER, phone: '0991234567', is_confirm_phone: 1 }, draft: { phone: '0501234567' } });
    expect(actor.getSnapshot().context.phoneConfirmed).toBe(true);
    expect(actor.getSnapshot().context.values.phone).toBe('0991234567');
  });
});
