import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { resendCountdownMachine } from '../../../shared/machines/resend-countdown.machine';
import { reached } from '../../../shared/testing/machine';
import { companyActionMachine, leavesActiveCompany } from './company-action.machine';

type Outcome = () => Promise<unknown>;

/** As live.ts provides it: the first code and "send again" are sendActionCode, confirm is the action. */
function start(
  opts: { send?: Outcome[]; confirm?: Outcome[]; action?: 'archive' | 'restore' | 'delete' | 'transfer'; answer?: boolean } = {},
) {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const codes: string[] = [];
  const sendOutcomes = [...(opts.send ?? [])];
  const confirmOutcomes = [...(opts.confirm ?? [])];
  const send = async (what: string) => {
    sent.push(what);
    await (sendOutcomes.shift() ?? (async () => undefined))();
  };
  const actor = createActor(
    companyActionMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => send(`${input.action}:${input.companyId}`)),
        codeConfirmation: codeConfirmationMachine.provide({
          actors: {
            confirm: fromPromise<unknown, { phone: string; code: string }>(async ({ input }) => {
              codes.push(input.code);
              return (confirmOutcomes.shift() ?? (async () => undefined))();
            }),
            resend: resendCountdownMachine.provide({
              actors: { send: fromPromise<unknown, { target: string }>(async ({ input }) => send(`again:${input.target}`)) },
            }),
          },
        }),
      },
    }),
    { input: { companyId: 'c1', action: opts.action ?? 'archive' }, clock },
  ).start();
  // The member answers the first question ("archive it?") unless a test looks at the question itself.
  if (opts.answer !== false && actor.getSnapshot().matches('asking')) actor.send({ type: 'CONFIRM' });
  const code = () => actor.getSnapshot().children.code!;
  const resend = () => code().getSnapshot().children.resend!;
  const seconds = (n: number) => {
    for (let i = 0; i < n; i += 1) clock.increment(1000);
  };
  return { actor, sent, codes, code, resend, seconds };
}

const wrong = () => Promise.reject(new ApiError(400, 'CODE_INVALID', 'Неверный код', { confirm_code: 'Неверный код' }));

describe('the active company after an action', () => {
  it('is gone once archived or deleted, so the header must not keep it', () => {
    expect(leavesActiveCompany('archive', 'c1', 'c1')).toBe(true);
    expect(leavesActiveCompany('delete', 'c1', 'c1')).toBe(true);
    expect(leavesActiveCompany('archive', 'c1', 'c2')).toBe(false);
    expect(leavesActiveCompany('restore', 'c1', 'c1')).toBe(false);
    expect(leavesActiveCompany('archive', 'c1', null)).toBe(false);
  });
});

