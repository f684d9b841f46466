import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { SendRequest, VacancyView, ApproverOption } from '../../../shared/api/positions';
import { reached, settled } from '../../../shared/testing/machine';
import { chosenNames, previewMachine, type PreviewNotice } from './preview.machine';
import { vacancyFixture } from './vacancy-fixture';

const MEMBERS: ApproverOption[] = [
  { user_id: 'u2', name: 'Ігор Бондар', role: 'administrator' },
  { user_id: 'u3', name: 'Марія Шевчук', role: 'user' },
];

function start(
  options: {
    send?: (request: SendRequest) => Promise<VacancyView>;
    members?: () => Promise<ApproverOption[]>;
    download?: () => Promise<void>;
  } = {},
) {
  const sent: SendRequest[] = [];
  const notices: PreviewNotice[] = [];
  let downloads = 0;
  const actor = createActor(
    previewMachine.provide({
      actors: {
        members: fromPromise(async () => (options.members ? options.members() : MEMBERS)),
        send: fromPromise<VacancyView, SendRequest>(async ({ input }) => {
          sent.push(input);
          if (options.send) return options.send(input);
          return vacancyFixture(
            input.approvers.length ? { status: 'approval', can_edit: false } : { status: 'published', can_edit: false },
          );
        }),
        download: fromPromise(async () => {
          downloads += 1;
          if (options.download) await options.download();
        }),
      },
      actions: { notify: (_, notice) => void notices.push(notice) },
    }),
    { input: { companyId: 'c1', vacancy: vacancyFixture() } },
  ).start();
  return { actor, sent, notices, downloads: () => downloads };
}

describe('preview.machine', () => {
  it('accepts and publishes without approvers', async () => {
    const { actor, sent, notices } = start();
    actor.send({ type: 'SEND' });
    const { context } = await reached(actor, { main: 'sent' });
    expect(sent).toEqual([{ company_id: 'c1', vacancy_id: 'v1', approvers: [] }]);
    expect(context.vacancy.status).toBe('published');
    expect(notices).toEqual([{ kind: 'sent', published: true }]);
  });

  it('sends for approval to the colleagues applied in the picker; cancel keeps the previous choice', async () => {
    const { actor, sent, notices } = start();
    actor.send({ type: 'OPEN_PICKER' });
    await reached(actor, { main: { picker: 'ready' } });
    actor.send({ type: 'TOGGLE', userId: 'u3' });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().context.chosen).toEqual(['u3']);
    expect(chosenNames(actor.getSnapshot().context)).toEqual(['Марія Шевчук']);
    actor.send({ type: 'OPEN_PICKER' });
    // Members are loaded once; the picker opens at once with the previous ticks.
    expect(actor.getSnapshot().matches({ main: { picker: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(['u3']);
    actor.send({ type: 'TOGGLE', userId: 'u2' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.chosen).toEqual(['u3']);
    actor.send({ type: 'SEND' });
    const { context } = await reached(actor, { main: 'sent' });
    expect(sent).toEqual([{ company_id: 'c1', vacancy_id: 'v1', approvers: ['u3'] }]);
    expect(context.vacancy.status).toBe('approval');
    expect(notices).toEqual([{ kind: 'sent', published: false }]);
  });

  it('stays on the preview with the server message when sending fails, and may send again', async () => {
    let attempt = 0;
    const { actor, notices } = start({
      send: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(409, 'VACANCY_INCOMPLETE', 'Заполните все шаги');
        return vacancyFixture({ status: 'published' });
      },
    });
    actor.send({ type: 'SEND' });
    const { context } = await settled(actor, { main: 'sending' });
    expect(actor.getSnapshot().matches({ main: 'viewing' })).toBe(true);
    expect(context.error).toBe('Заполните все шаги');
    expect(notices).toEqual([{ kind: 'failed', message: 'Заполните все шаги' }]);
    actor.send({ type: 'SEND' });
    await reached(actor, { main: 'sent' });
  });

  it('retries a failed load of the colleagues', async () => {
    let attempt = 0;
    const { actor } = start({
      members: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(403, 'COMPANY_FORBIDDEN', 'Нет доступа');
        return MEMBERS;
      },
    });
    actor.send({ type: 'OPEN_PICKER' });
    const { context } = await reached(actor, { main: { picker: 'failed' } });
    expect(context.error).toBe('Нет доступа');
    actor.send({ type: 'RETRY' });
    const ready = await reached(actor, { main: { picker: 'ready' } });
    expect(ready.context.members).toEqual(MEMBERS);
  });

  it('downloads the PDF beside the main flow and reports a failed download', async () => {
    let fail = true;
    const { actor, downloads } = start({
      download: async () => {
        if (fail) throw new ApiError(504, 'PDF_TIMEOUT', 'PDF не готов');
      },
    });
    actor.send({ type: 'DOWNLOAD' });
    const { context } = await settled(actor, { download: 'downloading' });
    expect(context.downloadError).toBe('PDF не готов');
    fail = false;
    actor.send({ type: 'OPEN_PICKER' });
    actor.send({ type: 'DOWNLOAD' });
    await settled(actor, { download: 'downloading' });
    expect(downloads()).toBe(2);
    expect(actor.getSnapshot().context.downloadError).toBeNull();
    expect(actor.getSnapshot().matches({ main: 'picker' })).toBe(true);
  });
});
