import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyMember, FoundUser, RemoveUserRequest } from '../../../shared/api/company-members';
import { reached, settled } from '../../../shared/testing/machine';
import {
  companyUsersMachine,
  manageable,
  offeredRights,
  offeredRoles,
  type AddMemberRequest,
  type Loaded,
  type UpdateMemberRequest,
} from './company-users.machine';
import type { NewPersonRequest } from './new-person';

const person = (
  id: string,
  role: CompanyMember['role'],
  rights: string[] = [],
  status: CompanyMember['status'] = 'confirmed',
): CompanyMember => ({
  id,
  email: `${id}@example.com`,
  lastName: 'Шевчук',
  firstName: id,
  middleName: '',
  tel: '',
  role,
  rights,
  status,
});
const OWNER = person('owner', 'owner');
const USER = person('ivan', 'user', ['vacancies']);
const LOADED: Loaded = {
  users: [OWNER, USER],
  rights: [
    { id: 1, name: 'Профиль', code: 'company-profile' },
    { id: 2, name: 'Данные', code: 'company-settings' },
    { id: 7, name: 'Вакансии', code: 'vacancies' },
    { id: 11, name: 'Пользователи', code: 'users' },
    { id: 99, name: 'Своё' },
  ],
};

interface Fakes {
  load?: () => Promise<Loaded>;
  search?: () => Promise<FoundUser | null>;
  add?: (input: AddMemberRequest) => Promise<CompanyMember[]>;
  update?: (input: UpdateMemberRequest) => Promise<CompanyMember[]>;
  remove?: (input: RemoveUserRequest) => Promise<CompanyMember[]>;
  inviteNew?: (input: NewPersonRequest) => Promise<CompanyMember[]>;
}

function start(fakes: Fakes = {}, companyId: string | null = 'c1', viewerId = 'owner') {
  const calls: unknown[] = [];
  const record =
    <I, O>(name: string, fn: (input: I) => Promise<O>) =>
    async ({ input }: { input: I }) => {
      calls.push([name, input]);
      return fn(input);
    };
  const actor = createActor(
    companyUsersMachine.provide({
      actors: {
        load: fromPromise(record('load', fakes.load ?? (async () => LOADED))),
        searchUser: fromPromise(record('search', fakes.search ?? (async () => ({ id: 'new', email: 'new@example.com', isMember: false })))),
        addUser: fromPromise(record('add', fakes.add ?? (async () => [OWNER, USER, person('new', 'user', [], 'awaiting')]))),
        updateUser: fromPromise(
          record(
            'update',
            fakes.update ?? (async (input: UpdateMemberRequest) => [OWNER, { ...USER, role: input.role, rights: input.s_access_z }]),
          ),
        ),
        removeUser: fromPromise(record('remove', fakes.remove ?? (async () => [OWNER]))),
        inviteNew: fromPromise(
          record('inviteNew', fakes.inviteNew ?? (async () => [OWNER, USER, person('new', 'administrator', [], 'awaiting')])),
        ),
      },
    }),
    { input: { companyId, viewerId } },
  ).start();
  return { actor, calls };
}

