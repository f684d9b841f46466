import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { reached, settled } from '../../../shared/testing/machine';
import type { RejectionLetter } from '../../../shared/api/recruiting';
import { REASONS } from '../fixtures';
import { rejectMachine, type RejectRequest } from './reject.machine';

function start(reject: (body: RejectRequest) => Promise<unknown> = async () => ({})) {
  const letters: string[] = [];
  const actor = createActor(
    rejectMachine.provide({
      actors: {
        reasons: fromPromise(async () => REASONS),
        letter: fromPromise<RejectionLetter, { companyId: string; applicationId: string; reasonId: string }>(async ({ input }) => {
          letters.push(input.reasonId);
          return { subject: `Тема ${input.reasonId}`, body: `Письмо ${input.reasonId}`, lang: 'ru', to: 'o@example.com' };
        }),
        reject: fromPromise<unknown, RejectRequest>(async ({ input }) => reject(input)),
      },
    }),
    { input: { companyId: 'co1', application: { id: 'a1', version: 3 } } },
  ).start();
  return { actor, letters };
}

describe('the reject dialog', () => {
  it('needs a reason before it sends anything', async () => {
    const { actor } = start();
    await reached(actor, 'editing');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('reason');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it("fills the letter from the reason's template, sends the edited letter the next morning", async () => {
    const sent: RejectRequest[] = [];
    const { actor, letters } = start(async (body) => {
      sent.push(body);
    });
    await reached(actor, 'editing');
    actor.send({ type: 'REASON', reasonId: '1' });
    await settled(actor, { editing: 'filling' });
    expect(actor.getSnapshot().context.letter).toEqual({ subject: 'Тема 1', body: 'Письмо 1' });
    actor.send({ type: 'BODY', value: 'Спасибо за время, Олена.' });
    actor.send({ type: 'TIMING', timing: 'next-morning' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'done');
    expect(letters).toEqual(['1']);
    expect(sent).toEqual([
      {
        company_id: 'co1',
        application_id: 'a1',
        reason_id: 1,
        version: 3,
        send_letter: true,
        subject: 'Тема 1',
        message: 'Спасибо за время, Олена.',
        send_at: 'next-morning',
      },
    ]);
  });

  it('refuses an empty letter unless none is to be sent', async () => {
    const sent: RejectRequest[] = [];
    const { actor } = start(async (body) => {
      sent.push(body);
    });
    await reached(actor, 'editing');
    actor.send({ type: 'REASON', reasonId: '2' });
    await settled(actor, { editing: 'filling' });
    actor.send({ type: 'BODY', value: '  ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('letter');
    actor.send({ type: 'TIMING', timing: 'none' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'done');
    expect(sent[0]).toEqual({ company_id: 'co1', application_id: 'a1', reason_id: 2, version: 3, send_letter: false });
  });

  it("keeps the dialog open with the server's message when the rejection is refused", async () => {
    const { actor } = start(async () => {
      throw new ApiError(409, 'APPLICATION_CLOSED', 'Карточку уже переместили');
    });
    await reached(actor, 'editing');
    actor.send({ type: 'REASON', reasonId: '1' });
    await settled(actor, { editing: 'filling' });
    actor.send({ type: 'SUBMIT' });
    const after = await settled(actor, 'sending');
    expect(after.matches('editing')).toBe(true);
    expect(after.context.message).toBe('Карточку уже переместили');
  });

  it('a stale rejection shows where the card is now, keeps the typed letter and sends it with the new version when asked again', async () => {
    const sent: RejectRequest[] = [];
    const { actor } = start(async (body) => {
      sent.push(body);
      if (sent.length === 1)
        throw new ApiError(409, 'STALE_VERSION', 'stale', {}, null, {
          application: { id: 'a1', version: 4, days_in_stage: 0, stage: { id: 's2', name: 'Интервью' } },
        });
    });
    await reached(actor, 'editing');
    actor.send({ type: 'REASON', reasonId: '1' });
    await settled(actor, { editing: 'filling' });
    actor.send({ type: 'BODY', value: 'Олена, спасибо за время.' });
    actor.send({ type: 'SUBMIT' });
    const after = await settled(actor, 'sending');
    expect(after.matches('editing')).toBe(true);
    expect(after.context.movedTo).toMatchObject({ version: 4, stage: { name: 'Интервью' } });
    expect(after.context.letter.body).toBe('Олена, спасибо за время.');
    expect(after.context.message).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'done');
    expect(sent.map((body) => [body.version, 'message' in body ? body.message : null])).toEqual([
      [3, 'Олена, спасибо за время.'],
      [4, 'Олена, спасибо за время.'],
    ]);
  });
});
