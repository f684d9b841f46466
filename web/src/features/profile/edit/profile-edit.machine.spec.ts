import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { failsOnce, reached } from '../../../shared/testing/machine';
import { ApiError } from '../../../shared/api/client';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { phoneConfirmMachine } from '../phone/phone-confirm.machine';
import { readProfile } from '../../../shared/session/profile';
import { profileEditMachine, type ProfileOptions } from './profile-edit.machine';
import type { ProfilePayload } from '../profile-form';
import { madeUpUser } from '../../../shared/testing/user';

const OPTIONS: ProfileOptions = {
  gender: [
    { id: 1, name: 'Мужской' },
    { id: 2, name: 'Женский' },
  ],
  social_media: [
    { id: 1, name: 'Telegram' },
    { id: 5, name: 'LinkedIn' },
  ],
};

const USER = {
  lname: 'Koval',
  name: 'Olena',
  birth_date: '1990-05-17',
  gender_id: 2,
  phone: '0991234567',
  is_confirm_phone: 0,
  email: 'olena@example.test',
  otherPhones: [],
  otherEmails: [],
  socials: [{ type: 1, name: 'https://t.me/olena' }],
};

function start(opts: { user?: Record<string, unknown>; save?: Array<() => Promise<unknown>>; load?: () => Promise<ProfileOptions> } = {}) {
  const payloads: ProfilePayload[] = [];
  const saves = [...(opts.save ?? [])];
  const phoneCalls = { sent: [] as string[], codes: [] as string[] };
  const spies = { publishUser: jest.fn(), notifySaved: jest.fn(), notifyError: jest.fn() };
  const actor = createActor(
    profileEditMachine.provide({
      actors: {
        loadOptions: fromPromise(opts.load ?? (async () => OPTIONS)),
        saveProfile: fromPromise<unknown, ProfilePayload>(async ({ input }) => {
          payloads.push(input);
          return (saves.shift() ?? (async () => ({ ...USER, saved: true })))();
        }),
        phoneConfirm: phoneConfirmMachine.provide({
          actors: {
            sendCode: fromPromise<void, { phone: string }>(async ({ input }) => {
              phoneCalls.sent.push(input.phone);
            }),
            codeConfirmation: codeConfirmationMachine.provide({
              actors: {
                confirm: fromPromise<unknown, { phone: string; code: string }>(async ({ input }) => {
                  phoneCalls.codes.push(input.code);
                  return { ...USER, phone: '0671234567', is_confirm_phone: 1 };
                }),
              },
            }),
          },
        }),
      },
      actions: {
        publishUser: (_, params) => spies.publishUser(params.user),
        notifySaved: spies.notifySaved,
        notifyError: (_, params) => spies.notifyError(params.message),
      },
    }),
    { input: { profile: readProfile(madeUpUser(opts.user ?? USER)) } },
  ).start();
  return { actor, payloads, phoneCalls, ...spies };
}

