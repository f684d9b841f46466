import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { OpeningView } from '../../../shared/api/openings';
import { addDays, dayProblem, openingMachine, type CloseOpeningInput, type OpenInput } from './opening.machine';

const TODAY = '2026-12-07';
const opening = (fields: Partial<OpeningView> = {}): OpeningView => ({
  vacancy_id: 'v1',
  valid_through: '2027-01-15',
  public: true,
  open: true,
  opened_at: '2026-12-07T10:00:00.000Z',
  closed_at: null,
  url: '/jobs/v1',
  ...fields,
});

function start(
  loaded: OpeningView | null,
  calls: { open?: (input: OpenInput) => Promise<OpeningView>; close?: (input: CloseOpeningInput) => Promise<OpeningView> } = {},
) {
  const opened: OpenInput[] = [];
  const closed: CloseOpeningInput[] = [];
  const actor = createActor(
    openingMachine.provide({
      actors: {
        load: fromPromise<OpeningView | null, { companyId: string; vacancyId: string }>(async () => loaded),
        open: fromPromise<OpeningView, OpenInput>(async ({ input }) => {
          opened.push(input);
          return calls.open ? calls.open(input) : opening({ valid_through: input.validThrough, public: input.public });
        }),
        close: fromPromise<OpeningView, CloseOpeningInput>(async ({ input }) => {
          closed.push(input);
          return calls.close ? calls.close(input) : opening({ open: false, closed_at: '2026-12-08T10:00:00.000Z' });
        }),
      },
    }),
    { input: { companyId: 'c1', vacancyId: 'v1', today: TODAY } },
  ).start();
  return { actor, opened, closed };
}

describe('dayProblem', () => {
  it('takes a real day from today to 90 days ahead', () => {
    expect(addDays(TODAY, 90)).toBe('2027-03-07');
    expect(dayProblem(TODAY, TODAY)).toBeNull();
    expect(dayProblem('2027-03-07', TODAY)).toBeNull();
    expect(dayProblem('2027-03-08', TODAY)).toBe('range');
    expect(dayProblem('2026-12-06', TODAY)).toBe('range');
    expect(dayProblem('', TODAY)).toBe('date');
    expect(dayProblem('2026-13-45', TODAY)).toBe('date');
  });
});

describe('the opening panel', () => {
  it('opens a never-opened vacancy until the chosen day, unlisted when asked', async () => {
    const { actor, opened } = start(null);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.form).toEqual({ validThrough: '2027-01-06', public: true });
    actor.send({ type: 'SET_DATE', value: '2027-02-01' });
    actor.send({ type: 'SET_PUBLIC', value: false });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.opening !== null);
    expect(opened).toEqual([{ companyId: 'c1', vacancyId: 'v1', validThrough: '2027-02-01', public: false }]);
    expect(actor.getSnapshot().context.opening).toMatchObject({ open: true, valid_through: '2027-02-01', public: false });
  });

  it('keeps a day out of range in the form with its problem, never asking the server', async () => {
    const { actor, opened } = start(null);
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SET_DATE', value: '2027-06-01' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.problem).toBe('range');
    expect(opened).toEqual([]);
    actor.send({ type: 'SET_DATE', value: '2027-01-10' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('shows the server’s refusal in place: a valid_through message on the day, another as the panel’s message', async () => {
    let refusal = new ApiError(400, 'VALIDATION_FAILED', 'Ошибка', { valid_through: 'Не позже чем через 90 дней' });
    const { actor } = start(null, {
      open: async () => {
        throw refusal;
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toEqual({ text: 'Не позже чем через 90 дней' });
    expect(actor.getSnapshot().context.message).toBeNull();
    refusal = new ApiError(403, 'COMPANY_NOT_VERIFIED', 'Компания не верифицирована');
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.message !== null);
    expect(actor.getSnapshot().context).toMatchObject({ problem: null, message: 'Компания не верифицирована' });
  });

  it('closes an open opening with the trimmed letter to the applicants, or the usual one', async () => {
    const { actor, closed } = start(opening());
    await waitFor(actor, (s) => s.matches('idle'));
    // The open opening's day is where the form starts (opening again sets new dates).
    expect(actor.getSnapshot().context.form.validThrough).toBe('2027-01-15');
    actor.send({ type: 'CLOSE', message: '  Спасибо, мы нашли человека  ' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.opening?.open === false);
    expect(closed).toEqual([{ companyId: 'c1', vacancyId: 'v1', message: 'Спасибо, мы нашли человека' }]);
    // Nothing open any more: closing again is not offered.
    actor.send({ type: 'CLOSE' });
    expect(closed).toHaveLength(1);
  });

  it('closes with the usual letter when none is written', async () => {
    const { actor, closed } = start(opening());
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'CLOSE', message: '   ' });
    await waitFor(actor, (s) => s.context.opening?.open === false);
    expect(closed).toEqual([{ companyId: 'c1', vacancyId: 'v1' }]);
  });

  it('says why loading failed and loads again on RETRY', async () => {
    let calls = 0;
    const actor = createActor(
      openingMachine.provide({
        actors: {
          load: fromPromise<OpeningView | null, { companyId: string; vacancyId: string }>(async () => {
            calls += 1;
            if (calls === 1) throw new ApiError(500, 'INTERNAL', 'Сбой');
            return null;
          }),
        },
      }),
      { input: { companyId: 'c1', vacancyId: 'v1', today: TODAY } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('Сбой');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toBe(2);
  });
});
