import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { reached } from '../../../shared/testing/machine';
import { acceptTransferMachine } from './accept-transfer.machine';
import { transferMachine } from './transfer.machine';

describe('transfer modal, first step', () => {
  it('checks the e-mail and the option, then hands the offer on to the SMS code step', () => {
    const actor = createActor(transferMachine).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: { key: 'required' }, option: { key: 'required' } });
    actor.send({ type: 'CHANGE_EMAIL', value: 'not-mail' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'email' });
    actor.send({ type: 'CHANGE_EMAIL', value: ' New.Owner@Example.com ' });
    actor.send({ type: 'CHOOSE_OPTION', value: 'no_access' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ offer: { email: 'new.owner@example.com', option: 'no_access' } });
  });

  it('cancel ends without an offer, even with valid values', () => {
    const actor = createActor(transferMachine).start();
    actor.send({ type: 'CHANGE_EMAIL', value: 'x@example.com' });
    actor.send({ type: 'CHOOSE_OPTION', value: 'full_rights' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ offer: null });
  });
});

describe('accepting a transfer', () => {
  function startAccept(token: string | null, outcome: () => Promise<{ companyId: string }> = async () => ({ companyId: 'c1' })) {
    const tokens: string[] = [];
    let accepted = 0;
    const actor = createActor(
      acceptTransferMachine.provide({
        actors: {
          accept: fromPromise(async ({ input }) => {
            tokens.push(input.token);
            return outcome();
          }),
        },
        actions: { accepted: () => (accepted += 1) },
      }),
      { input: { token } },
    ).start();
    return { actor, tokens, accepted: () => accepted };
  }

  it('waits for START (the app knows the user), sends the token once and tells the app', async () => {
    const { actor, tokens, accepted } = startAccept('tok');
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(tokens).toEqual([]);
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.companyId).toBe('c1');
    expect(tokens).toEqual(['tok']);
    expect(accepted()).toBe(1);
  });

  it("shows the server's reason for a refused link and may try again", async () => {
    let first = true;
    const { actor, tokens } = startAccept('tok', async () => {
      if (first) {
        first = false;
        throw new ApiError(403, 'TRANSFER_FOREIGN', 'Эта передача предназначена другому пользователю');
      }
      return { companyId: 'c1' };
    });
    actor.send({ type: 'START' });
    await reached(actor, 'failed');
    expect(actor.getSnapshot().context.message).toBe('Эта передача предназначена другому пользователю');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(tokens).toEqual(['tok', 'tok']);
  });

  it('a link without a token fails at once without a call', () => {
    const { actor, tokens } = startAccept(null);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(tokens).toEqual([]);
  });
});