describe('company action confirmed by SMS code', () => {
  it.each(['archive', 'restore', 'delete'] as const)('asks before %s and sends no SMS until the member confirms', async (action) => {
    const cancelled = start({ action, answer: false });
    expect(cancelled.actor.getSnapshot().matches('asking')).toBe(true);
    cancelled.actor.send({ type: 'CANCEL' });
    expect(cancelled.actor.getSnapshot().output).toEqual({ done: false, refused: null });
    expect(cancelled.sent).toEqual([]);

    const confirmed = start({ action, answer: false });
    expect(confirmed.sent).toEqual([]);
    confirmed.actor.send({ type: 'CONFIRM' });
    await reached(confirmed.actor, 'active');
    expect(confirmed.sent).toEqual([`${action}:c1`]);
  });

  it('sends the code of a transfer at once: its form was the question', async () => {
    const { actor, sent } = start({ action: 'transfer', answer: false });
    await reached(actor, 'active');
    expect(sent).toEqual(['transfer:c1']);
  });

  it('ends a deletion refused after the code (spec 001 §8: the dialog closes, the list says why)', async () => {
    const { actor, code } = start({ action: 'delete', confirm: [async () => ({ refused: 'Компанию нельзя удалить' })] });
    await reached(actor, 'active');
    code().send({ type: 'CHANGE', value: '123456' });
    code().send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ done: false, refused: 'Компанию нельзя удалить' });
  });

  it('sends the code, confirms six digits, shows success and ends done once closed', async () => {
    const { actor, sent, codes, code } = start();
    expect(actor.getSnapshot().value).toBe('sending');
    await reached(actor, 'active');
    expect(sent).toEqual(['archive:c1']);
    code().send({ type: 'CHANGE', value: '12 34 56' });
    code().send({ type: 'SUBMIT' });
    await reached(actor, 'succeeded');
    expect(codes).toEqual(['123456']);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ done: true, refused: null });
  });

  it("keeps the code entry open after a wrong code, with the server's text on the field", async () => {
    const { actor, code } = start({ confirm: [wrong] });
    await reached(actor, 'active');
    code().send({ type: 'CHANGE', value: '000000' });
    code().send({ type: 'SUBMIT' });
    await waitFor(code(), (s) => s.matches('editing') && s.context.error !== null);
    expect(code().getSnapshot().context.error).toEqual({ text: 'Неверный код' });
    expect(actor.getSnapshot().value).toBe('active');
    code().send({ type: 'SUBMIT' });
    await reached(actor, 'succeeded');
  });

  it('refuses fewer than six digits without calling the server', async () => {
    const { actor, code, codes } = start();
    await reached(actor, 'active');
    code().send({ type: 'CHANGE', value: '123' });
    code().send({ type: 'SUBMIT' });
    expect(code().getSnapshot().context.error).toEqual({ key: 'code' });
    expect(codes).toEqual([]);
  });

  it('offers "send again" only after 90 seconds', async () => {
    const { actor, resend, seconds, sent } = start();
    await reached(actor, 'active');
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(false);
    seconds(89);
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(false);
    seconds(1);
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(true);
    resend().send({ type: 'RESEND' });
    await waitFor(resend(), (s) => s.context.resent === 1);
    expect(sent).toEqual(['archive:c1', 'again:c1']);
  });

  it("a phone that is not confirmed stops the flow with the server's reason and no retry loop", async () => {
    const { actor } = start({
      send: [() => Promise.reject(new ApiError(409, 'PHONE_NOT_CONFIRMED', 'Подтвердите номер телефона в профиле'))],
    });
    await reached(actor, 'sendFailed');
    expect(actor.getSnapshot().context).toMatchObject({ phoneRequired: true, error: 'Подтвердите номер телефона в профиле' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ done: false, refused: null });
  });

  it('a failed send can be retried; a 429 opens the entry with the wait the server asked for', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    const { actor, sent } = start({ send: [offline] });
    await reached(actor, 'sendFailed');
    expect(actor.getSnapshot().context).toMatchObject({ phoneRequired: false, error: 'offline' });
    actor.send({ type: 'RETRY' });
    await reached(actor, 'active');
    expect(sent).toHaveLength(2);

    const busy = () => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Подождите', {}, 42));
    const second = start({ send: [busy] });
    await reached(second.actor, 'active');
    expect(second.resend().getSnapshot().context.secondsLeft).toBe(42);
  });

  it("a transfer asks for its own code; a refused recipient keeps the entry open with the server's reason", async () => {
    const unknown = () =>
      Promise.reject(new ApiError(404, 'USER_NOT_FOUND', 'Пользователь не зарегистрирован', { email: 'Пользователь не зарегистрирован' }));
    const { actor, code, sent, codes } = start({ action: 'transfer', confirm: [unknown] });
    await reached(actor, 'active');
    expect(sent).toEqual(['transfer:c1']);
    code().send({ type: 'CHANGE', value: '123456' });
    code().send({ type: 'SUBMIT' });
    await waitFor(code(), (s) => s.matches('editing') && s.context.error !== null);
    expect(code().getSnapshot().context.error).toEqual({ text: 'Пользователь не зарегистрирован' });
    code().send({ type: 'SUBMIT' });
    await reached(actor, 'succeeded');
    expect(codes).toEqual(['123456', '123456']);
  });

  it('cancelling the code entry ends without the action', async () => {
    const { actor, codes } = start({ action: 'delete' });
    await reached(actor, 'active');
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ done: false, refused: null });
    expect(codes).toEqual([]);
  });
});
