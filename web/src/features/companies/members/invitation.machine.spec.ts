import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { settled } from '../../../shared/testing/machine';
import { invitationMachine } from './invitation.machine';

function start(token: string | null, confirm: (input: { token: string }) => Promise<{ companyId: string }> = async () => ({ companyId: 'c1' })) {
  const sent: string[] = [];
  const actor = createActor(
    invitationMachine.provide({
      actors: {
        confirm: fromPromise(async ({ input }: { input: { token: string } }) => {
          sent.push(input.token);
          return confirm(input);
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, sent };
}

describe('invitation.machine', () => {
  it('confirms the membership with the token of the link', async () => {
    const { actor, sent } = start(' tok-1 ');
    const snapshot = await settled(actor, 'confirming');
    expect(snapshot.matches('confirmed')).toBe(true);
    expect(snapshot.context.companyId).toBe('c1');
    expect(sent).toEqual(['tok-1']);
  });

  it('fails at once without a token, and with the server text for a used or expired one', async () => {
    const none = start(null);
    expect(none.actor.getSnapshot().matches('failed')).toBe(true);
    expect(none.sent).toEqual([]);
    const used = start('tok-2', async () => Promise.reject(new ApiError(400, 'INVITE_INVALID', 'Ссылка недействительна или уже использована')));
    const snapshot = await settled(used.actor, 'confirming');
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.message).toBe('Ссылка недействительна или уже использована');
  });

  it('tries again after a network failure', async () => {
    let attempts = 0;
    const { actor } = start('tok-3', async () => (attempts++ === 0 ? Promise.reject(new Error('offline')) : { companyId: 'c9' }));
    expect((await settled(actor, 'confirming')).context.message).toBe('offline');
    actor.send({ type: 'RETRY' });
    expect((await settled(actor, 'confirming')).context.companyId).toBe('c9');
  });
});