describe('profile edit modal', () => {
  it('loads the option lists, fills the form from the profile and saves the whole profile', async () => {
    const { actor, payloads, publishUser, notifySaved } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.form).toMatchObject({ lname: 'Koval', birthDate: '17/05/1990', genderId: 2, phone: '0991234567' });
    actor.send({ type: 'CHANGE', field: 'sname', value: 'Petrivna' });
    actor.send({ type: 'SET_GENDER', id: 1 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(payloads).toEqual([
      {
        lname: 'Koval',
        name: 'Olena',
        sname: 'Petrivna',
        birth_date: '1990-05-17',
        gender_id: 1,
        phone: '0991234567',
        email: 'olena@example.test',
        otherEmails: [],
        otherPhones: [],
        socials: [{ type: 1, name: 'https://t.me/olena' }],
      },
    ]);
    expect(publishUser).toHaveBeenCalledWith({ ...USER, saved: true });
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid form with the texts of spec §5, and revalidates as the user types', async () => {
    const { actor, payloads } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'name', value: '' });
    actor.send({ type: 'CHANGE', field: 'birthDate', value: '31/02/1990' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '+38 (099) 12' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ name: { key: 'required' }, birthDate: { key: 'date' }, phone: { key: 'phone' } });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Olena' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    actor.send({ type: 'CHANGE', field: 'birthDate', value: '01/13/1990' });
    expect(actor.getSnapshot().context.errors.birthDate).toEqual({ key: 'date' });
    expect(payloads).toEqual([]);
  });

  it('adds extra phones and e-mails up to three each; empty ones are dropped on save', async () => {
    const { actor, payloads } = start();
    await reached(actor, 'editing');
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'ADD_ITEM', list: 'otherPhones' });
    expect(actor.getSnapshot().can({ type: 'ADD_ITEM', list: 'otherPhones' })).toBe(false);
    actor.send({ type: 'ADD_ITEM', list: 'otherPhones' });
    expect(actor.getSnapshot().context.form.otherPhones).toHaveLength(3);
    actor.send({ type: 'CHANGE_ITEM', list: 'otherPhones', index: 1, value: '+38 (050) 123 45 67' });
    actor.send({ type: 'ADD_ITEM', list: 'otherEmails' });
    actor.send({ type: 'CHANGE_ITEM', list: 'otherEmails', index: 0, value: 'work@example.test' });
    expect(actor.getSnapshot().can({ type: 'ADD_ITEM', list: 'otherEmails' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(payloads[0]).toMatchObject({ otherPhones: ['0501234567'], otherEmails: ['work@example.test'] });
  });

  it('shows an invalid extra e-mail at its position', async () => {
    const { actor } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'ADD_ITEM', list: 'otherEmails' });
    actor.send({ type: 'CHANGE_ITEM', list: 'otherEmails', index: 0, value: 'not-an-email' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'otherEmails.0': { key: 'email' } });
  });

  it('asks before deleting a filled e-mail, phone or messenger; an empty row goes at once', async () => {
    const { actor } = start({ user: { ...USER, otherPhones: ['0501234567', '0661234567'], otherEmails: ['a@example.test'] } });
    await reached(actor, 'editing');
    actor.send({ type: 'DELETE_ITEM', list: 'otherPhones', index: 0 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.pendingDelete).toEqual({ list: 'otherPhones', index: 0 });
    actor.send({ type: 'CANCEL_DELETE' });
    expect(actor.getSnapshot().context.form.otherPhones).toEqual(['0501234567', '0661234567']);
    actor.send({ type: 'DELETE_ITEM', list: 'otherPhones', index: 0 });
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(actor.getSnapshot().context.form.otherPhones).toEqual(['0661234567']);

    actor.send({ type: 'DELETE_ITEM', list: 'otherEmails', index: 0 });
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(actor.getSnapshot().context.form.otherEmails).toEqual([]);

    actor.send({ type: 'DELETE_ITEM', list: 'socials', index: 0 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(actor.getSnapshot().context.form.socials).toEqual([]);

    actor.send({ type: 'ADD_ITEM', list: 'otherEmails' });
    actor.send({ type: 'DELETE_ITEM', list: 'otherEmails', index: 0 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.otherEmails).toEqual([]);
    actor.send({ type: 'DELETE_ITEM', list: 'otherPhones', index: 7 });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('the add-social-network modal edits rows (≤4), each needing a type and a link', async () => {
    const { actor } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'OPEN_SOCIALS' });
    expect(actor.getSnapshot().value).toBe('socials');
    expect(actor.getSnapshot().context.socialRows).toEqual([
      { type: 1, name: 'https://t.me/olena' },
      { type: null, name: '' },
    ]);
    actor.send({ type: 'ADD_ROW' });
    actor.send({ type: 'ADD_ROW' });
    expect(actor.getSnapshot().can({ type: 'ADD_ROW' })).toBe(false);
    actor.send({ type: 'ADD_ROW' });
    expect(actor.getSnapshot().context.socialRows).toHaveLength(4);
    actor.send({ type: 'REMOVE_ROW', index: 3 });
    actor.send({ type: 'REMOVE_ROW', index: 2 });
    actor.send({ type: 'APPLY_SOCIALS' });
    expect(actor.getSnapshot().context.socialErrors).toEqual({ '1.type': { key: 'required' }, '1.name': { key: 'required' } });
    actor.send({ type: 'CHANGE_ROW', index: 1, field: 'type', value: 5 });
    actor.send({ type: 'CHANGE_ROW', index: 1, field: 'name', value: ' linkedin.com/in/olena ' });
    expect(actor.getSnapshot().context.socialErrors).toEqual({});
    actor.send({ type: 'APPLY_SOCIALS' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.socials).toEqual([
      { type: 1, name: 'https://t.me/olena' },
      { type: 5, name: 'linkedin.com/in/olena' },
    ]);
    actor.send({ type: 'OPEN_SOCIALS' });
    actor.send({ type: 'CANCEL_SOCIALS' });
    expect(actor.getSnapshot().context.form.socials).toHaveLength(2);
  });

  it('confirms an unconfirmed phone with ten digits, then locks it', async () => {
    const { actor, phoneCalls } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'phone', value: '067123' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM_PHONE' })).toBe(false);
    actor.send({ type: 'CHANGE', field: 'phone', value: '+38 (067) 123 45 67' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM_PHONE' })).toBe(true);
    actor.send({ type: 'CONFIRM_PHONE' });
    expect(actor.getSnapshot().value).toBe('confirmingPhone');
    const child = actor.getSnapshot().children.phoneConfirm as ActorRefFrom<typeof phoneConfirmMachine>;
    await waitFor(child, (s) => s.matches('active'));
    expect(phoneCalls.sent).toEqual(['0671234567']);
    const code = child.getSnapshot().children.code!;
    code.send({ type: 'CHANGE', value: '123456' });
    code.send({ type: 'SUBMIT' });
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.phoneLocked).toBe(true);
    actor.send({ type: 'CHANGE', field: 'phone', value: '0501234567' });
    expect(actor.getSnapshot().context.form.phone).toBe('0671234567');
    expect(actor.getSnapshot().can({ type: 'CONFIRM_PHONE' })).toBe(false);
  });

  it('closing the phone confirmation leaves the phone editable', async () => {
    const { actor } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CONFIRM_PHONE' });
    const child = actor.getSnapshot().children.phoneConfirm as ActorRefFrom<typeof phoneConfirmMachine>;
    child.send({ type: 'CANCEL' });
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.phoneLocked).toBe(false);
  });

  it('a confirmed phone cannot be edited', async () => {
    const { actor } = start({ user: { ...USER, is_confirm_phone: 1 } });
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'phone', value: '0501234567' });
    expect(actor.getSnapshot().context.form.phone).toBe('0991234567');
  });

  it('a refused save keeps every value and shows the server fields beside the inputs', async () => {
    const refusal = new ApiError(409, 'PHONE_TAKEN', 'Телефон уже используется', {
      phone: 'Телефон уже используется',
      birth_date: 'Bad',
      'socials.0.name': 'Bad link',
    });
    const { actor, notifyError, publishUser } = start({ save: [() => Promise.reject(refusal)] });
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'lname', value: 'Kovalenko' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && notifyError.mock.calls.length === 1);
    expect(actor.getSnapshot().context.form.lname).toBe('Kovalenko');
    expect(actor.getSnapshot().context.errors).toEqual({
      phone: { text: 'Телефон уже используется' },
      birthDate: { text: 'Bad' },
      'socials.0': { text: 'Bad link' },
    });
    expect(notifyError).toHaveBeenCalledWith('Телефон уже используется');
    expect(publishUser).not.toHaveBeenCalled();
  });

  it('options that fail to load can be retried; cancel closes', async () => {
    const { actor } = start({ load: failsOnce(OPTIONS) });
    await reached(actor, 'loadFailed');
    actor.send({ type: 'RETRY' });
    await reached(actor, 'editing');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes at once when nothing changed, and asks before discarding changes (Esc or Cancel)', async () => {
    const untouched = start();
    await reached(untouched.actor, 'editing');
    // A blank extra row is dropped on save anyway: it is not a change worth a question.
    untouched.actor.send({ type: 'ADD_ITEM', list: 'otherPhones' });
    untouched.actor.send({ type: 'CANCEL' });
    expect(untouched.actor.getSnapshot().value).toBe('closed');

    const { actor, payloads } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'CHANGE', field: 'sname', value: 'Petrivna' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('confirmingDiscard');
    // "Keep editing" (or Esc on the question) returns to the form with everything typed.
    actor.send({ type: 'KEEP_EDITING' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.sname).toBe('Petrivna');
    // Typing it back as it was is no change either.
    actor.send({ type: 'CHANGE', field: 'sname', value: '' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');

    const discarding = start();
    await reached(discarding.actor, 'editing');
    discarding.actor.send({ type: 'CHANGE', field: 'lname', value: 'Kovalenko' });
    discarding.actor.send({ type: 'CANCEL' });
    discarding.actor.send({ type: 'DISCARD' });
    expect(discarding.actor.getSnapshot().value).toBe('closed');
    expect(payloads).toEqual([]);
  });
});
