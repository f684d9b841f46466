import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { ChosenPassword, Invitation } from '../../../shared/api/company-members';
import { settled } from '../../../shared/testing/machine';
import { invitationMachine } from './invitation.machine';

const EXISTING: Invitation = { companyName: 'ТОВ «Кадри»', roleName: 'Заместитель', email: 'marta@example.com', setPassword: false };
const NEW_ACCOUNT: Invitation = { ...EXISTING, setPassword: true };

type Confirm = (input: { token: string; chosen: ChosenPassword | null }) => Promise<{ companyId: string }>;

function start(
  token: string | null,
  invitation: () => Promise<Invitation> = async () => EXISTING,
  confirm: Confirm = async () => ({ companyId: 'c1' }),
) {
  const sent: Array<{ token: string; chosen: ChosenPassword | null }> = [];
  const actor = createActor(
    invitationMachine.provide({
      actors: {
        load: fromPromise(async () => invitation()),
        confirm: fromPromise(async ({ input }: { input: { token: string; chosen: ChosenPassword | null } }) => {
          sent.push(input);
          return confirm(input);
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, sent };
}

describe('invitation.machine', () => {
  it('confirms the membership of an account that has its password with the token of the link alone', async () => {
    const { actor, sent } = start(' tok-1 ');
    const snapshot = await settled(actor, 'loading', 'confirming');
    expect(snapshot.matches('confirmed')).toBe(true);
    expect(snapshot.context.companyId).toBe('c1');
    expect(sent).toEqual([{ token: 'tok-1', chosen: null }]);
  });

  it('asks the person of an account made for the invitation to choose their password, twice, before confirming', async () => {
    const { actor, sent } = start('tok-2', async () => NEW_ACCOUNT);
    expect((await settled(actor, 'loading')).matches('choosing')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ password: { key: 'required' }, confirm: { key: 'required' } });
    actor.send({ type: 'CHANGE', field: 'password', value: 'Own-choice-1' });
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'Own-choice-2' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ confirm: { key: 'passwordsMismatch' } });
    expect(sent).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'Own-choice-1' });
    actor.send({ type: 'SUBMIT' });
    expect((await settled(actor, 'confirming')).matches('confirmed')).toBe(true);
    expect(sent).toEqual([{ token: 'tok-2', chosen: { password: 'Own-choice-1', confirm: 'Own-choice-1' } }]);
  });

  it('shows a password the server refuses on its field and keeps the link', async () => {
    const refuse: Confirm = async () =>
      Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Ошибка', { password: 'Минимальная длина 8 символов' }));
    const { actor } = start('tok-3', async () => NEW_ACCOUNT, refuse);
    await settled(actor, 'loading');
    actor.send({ type: 'CHANGE', field: 'password', value: 'Own-choice-1' });
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'Own-choice-1' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await settled(actor, 'confirming');
    expect(snapshot.matches('choosing')).toBe(true);
    expect(snapshot.context.problems).toEqual({ password: { text: 'Минимальная длина 8 символов' } });
  });

  it('fails at once without a token, and with the server text for a used or expired one', async () => {
    const none = start(null);
    expect(none.actor.getSnapshot().matches('failed')).toBe(true);
    expect(none.sent).toEqual([]);
    const used = start('tok-4', async () =>
      Promise.reject(new ApiError(400, 'INVITE_INVALID', 'Ссылка приглашения недействительна или устарела')),
    );
    const snapshot = await settled(used.actor, 'loading');
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.message).toBe('Ссылка приглашения недействительна или устарела');
    expect(used.sent).toEqual([]);
  });

  it('tries again after a network failure', async () => {
    let attempts = 0;
    const { actor } = start(
      'tok-5',
      async () => EXISTING,
      async () => (attempts++ === 0 ? Promise.reject(new Error('offline')) : { companyId: 'c9' }),
    );
    expect((await settled(actor, 'loading', 'confirming')).context.message).toBe('offline');
    actor.send({ type: 'RETRY' });
    expect((await settled(actor, 'loading', 'confirming')).context.companyId).toBe('c9');
  });
});
