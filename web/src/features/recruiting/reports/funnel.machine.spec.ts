import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FunnelReport } from '../../../shared/api/recruiting';
import { funnelCsv } from './funnel-csv';
import { funnelMachine } from './funnel.machine';

const report = {
  period: { from: '2026-09-01', to: '2026-11-30' },
  vacancy: null,
  applications: 3,
  stages: [
    { id: 's1', name: 'Новый', kind: 'new', entered: 3, conversion: 33.3, median_days: 1.5 },
    { id: 's2', name: 'Интервью, "финал"', kind: 'step', entered: 1, conversion: null, median_days: null },
  ],
  hired: 0,
  rejected: 1,
  open: 2,
  withdrawn: 0,
  decided_share: 33.3,
  time_to_hire: { median_days: null, count: 0 },
  time_to_first_answer: { median_days: 1.5, count: 2 },
  sources: [{ source: 'manual', count: 3, share: 100 }],
  rejection_reasons: [{ id: 1, code: 'experience', side: 'ours', name: 'Опыт', count: 1 }],
} as FunnelReport;

describe('the hiring report', () => {
  it('exports its tables as CSV with a BOM, quoting what needs it', () => {
    const csv = funnelCsv(report, {
      stage: 'Этап',
      entered: 'Вошли',
      conversion: 'Конверсия, %',
      medianDays: 'Медиана, дн.',
      source: 'Источник',
      reason: 'Причина',
      count: 'Количество',
      sourceName: (source) => (source === 'manual' ? 'Вручную' : source),
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Этап,Вошли,"Конверсия, %","Медиана, дн."',
      'Новый,3,33.3,1.5',
      '"Интервью, ""финал""",1,,',
      '',
      'Источник,Количество',
      'Вручную,3',
      '',
      'Причина,Количество',
      'Опыт,1',
      '',
    ]);
  });

  it('asks again with the new filter and keeps it through a failure', async () => {
    const asked: string[] = [];
    let fail = false;
    const actor = createActor(
      funnelMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            asked.push(`${input.filter.vacancyId ?? '*'} ${input.filter.from}`);
            if (fail) throw new Error('down');
            return report;
          }),
          vacancies: fromPromise(async () => [{ id: 'v1', name: 'Бухгалтер' }]),
        },
      }),
      { input: { companyId: 'c1', filter: { vacancyId: null, from: '2026-09-01', to: '2026-11-30' } } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready') && s.context.vacancies.length === 1);
    fail = true;
    actor.send({ type: 'FILTER', filter: { vacancyId: 'v1', from: '2026-10-01', to: '2026-11-30' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.filter.vacancyId).toBe('v1');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['* 2026-09-01', 'v1 2026-10-01', 'v1 2026-10-01']);
  });
});
