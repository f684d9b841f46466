import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../shared/api/client';
import { changePasswordMachine, type PasswordValues } from './change-password.machine';
import { generatePassword, GENERATED_LENGTH } from '../../shared/lib/password-generator';

function start(opts: { change?: () => Promise<void>; copy?: () => Promise<void> } = {}) {
  const sent: PasswordValues[] = [];
  const copied: string[] = [];
  const spies = { notifyChanged: jest.fn(), notifyCopied: jest.fn(), notifyCopyFailed: jest.fn(), notifyError: jest.fn() };
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<void, PasswordValues>(async ({ input }) => {
          sent.push(input);
          await (opts.change ?? (async () => undefined))();
        }),
        copyText: fromPromise<void, { text: string }>(async ({ input }) => {
          copied.push(input.text);
          await (opts.copy ?? (async () => undefined))();
        }),
      },
      actions: {
        notifyChanged: spies.notifyChanged,
        notifyCopied: spies.notifyCopied,
        notifyCopyFailed: spies.notifyCopyFailed,
        notifyError: (_, params) => spies.notifyError(params.message),
      },
    }),
  ).start();
  const fill = (values: Partial<PasswordValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof PasswordValues, value });
  };
  return { actor, sent, copied, fill, ...spies };
}

describe('change password', () => {
  it('validates with the texts of spec §5 and sends nothing while invalid', () => {
    const { actor, sent, fill } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: { key: 'required' },
      password: { key: 'required' },
      password_repeat: { key: 'required' },
    });
    fill({ currentPassword: 'short', password: 'x'.repeat(51), password_repeat: 'other' });
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: { key: 'passwordMin' },
      password: { key: 'tooLong' },
      password_repeat: { key: 'passwordsMismatch' },
    });
    fill({ password: 'other' });
    expect(actor.getSnapshot().context.errors.password).toEqual({ key: 'passwordMin' });
    expect(actor.getSnapshot().context.errors.password_repeat).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('before the first submit, typing only clears errors', () => {
    const { actor, fill } = start();
    fill({ password: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('changes the password, clears the form and says so', async () => {
    const { actor, sent, fill, notifyChanged } = start();
    fill({ currentPassword: 'old-password', password: 'new-password', password_repeat: 'new-password' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(sent).toEqual([{ currentPassword: 'old-password', password: 'new-password', password_repeat: 'new-password' }]);
    expect(notifyChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values).toEqual({ currentPassword: '', password: '', password_repeat: '' });
  });

  it('a wrong current password shows beside its field and keeps what was typed', async () => {
    const wrong = new ApiError(400, 'WRONG_PASSWORD', 'Неверный текущий пароль', { currentPassword: 'Неверный текущий пароль' });
    const { actor, fill, notifyError } = start({ change: () => Promise.reject(wrong) });
    fill({ currentPassword: 'old-password', password: 'new-password', password_repeat: 'new-password' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && notifyError.mock.calls.length === 1);
    expect(actor.getSnapshot().context.errors).toEqual({ currentPassword: { text: 'Неверный текущий пароль' } });
    expect(actor.getSnapshot().context.values.password).toBe('new-password');
  });

  it('the generator suggests a password that can be applied to both fields or copied', async () => {
    const { actor, copied, notifyCopied, notifyCopyFailed } = start({});
    expect(actor.getSnapshot().can({ type: 'APPLY_GENERATED' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'COPY_GENERATED' })).toBe(false);
    actor.send({ type: 'GENERATE' });
    const suggestion = actor.getSnapshot().context.generated!;
    expect(suggestion).toHaveLength(GENERATED_LENGTH);
    actor.send({ type: 'APPLY_GENERATED' });
    expect(actor.getSnapshot().context.values).toMatchObject({ password: suggestion, password_repeat: suggestion });
    actor.send({ type: 'COPY_GENERATED' });
    expect(actor.getSnapshot().value).toBe('copying');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(copied).toEqual([suggestion]);
    expect(notifyCopied).toHaveBeenCalledTimes(1);
    expect(notifyCopyFailed).not.toHaveBeenCalled();

    const blocked = start({ copy: () => Promise.reject(new Error('denied')) });
    blocked.actor.send({ type: 'GENERATE' });
    blocked.actor.send({ type: 'COPY_GENERATED' });
    await waitFor(blocked.actor, (s) => s.matches('editing'));
    expect(blocked.notifyCopyFailed).toHaveBeenCalledTimes(1);
  });

  it('what is typed while the suggestion is being copied is kept', async () => {
    let answer: () => void = () => {};
    const { actor, fill, notifyCopied } = start({ copy: () => new Promise<void>((resolve) => (answer = resolve)) });
    actor.send({ type: 'GENERATE' });
    actor.send({ type: 'COPY_GENERATED' });
    expect(actor.getSnapshot().value).toBe('copying');
    fill({ currentPassword: 'Old-pass1' });
    expect(actor.getSnapshot().context.values.currentPassword).toBe('Old-pass1');
    answer();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values.currentPassword).toBe('Old-pass1');
    expect(notifyCopied).toHaveBeenCalledTimes(1);
  });
});

describe('generatePassword', () => {
  it('always holds a lower- and upper-case letter, a digit and a symbol within 8-50 characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_LENGTH);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!#$%&*+\-=?@_]/);
      expect(password).not.toMatch(/[lIO01]/);
    }
  });

  it('is reproducible from its random source', () => {
    let seed = 7;
    const source = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0);
    const first = generatePassword(source);
    seed = 7;
    expect(generatePassword(source)).toBe(first);
  });
});
