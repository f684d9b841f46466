import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { AddDeputiesRequest } from '../../../shared/api/company-members';
import type { OptionItem } from '../../../shared/api/catalogue';
import { reached, settled } from '../../../shared/testing/machine';
import { deputiesMachine } from './deputies.machine';
import { phoneInput } from '../../../shared/forms/phone';
import { DUPLICATE_EMAIL, type DeputyField } from './deputy-form';

const RIGHTS: OptionItem[] = [
  { id: 1, name: 'Профиль компании', code: 'company-profile' },
  { id: 2, name: 'Регистрационные данные', code: 'company-settings' },
];

function start(send: (input: AddDeputiesRequest) => Promise<unknown> = async () => ({}), companyId: string | null = 'c1') {
  const sent: AddDeputiesRequest[] = [];
  const actor = createActor(
    deputiesMachine.provide({
      actors: {
        loadRights: fromPromise(async () => RIGHTS),
        addDeputies: fromPromise(async ({ input }: { input: AddDeputiesRequest }) => {
          sent.push(input);
          return send(input);
        }),
      },
    }),
    { input: { companyId } },
  ).start();
  return { actor, sent };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, email: string, extra: Partial<Record<DeputyField, string>> = {}) {
  const values: Record<DeputyField, string> = {
    last_name: 'Коваленко',
    first_name: 'Олена',
    middle_name: '',
    tel: '0671234567',
    email,
    ...extra,
  };
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as DeputyField, value });
}

describe('the deputy form phone', () => {
  it('keeps every digit of a number typed key by key in any usual form (the phone field feeds the machine its digits)', async () => {
    for (const typed of ['0631112233', '+380631112233', '631112233']) {
      const { actor } = start();
      await reached(actor, 'form');
      let field = { shown: '', digits: '' };
      for (const key of typed) {
        field = phoneInput(field.shown + key, field.shown);
        actor.send({ type: 'CHANGE', field: 'tel', value: field.digits });
      }
      expect(field.shown).toBe('+38 (063) 111 22 33');
      expect(actor.getSnapshot().context.draft.tel).toBe('0631112233');
    }
  });
});

