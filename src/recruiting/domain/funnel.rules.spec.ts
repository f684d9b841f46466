import type { DomainError } from '../../shared/domain/domain-error.js';
import { bucketMedian, conversions, days, funnelOrder, funnelPeriod, kyivDay, percent, stageKey } from './funnel.rules.js';

const fieldsOf = (act: () => unknown): Record<string, string> | string => {
  try {
    act();
  } catch (error) {
    return (error as DomainError).fields ?? (error as DomainError).code;
  }
  return 'none';
};

describe('the hiring report', () => {
  it('covers the last 90 Kyiv days by default, or the days asked, both ends included', () => {
    // 23:30 UTC on 7 December is already the 8th in Kyiv.
    const now = new Date('2026-12-07T23:30:00Z');
    expect(kyivDay(now)).toBe('2026-12-08');
    expect(funnelPeriod(undefined, undefined, now)).toEqual({ from: '2026-09-10', to: '2026-12-08' });
    expect(funnelPeriod('2026-11-01', undefined, now)).toEqual({ from: '2026-11-01', to: '2026-12-08' });
    expect(funnelPeriod(undefined, '2026-01-31', now)).toEqual({ from: '2025-11-03', to: '2026-01-31' });
    expect(funnelPeriod('2026-12-08', '2026-12-08', now)).toEqual({ from: '2026-12-08', to: '2026-12-08' });
  });

  it('refuses a day that is no date, a start after the end and more than two years', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    expect(fieldsOf(() => funnelPeriod('2026-02-30', '2026-03-01', now))).toEqual({ from: 'recruiting.invalidPeriod' });
    expect(fieldsOf(() => funnelPeriod('2026-01-01', 'yesterday', now))).toEqual({ to: 'recruiting.invalidPeriod' });
    expect(fieldsOf(() => funnelPeriod('2026-12-02', '2026-12-01', now))).toEqual({ from: 'recruiting.invalidPeriod' });
    expect(fieldsOf(() => funnelPeriod('2024-01-01', '2026-01-01', now))).toEqual({ from: 'recruiting.invalidPeriod' });
    expect(funnelPeriod('2024-01-02', '2026-01-01', now).from).toBe('2024-01-02');
  });

  it('makes one row of the steps that share a name across boards, the fixed stages by kind', () => {
    expect(stageKey('step', ' Интервью ')).toBe(stageKey('step', 'интервью'));
    expect(stageKey('step', 'Интервью')).not.toBe(stageKey('step', 'Тестовое'));
    expect(stageKey('new', null)).toBe('new');
    expect(stageKey('hired', 'whatever')).toBe('hired');
  });

  it('orders the funnel: new, the steps by position, hired, rejected', () => {
    const stages = [
      { kind: 'rejected' as const, position: 5 },
      { kind: 'step' as const, position: 2 },
      { kind: 'hired' as const, position: 4 },
      { kind: 'new' as const, position: 0 },
      { kind: 'step' as const, position: 1 },
    ];
    expect([...stages].sort(funnelOrder).map((stage) => `${stage.kind}${stage.position}`)).toEqual([
      'new0',
      'step1',
      'step2',
      'hired4',
      'rejected5',
    ]);
  });

  it('converts each stage to the next of the funnel, never to or from "Отказ"', () => {
    const rates = conversions([
      { key: 'new', kind: 'new', entered: 200 },
      { key: 'step:a', kind: 'step', entered: 50 },
      { key: 'step:b', kind: 'step', entered: 0 },
      { key: 'hired', kind: 'hired', entered: 0 },
      { key: 'rejected', kind: 'rejected', entered: 120 },
    ]);
    expect(rates).toEqual([25, 0, null, null, null]);
  });

  it('shares in per cent with one decimal, days from seconds, nothing from nothing', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBeNull();
    expect(days(86_400 * 1.26)).toBe(1.3);
    expect(days(null)).toBeNull();
  });

  it('finds the median stay in tenths of a day from the buckets, the lower middle for an even count', () => {
    expect(bucketMedian([])).toBeNull();
    expect(bucketMedian([{ bucket: 31, count: 1 }])).toBe(3.1);
    // 1, 2, 2, 9 tenths: the lower middle is the 2nd, 0.2 days.
    expect(
      bucketMedian([
        { bucket: 9, count: 1 },
        { bucket: 1, count: 1 },
        { bucket: 2, count: 2 },
      ]),
    ).toBe(0.2);
    expect(
      bucketMedian([
        { bucket: 0, count: 3 },
        { bucket: 40, count: 4 },
      ]),
    ).toBe(4);
  });
});
