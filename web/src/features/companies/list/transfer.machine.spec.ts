import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { TransferOption } from '../../../shared/api/company-list';
import { reached } from '../../../shared/testing/machine';
import { acceptTransferMachine } from './accept-transfer.machine';
import { transferMachine } from './transfer.machine';

function startTransfer(outcome: () => Promise<void> = async () => undefined) {
  const calls: Array<{ companyId: string; email: string; option: TransferOption }> = [];
  const actor = createActor(
    transferMachine.provide({
      actors: {
        transfer: fromPromise(async ({ input }) => {
          calls.push(input);
          return outcome();
        }),
      },
    }),
    { input: { companyId: 'c1' } },
  ).start();
  return { actor, calls };
}

describe('transfer modal', () => {
  it('checks the e-mail and the option before calling, then sends them', async () => {
    const { actor, calls } = startTransfer();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: { key: 'required' }, option: { key: 'required' } });
    actor.send({ type: 'CHANGE_EMAIL', value: 'not-mail' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'format' });
    actor.send({ type: 'CHANGE_EMAIL', value: ' New.Owner@Example.com ' });
    actor.send({ type: 'CHOOSE_OPTION', value: 'no_access' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ companyId: 'c1', email: 'new.owner@example.com', option: 'no_access' }]);
    expect(actor.getSnapshot().output).toEqual({ sent: true, email: 'New.Owner@Example.com' });
  });

  it('puts the server\'s refusal on the e-mail field, or as a message when it names no field', async () => {
    const notFound = () => Promise.reject(new ApiError(404, 'USER_NOT_FOUND', 'Пользователь не зарегистрирован', { email: 'Пользователь не зарегистрирован' }));
    const { actor } = startTransfer(notFound);
    actor.send({ type: 'CHANGE_EMAIL', value: 'x@example.com' });
    actor.send({ type: 'CHOOSE_OPTION', value: 'full_rights' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.email !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ errors: { email: { text: 'Пользователь не зарегистрирован' } }, message: null });

    const pending = startTransfer(() => Promise.reject(new ApiError(409, 'TRANSFER_PENDING', 'Компания уже ожидает передачи')));
    pending.actor.send({ type: 'CHANGE_EMAIL', value: 'x@example.com' });
    pending.actor.send({ type: 'CHOOSE_OPTION', value: 'full_rights' });
    pending.actor.send({ type: 'SUBMIT' });
    await waitFor(pending.actor, (s) => s.matches('editing') && s.context.message !== null);
    expect(pending.actor.getSnapshot().context.message).toBe('Компания уже ожидает передачи');
  });

  it('cancel ends without sending', () => {
    const { actor, calls } = startTransfer();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ sent: false, email: '' });
    expect(calls).toEqual([]);
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

  it('shows the server\'s reason for a refused link and may try again', async () => {
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