describe('deputies.machine', () => {
  it('loads the rights (only items with a code), then shows the first form', async () => {
    const { actor } = start();
    const snapshot = await reached(actor, 'form');
    expect(snapshot.context.rights.map((right) => right.code)).toEqual(['company-profile', 'company-settings']);
  });

  it('refuses an incomplete deputy with the rules of spec §5', async () => {
    const { actor } = start();
    await reached(actor, 'form');
    fill(actor, 'not-an-address', { last_name: ' ', tel: '06712' });
    actor.send({ type: 'SAVE_DEPUTY' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(context.draftProblems).toEqual({ last_name: { key: 'required' }, tel: { key: 'phone' }, email: { key: 'email' } });
    // Typing into a field clears its problem only.
    actor.send({ type: 'CHANGE', field: 'tel', value: '0671234567' });
    expect(Object.keys(actor.getSnapshot().context.draftProblems).sort()).toEqual(['email', 'last_name']);
    // A digit too many is no number either.
    actor.send({ type: 'CHANGE', field: 'tel', value: '06712345678' });
    actor.send({ type: 'SAVE_DEPUTY' });
    expect(actor.getSnapshot().context.draftProblems.tel).toEqual({ key: 'phone' });
  });

  it('adds deputies to the list, refuses a repeated address, edits and removes before sending', async () => {
    const { actor } = start();
    await reached(actor, 'form');
    fill(actor, 'olena@example.com');
    actor.send({ type: 'TOGGLE_RIGHT', code: 'company-settings', selected: true });
    actor.send({ type: 'SAVE_DEPUTY' });
    expect(actor.getSnapshot().matches('list')).toBe(true);

    actor.send({ type: 'ADD_MORE' });
    expect(actor.getSnapshot().context.draft.email).toBe('');
    fill(actor, 'Olena@Example.com ');
    actor.send({ type: 'SAVE_DEPUTY' });
    expect(actor.getSnapshot().context.draftProblems.email).toBe(DUPLICATE_EMAIL);
    actor.send({ type: 'CHANGE', field: 'email', value: 'petro@example.com' });
    actor.send({ type: 'SAVE_DEPUTY' });
    const [first, second] = actor.getSnapshot().context.deputies;
    expect([first?.values.email, second?.values.email]).toEqual(['olena@example.com', 'petro@example.com']);
    expect(first?.values.s_access_z).toEqual(['company-settings']);

    // Editing keeps the person's own address allowed and replaces the entry in place.
    actor.send({ type: 'EDIT', id: first!.id });
    expect(actor.getSnapshot().context.draft.email).toBe('olena@example.com');
    actor.send({ type: 'CHANGE', field: 'first_name', value: 'Олeна-Марія' });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'company-settings', selected: false });
    actor.send({ type: 'SAVE_DEPUTY' });
    expect(actor.getSnapshot().context.deputies.map((d) => [d.values.first_name, d.values.s_access_z])).toEqual([
      ['Олeна-Марія', []],
      ['Олена', []],
    ]);

    // A cancelled modal changes nothing; removing the last one brings back the first form.
    actor.send({ type: 'ADD_MORE' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.deputies).toHaveLength(2);
    actor.send({ type: 'REMOVE', id: first!.id });
    actor.send({ type: 'REMOVE', id: second!.id });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    // With nobody in the list there is nothing to go back to.
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });

  it('sends everyone once, with the national digits and no password, then moves on by itself after 2.5 s', async () => {
    jest.useFakeTimers();
    try {
      const { actor, sent } = start();
      await jest.advanceTimersByTimeAsync(0);
      fill(actor, 'olena@example.com');
      actor.send({ type: 'SAVE_DEPUTY' });
      actor.send({ type: 'SEND' });
      await jest.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('done')).toBe(true);
      expect(sent).toEqual([
        {
          company_id: 'c1',
          deputies: [
            { last_name: 'Коваленко', first_name: 'Олена', middle_name: '', tel: '0671234567', email: 'olena@example.com', s_access_z: [] },
          ],
        },
      ]);
      await jest.advanceTimersByTimeAsync(2499);
      expect(actor.getSnapshot().matches('done')).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the reader stay on the success modal', async () => {
    jest.useFakeTimers();
    try {
      const { actor } = start();
      await jest.advanceTimersByTimeAsync(0);
      fill(actor, 'olena@example.com');
      actor.send({ type: 'SAVE_DEPUTY' });
      actor.send({ type: 'SEND' });
      await jest.advanceTimersByTimeAsync(0);
      actor.send({ type: 'STAY' });
      await jest.advanceTimersByTimeAsync(5000);
      expect(actor.getSnapshot().matches('staying')).toBe(true);
      actor.send({ type: 'GO' });
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts the server field errors on the right person and keeps the list', async () => {
    const exists = new ApiError(409, 'USER_EXISTS', 'Ошибка, пользователь petro@example.com уже существует', {
      'deputies.1.email': 'Ошибка, пользователь petro@example.com уже существует',
    });
    const { actor } = start(async () => Promise.reject(exists));
    await reached(actor, 'form');
    fill(actor, 'olena@example.com');
    actor.send({ type: 'SAVE_DEPUTY' });
    actor.send({ type: 'ADD_MORE' });
    fill(actor, 'petro@example.com');
    actor.send({ type: 'SAVE_DEPUTY' });
    actor.send({ type: 'SEND' });
    const { context } = await settled(actor, 'sending');
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(context.deputies.map((deputy) => deputy.problems)).toEqual([
      {},
      { email: { text: 'Ошибка, пользователь petro@example.com уже существует' } },
    ]);
    expect(context.error).toBeNull();
    // Editing shows the problem on the field; saving again clears it.
    actor.send({ type: 'EDIT', id: context.deputies[1]!.id });
    expect(actor.getSnapshot().context.draftProblems.email).toEqual({ text: 'Ошибка, пользователь petro@example.com уже существует' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'petro2@example.com' });
    actor.send({ type: 'SAVE_DEPUTY' });
    expect(actor.getSnapshot().context.deputies[1]?.problems).toEqual({});
  });

  it('says what no field says (offline, forbidden) and sends nothing without a company', async () => {
    const { actor } = start(async () => Promise.reject(new ApiError(403, 'COMPANY_FORBIDDEN', 'Недостаточно прав')));
    await reached(actor, 'form');
    fill(actor, 'olena@example.com');
    actor.send({ type: 'SAVE_DEPUTY' });
    actor.send({ type: 'SEND' });
    expect((await settled(actor, 'sending')).context.error).toBe('Недостаточно прав');

    const none = start(undefined, null);
    await reached(none.actor, 'form');
    fill(none.actor, 'olena@example.com');
    none.actor.send({ type: 'SAVE_DEPUTY' });
    none.actor.send({ type: 'SEND' });
    expect(none.actor.getSnapshot().matches('list')).toBe(true);
    expect(none.sent).toEqual([]);
  });
});
