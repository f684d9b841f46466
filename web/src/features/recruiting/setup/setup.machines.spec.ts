import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { reached } from '../../../shared/testing/machine';
import { settingsMachine, settingsProblems, type SaveSettingsInput } from './settings.machine';
import type { StageView } from './stages';
import { stagesMachine, type SaveStagesInput } from './stages.machine';

const STAGES: StageView[] = [
  { id: 'n', name: 'Новый', kind: 'new' },
  { id: 'a', name: 'Звонок', kind: 'step' },
  { id: 'h', name: 'Принят', kind: 'hired' },
  { id: 'r', name: 'Отказ', kind: 'rejected' },
];

function startStages(save: (input: SaveStagesInput) => Promise<StageView[]>, occupied?: Record<string, number>) {
  const sent: SaveStagesInput[] = [];
  const actor = createActor(
    stagesMachine.provide({
      actors: {
        load: fromPromise(async () => STAGES),
        save: fromPromise(async ({ input }: { input: SaveStagesInput }) => {
          sent.push(input);
          return save(input);
        }),
      },
    }),
    { input: { companyId: 'co1', vacancyId: 'v1', occupied } },
  ).start();
  return { actor, sent };
}

describe('the stage editor', () => {
  it('adds a step at once and shows the list the server answered', async () => {
    const added: StageView = { id: 'b', name: 'Интервью', kind: 'step' };
    const { actor, sent } = startStages(async () => [...STAGES.slice(0, 2), added, ...STAGES.slice(2)]);
    await reached(actor, 'ready');
    actor.send({ type: 'NAME', value: 'звонок' });
    actor.send({ type: 'SUBMIT_NAME' });
    expect(actor.getSnapshot().context.problem).toBe('duplicate');
    actor.send({ type: 'NAME', value: 'Интервью' });
    actor.send({ type: 'SUBMIT_NAME' });
    const done = await reached(actor, 'ready');
    expect(sent).toEqual([{ companyId: 'co1', vacancyId: 'v1', steps: [{ id: 'a', name: 'Звонок' }, { name: 'Интервью' }] }]);
    expect(done.context).toMatchObject({ name: '', notice: { kind: 'add', name: 'Интервью' } });
    expect(done.context.stages).toHaveLength(5);
  });

  it('says why a step holding cards stays, without asking the server', async () => {
    const { actor, sent } = startStages(async () => STAGES, { a: 2 });
    await reached(actor, 'ready');
    actor.send({ type: 'REMOVE', id: 'a' });
    expect(actor.getSnapshot().context.blocked).toEqual({ name: 'Звонок', count: 2 });
    expect(sent).toEqual([]);
  });

  it("keeps the list as it was with the server's reason when it refuses", async () => {
    const { actor } = startStages(async () => {
      throw new ApiError(409, 'STAGE_NOT_EMPTY', 'На этапе есть кандидаты');
    });
    await reached(actor, 'ready');
    actor.send({ type: 'REMOVE', id: 'a' });
    await reached(actor, 'saving');
    const after = await reached(actor, 'ready');
    expect(after.context).toMatchObject({ stages: STAGES, message: 'На этапе есть кандидаты', notice: null });
  });
});

describe('the recruiting settings form', () => {
  it('asks for whole numbers within the limits', () => {
    expect(settingsProblems({ staleDays: '', retentionMonths: '121' })).toEqual({
      staleDays: { rule: 'required' },
      retentionMonths: { rule: 'range' },
    });
    expect(settingsProblems({ staleDays: '2.5', retentionMonths: '24' })).toEqual({ staleDays: { rule: 'range' } });
    expect(settingsProblems({ staleDays: ' 7 ', retentionMonths: '1' })).toEqual({});
  });

  it("saves the numbers and the time zone, and puts the server's field messages on their fields", async () => {
    const sent: SaveSettingsInput[] = [];
    let refuse = true;
    const actor = createActor(
      settingsMachine.provide({
        actors: {
          load: fromPromise(async () => ({ stale_days: 5, retention_months: 24, time_zone: 'Europe/Kyiv' })),
          save: fromPromise(async ({ input }: { input: SaveSettingsInput }) => {
            sent.push(input);
            if (refuse)
              throw new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
                stale_days: 'От 1 до 90 дней',
                time_zone: 'Неизвестный часовой пояс',
              });
            return { stale_days: input.stale_days, retention_months: input.retention_months, time_zone: input.time_zone };
          }),
        },
      }),
      { input: { companyId: 'co1' } },
    ).start();
    await reached(actor, 'editing');
    expect(actor.getSnapshot().context.form).toEqual({ staleDays: '5', retentionMonths: '24', timeZone: 'Europe/Kyiv' });
    actor.send({ type: 'CHANGE', field: 'staleDays', value: '7' });
    actor.send({ type: 'CHANGE', field: 'timeZone', value: 'Europe/Warsaw' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'saving');
    let after = await reached(actor, 'editing');
    expect(after.context.problems).toEqual({ staleDays: { text: 'От 1 до 90 дней' }, timeZone: { text: 'Неизвестный часовой пояс' } });
    refuse = false;
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'saving');
    after = await reached(actor, 'editing');
    expect(after.context).toMatchObject({
      saved: true,
      problems: {},
      form: { staleDays: '7', retentionMonths: '24', timeZone: 'Europe/Warsaw' },
    });
    expect(sent.at(-1)).toEqual({ company_id: 'co1', stale_days: 7, retention_months: 24, time_zone: 'Europe/Warsaw' });
  });
});