describe('company-users.machine', () => {
  it('loads the members and the rights that have codes', async () => {
    const { actor, calls } = start();
    const { context } = await reached(actor, { ready: 'idle' });
    expect(context.users).toEqual([OWNER, USER]);
    expect(context.rights.map((right) => right.code)).toEqual(['company-profile', 'company-settings', 'vacancies', 'users']);
    expect(calls).toEqual([['load', { companyId: 'c1' }]]);
  });

  it('tells a missing company, a missing right and a failure apart; a failure can be retried', async () => {
    expect(start({}, null).actor.getSnapshot().matches('noCompany')).toBe(true);
    expect(
      (
        await settled(
          start({ load: async () => Promise.reject(new ApiError(404, 'COMPANY_NOT_FOUND', 'Компания не найдена')) }).actor,
          'loading',
        )
      ).matches('notFound'),
    ).toBe(true);
    expect(
      (
        await settled(start({ load: async () => Promise.reject(new ApiError(403, 'COMPANY_FORBIDDEN', 'Нет прав')) }).actor, 'loading')
      ).matches('forbidden'),
    ).toBe(true);
    let attempts = 0;
    const { actor } = start({ load: async () => (attempts++ === 0 ? Promise.reject(new Error('offline')) : LOADED) });
    expect((await settled(actor, 'loading')).context.loadError).toBe('offline');
    actor.send({ type: 'RETRY' });
    expect((await reached(actor, { ready: 'idle' })).context.users).toHaveLength(2);
  });

  it('adds a registered person by e-mail with rights: search, then invite', async () => {
    const { actor, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'OPEN_ADD' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'nobody' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.addProblem).toEqual({ key: 'email' });
    actor.send({ type: 'CHANGE_EMAIL', value: ' new@example.com ' });
    // An ordinary user is never given the registration data: the right is not offered, a tick is refused.
    actor.send({ type: 'TOGGLE_RIGHT', code: 'company-settings', selected: true });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'vacancies', selected: true });
    actor.send({ type: 'SUBMIT' });
    const { context } = await reached(actor, { ready: 'idle' });
    expect(context.users.map((user) => [user.id, user.status])).toEqual([
      ['owner', 'confirmed'],
      ['ivan', 'confirmed'],
      ['new', 'awaiting'],
    ]);
    expect(context.notice).toBe('added');
    expect(calls.slice(1)).toEqual([
      ['search', { company_id: 'c1', email: 'new@example.com' }],
      ['add', { company_id: 'c1', email: 'new@example.com', s_access_z: ['vacancies'], role: 'user' }],
    ]);
  });

  it('names a person without an account as administrator or deputy: their details, the consent, then the invitation', async () => {
    const { actor, calls } = start({ search: async () => null });
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'OPEN_ADD' });
    actor.send({ type: 'CHOOSE_ROLE', role: 'administrator' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'anna@example.com' });
    actor.send({ type: 'SUBMIT' });
    let { context } = await reached(actor, { ready: 'adding' });
    expect([context.person, context.addProblem]).toEqual([
      { last_name: '', first_name: '', middle_name: '', tel: '', consent: false },
      null,
    ]);
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(actor.getSnapshot().context.personProblems).sort()).toEqual(['consent', 'first_name', 'last_name', 'tel']);
    actor.send({ type: 'CHANGE_PERSON', field: 'last_name', value: 'Бондар' });
    actor.send({ type: 'CHANGE_PERSON', field: 'first_name', value: 'Анна' });
    actor.send({ type: 'CHANGE_PERSON', field: 'tel', value: '0671234567' });
    actor.send({ type: 'CONSENT', value: true });
    expect(actor.getSnapshot().context.personProblems).toEqual({});
    actor.send({ type: 'SUBMIT' });
    ({ context } = await reached(actor, { ready: 'idle' }));
    expect([context.notice, context.person, context.users.at(-1)?.role]).toEqual(['added', null, 'administrator']);
    expect(calls.slice(1)).toEqual([
      ['search', { company_id: 'c1', email: 'anna@example.com' }],
      [
        'inviteNew',
        {
          company_id: 'c1',
          role: 'administrator',
          email: 'anna@example.com',
          s_access_z: [],
          person: { last_name: 'Бондар', first_name: 'Анна', middle_name: '', tel: '0671234567', consent: true },
        },
      ],
    ]);
  });

  it("asks again for an address changed meanwhile, never names an ordinary user, and shows the server's field texts", async () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Ошибка', { 'deputies.0.tel': 'Неверный телефон' });
    const { actor, calls } = start({ search: async () => null, inviteNew: async () => Promise.reject(refused) });
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'OPEN_ADD' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'anna@example.com' });
    actor.send({ type: 'SUBMIT' });
    // An ordinary user needs an account of their own.
    expect((await reached(actor, { ready: 'adding' })).context.addProblem).toEqual({ key: 'notFound' });
    actor.send({ type: 'CHOOSE_ROLE', role: 'deputy' });
    actor.send({ type: 'SUBMIT' });
    expect((await reached(actor, { ready: 'adding' })).context.person).not.toBeNull();
    actor.send({ type: 'CHOOSE_ROLE', role: 'user' });
    expect(actor.getSnapshot().context.person).toBeNull();
    actor.send({ type: 'CHOOSE_ROLE', role: 'deputy' });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'vacancies', selected: true });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { ready: 'adding' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'other@example.com' });
    expect(actor.getSnapshot().context.person).toBeNull();
    actor.send({ type: 'CHANGE_EMAIL', value: 'anna@example.com' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { ready: 'adding' });
    for (const [field, value] of [
      ['last_name', 'Бондар'],
      ['first_name', 'Анна'],
      ['tel', '0671234567'],
    ] as const)
      actor.send({ type: 'CHANGE_PERSON', field, value });
    actor.send({ type: 'CONSENT', value: true });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: 'invitingNew' });
    const { context } = actor.getSnapshot();
    expect([context.personProblems, context.addProblem]).toEqual([{ tel: { text: 'Неверный телефон' } }, null]);
    expect((calls as Array<[string, unknown]>).filter(([name]) => name === 'inviteNew')).toEqual([
      ['inviteNew', expect.objectContaining({ role: 'deputy', s_access_z: ['vacancies'] })],
    ]);
  });

  it('says "not found" and "already a member" without inviting anyone', async () => {
    for (const [search, key] of [
      [async () => null, 'notFound'],
      [async () => ({ id: 'ivan', email: 'ivan@example.com', isMember: true }), 'alreadyMember'],
    ] as const) {
      const { actor, calls } = start({ search });
      await reached(actor, { ready: 'idle' });
      actor.send({ type: 'OPEN_ADD' });
      actor.send({ type: 'CHANGE_EMAIL', value: 'ivan@example.com' });
      actor.send({ type: 'SUBMIT' });
      const { context } = await settled(actor, { ready: 'searching' });
      expect(actor.getSnapshot().matches({ ready: 'adding' })).toBe(true);
      expect(context.addProblem).toEqual({ key });
      expect(calls.map((call) => (call as [string])[0])).not.toContain('add');
      // Typing again clears the message.
      actor.send({ type: 'CHANGE_EMAIL', value: 'ivan2@example.com' });
      expect(actor.getSnapshot().context.addProblem).toBeNull();
    }
  });

  it('maps a refused invitation (raced membership, rate limit) onto the e-mail field', async () => {
    const { actor } = start({
      add: async () => Promise.reject(new ApiError(409, 'MEMBER_EXISTS', 'Уже в компании', { email: 'Уже в компании' })),
    });
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'OPEN_ADD' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'new@example.com' });
    actor.send({ type: 'SUBMIT' });
    expect((await reached(actor, { ready: 'adding' })).context.addProblem).toEqual({ key: 'alreadyMember' });
    const limited = start({ search: async () => Promise.reject(new ApiError(429, 'RATE_LIMITED', 'Слишком много запросов')) }).actor;
    await reached(limited, { ready: 'idle' });
    limited.send({ type: 'OPEN_ADD' });
    limited.send({ type: 'CHANGE_EMAIL', value: 'new@example.com' });
    limited.send({ type: 'SUBMIT' });
    expect((await settled(limited, { ready: 'searching' })).context.addProblem).toEqual({ text: 'Слишком много запросов' });
  });

  it("changes a user's rights and role; the owner row cannot be edited or removed", async () => {
    const { actor, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'EDIT', id: 'owner' });
    actor.send({ type: 'REMOVE', id: 'owner' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'EDIT', id: 'ivan' });
    expect(actor.getSnapshot().context).toMatchObject({ editRole: 'user', editRights: ['vacancies'] });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'vacancies', selected: false });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'company-settings', selected: true });
    expect(actor.getSnapshot().context.editRights).toEqual([]);
    // A deputy may be given the registration data.
    actor.send({ type: 'CHOOSE_ROLE', role: 'deputy' });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'company-settings', selected: true });
    actor.send({ type: 'SAVE' });
    const { context } = await reached(actor, { ready: 'idle' });
    expect(context.users[1]).toMatchObject({ role: 'deputy', rights: ['company-settings'] });
    expect(context.notice).toBe('rightsSaved');
    expect(calls.at(-1)).toEqual(['update', { company_id: 'c1', user_id: 'ivan', s_access_z: ['company-settings'], role: 'deputy' }]);
  });

  it('appoints a member administrator (no rights of their own) and makes an administrator a deputy again', async () => {
    const { actor, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'EDIT', id: 'ivan' });
    actor.send({ type: 'CHOOSE_ROLE', role: 'administrator' });
    expect(actor.getSnapshot().context.editRights).toEqual([]);
    actor.send({ type: 'SAVE' });
    await reached(actor, { ready: 'idle' });
    expect(calls.at(-1)).toEqual(['update', { company_id: 'c1', user_id: 'ivan', s_access_z: [], role: 'administrator' }]);
    actor.send({ type: 'EDIT', id: 'ivan' });
    expect(actor.getSnapshot().context.editRole).toBe('administrator');
    actor.send({ type: 'CHOOSE_ROLE', role: 'deputy' });
    actor.send({ type: 'TOGGLE_RIGHT', code: 'users', selected: true });
    actor.send({ type: 'SAVE' });
    await reached(actor, { ready: 'idle' });
    expect(calls.at(-1)).toEqual(['update', { company_id: 'c1', user_id: 'ivan', s_access_z: ['users'], role: 'deputy' }]);
  });

  it('invites a registered person as administrator', async () => {
    const { actor, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'OPEN_ADD' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'new@example.com' });
    actor.send({ type: 'CHOOSE_ROLE', role: 'administrator' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { ready: 'idle' });
    expect(calls.at(-1)).toEqual(['add', { company_id: 'c1', email: 'new@example.com', s_access_z: [], role: 'administrator' }]);
  });

  it('offers a holder of "users" only ordinary users within their own rights, and nobody their own row', async () => {
    const holder = person('marta', 'deputy', ['users', 'vacancies']);
    const other = person('oksana', 'deputy', []);
    const wider = person('petro', 'user', ['reports']);
    const view = { users: [OWNER, holder, other, USER, wider], viewerId: 'marta' };
    expect(offeredRoles(view)).toEqual(['user']);
    expect(offeredRights(view, 'user')).toEqual(['vacancies', 'users']);
    expect([OWNER, holder, other, USER, wider].map((member) => [member.id, manageable(view, member)])).toEqual([
      ['owner', false],
      ['marta', false],
      ['oksana', false],
      ['ivan', true],
      ['petro', false],
    ]);
    const { actor } = start({ load: async () => ({ ...LOADED, users: view.users }) }, 'c1', 'marta');
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'EDIT', id: 'oksana' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'OPEN_ADD' });
    actor.send({ type: 'CHOOSE_ROLE', role: 'deputy' });
    expect(actor.getSnapshot().context.addRole).toBe('user');
  });

  it('offers nothing to a member who may not manage anyone', async () => {
    const { actor } = start({ load: async () => ({ ...LOADED, users: [OWNER, USER] }) }, 'c1', 'ivan');
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'OPEN_ADD' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('removes a member only after the confirmation, and keeps the list when the call fails', async () => {
    const { actor, calls } = start();
    await reached(actor, { ready: 'idle' });
    actor.send({ type: 'REMOVE', id: 'ivan' });
    actor.send({ type: 'CANCEL' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'REMOVE', id: 'ivan' });
    actor.send({ type: 'CONFIRM' });
    expect((await reached(actor, { ready: 'idle' })).context.users).toEqual([OWNER]);
    expect(calls.at(-1)).toEqual(['remove', { company_id: 'c1', user_id: 'ivan' }]);

    const failing = start({ remove: async () => Promise.reject(new ApiError(403, 'COMPANY_FORBIDDEN', 'Нет прав')) }).actor;
    await reached(failing, { ready: 'idle' });
    failing.send({ type: 'REMOVE', id: 'ivan' });
    failing.send({ type: 'CONFIRM' });
    const after = await settled(failing, { ready: 'removing' });
    expect(after.context.actionError).toBe('Нет прав');
    expect(after.context.users).toHaveLength(2);
  });
});
