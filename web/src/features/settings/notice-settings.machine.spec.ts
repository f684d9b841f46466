import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NoticeSetting } from '../../shared/api/notices';
import { noticeSettingsMachine } from './notice-settings.machine';

const defaults: NoticeSetting[] = [
  { kind: 'company_invited', email: true, inApp: true, emailFixed: true },
  { kind: 'rights_changed', email: true, inApp: true, emailFixed: false },
];

describe('settings → Notifications', () => {
  it('saves only a change, and never switches off a letter that carries the only link', async () => {
    const sent: NoticeSetting[][] = [];
    const actor = createActor(
      noticeSettingsMachine.provide({
        actors: {
          load: fromPromise(async () => defaults),
          save: fromPromise<NoticeSetting[], NoticeSetting[]>(async ({ input }) => {
            sent.push(input);
            return input;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'TOGGLE', kind: 'company_invited', channel: 'email', value: false });
    expect(actor.getSnapshot().context.settings[0]!.email).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'TOGGLE', kind: 'rights_changed', channel: 'email', value: false });
    actor.send({ type: 'TOGGLE', kind: 'company_invited', channel: 'inApp', value: false });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editing') && sent.length === 1);
    expect(sent[0]).toEqual([
      { kind: 'company_invited', email: true, inApp: false, emailFixed: true },
      { kind: 'rights_changed', email: false, inApp: true, emailFixed: false },
    ]);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
  });

  it('offers a retry when the settings could not be loaded', async () => {
    let attempts = 0;
    const actor = createActor(
      noticeSettingsMachine.provide({
        actors: {
          load: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('offline');
            return defaults;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.settings).toEqual(defaults);
  });
});
