import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { VacancyView } from '../../../shared/api/positions';
import { reached, settled } from '../../../shared/testing/machine';
import { vacancyFixture } from '../preview/vacancy-fixture';
import {
  EMPTY_LISTS,
  shortStart,
  shortUnsaved,
  shortWizardMachine,
  type Notice,
  type SaveInput,
  type ShortLists,
} from './short-wizard.machine';

const criterion = (id: number, code: string) => ({ id, name: code, code });
const LISTS: ShortLists = {
  ...EMPTY_LISTS,
  s_selection_criteria: [
    criterion(1, 'name'),
    criterion(3, 'education'),
    criterion(4, 'salary'),
    criterion(5, 'address_vacancy'),
    criterion(6, 'employment_type'),
    criterion(7, 'languages'),
    criterion(10, 'age'),
    criterion(11, 'gender'),
    criterion(12, 'military_service'),
    criterion(13, 's_activity'),
  ],
  s_driving_license_category: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ],
};
const TODAY = () => new Date(2026, 10, 25);

function start(
  vacancy: VacancyView = vacancyFixture(),
  fail?: (input: SaveInput) => unknown,
  step: 'car' | 'criteria' | 'skills' | null = null,
) {
  const saved: SaveInput[] = [];
  const notices: Notice[] = [];
  let current = vacancy;
  const actor = createActor(
    shortWizardMachine.provide({
      actors: {
        load: fromPromise(async () => ({ vacancy: current, lists: LISTS })),
        save: fromPromise<VacancyView, SaveInput>(async ({ input }) => {
          saved.push(input);
          const error = fail?.(input);
          if (error) throw error;
          const { company_id: _c, vacancy_id: _v, ...values } = input.body;
          current = { ...current, ...values };
          return current;
        }),
      },
      actions: { notify: (_, notice) => void notices.push(notice) },
    }),
    { input: { companyId: 'c1', vacancyId: 'v1', today: TODAY, step } },
  ).start();
  return { actor, saved, notices };
}

async function toCriteria(actor: ReturnType<typeof start>['actor']) {
  await reached(actor, 'car');
  actor.send({ type: 'NEXT' });
  return reached(actor, 'criteria');
}

describe('short-wizard.machine: car', () => {
  it('starts with No, which keeps categories, experience and car unavailable and saves them empty', async () => {
    const { actor, saved } = start();
    const { context } = await reached(actor, 'car');
    expect(context.car).toEqual({ driver_license: 0, driver_categories: [], driving_experience: '', car_available: 0 });
    actor.send({ type: 'TOGGLE_CATEGORY', id: 1 });
    actor.send({ type: 'SET_EXPERIENCE', text: '01012020' });
    actor.send({ type: 'SET_CAR', value: 1 });
    expect(actor.getSnapshot().context.car).toEqual(context.car);
    actor.send({ type: 'NEXT' });
    await reached(actor, 'criteria');
    expect(saved[0]).toEqual({
      step: 'car',
      body: { company_id: 'c1', vacancy_id: 'v1', driver_license: 0, driver_categories: [], driving_experience: null, car_available: 0 },
    });
  });

  it('Yes requires a category and a past DD.MM.YYYY date; No resets them', async () => {
    const { actor, saved } = start();
    await reached(actor, 'car');
    actor.send({ type: 'SET_LICENCE', value: 1 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.problems).toEqual({
      driver_categories: { key: 'required' },
      driving_experience: { key: 'required' },
    });
    actor.send({ type: 'TOGGLE_CATEGORY', id: 2 });
    actor.send({ type: 'SET_EXPERIENCE', text: '0112202' });
    expect(actor.getSnapshot().context.car.driving_experience).toBe('01.12.202');
    actor.send({ type: 'SET_EXPERIENCE', text: '01.12.2027' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.problems).toEqual({ driving_experience: { key: 'date' } });
    actor.send({ type: 'SET_LICENCE', value: 0 });
    expect(actor.getSnapshot().context.car).toEqual({ driver_license: 0, driver_categories: [], driving_experience: '', car_available: 0 });
    actor.send({ type: 'SET_LICENCE', value: 1 });
    actor.send({ type: 'TOGGLE_CATEGORY', id: 2 });
    actor.send({ type: 'SET_EXPERIENCE', text: '15.03.2019' });
    actor.send({ type: 'SET_CAR', value: 1 });
    actor.send({ type: 'NEXT' });
    await reached(actor, 'criteria');
    expect(saved[0]?.body).toMatchObject({ driver_license: 1, driver_categories: [2], driving_experience: '15.03.2019', car_available: 1 });
  });

  it('keeps the step and shows the server problems when the save fails', async () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', { driving_experience: 'Дата в будущем' });
    const { actor, notices } = start(vacancyFixture(), (input) => (input.step === 'car' ? refusal : null));
    await reached(actor, 'car');
    actor.send({ type: 'NEXT' });
    const { context } = await settled(actor, { car: 'saving' });
    expect(actor.getSnapshot().matches({ car: 'editing' })).toBe(true);
    expect(context.problems).toEqual({ driving_experience: { text: 'Дата в будущем' } });
    expect(context.error).toBe('Проверьте поля');
    expect(notices).toContainEqual({ kind: 'failed', message: 'Проверьте поля' });
  });
});

describe('short-wizard.machine: criteria', () => {
  it('adds with priorities 1..n, reorders and renumbers, and saves contiguous priorities', async () => {
    const { actor, saved } = start();
    await toCriteria(actor);
    actor.send({ type: 'ADD', id: 1 });
    actor.send({ type: 'ADD', id: 4 });
    actor.send({ type: 'ADD', id: 5, index: 0 });
    expect(actor.getSnapshot().context.criteria.order).toEqual([5, 1, 4]);
    actor.send({ type: 'MOVE', ids: [4], target: 5, position: 'before' });
    actor.send({ type: 'MOVE_BY', id: 1, step: -1 });
    expect(actor.getSnapshot().context.criteria.order).toEqual([4, 1, 5]);
    actor.send({ type: 'NEXT' });
    await reached(actor, 'skills');
    expect(saved[1]?.body).toEqual({
      company_id: 'c1',
      vacancy_id: 'v1',
      criteria: [
        { id: 4, priority: 1 },
        { id: 1, priority: 2 },
        { id: 5, priority: 3 },
      ],
    });
  });

  it('refuses a sixth criterion with the max warning; offers education and languages before their step is saved', async () => {
    const { actor, notices } = start();
    await toCriteria(actor);
    // Education and languages are empty, but their step comes next: on a first pass they are offered.
    actor.send({ type: 'ADD', id: 3 });
    actor.send({ type: 'ADD', id: 7 });
    expect(actor.getSnapshot().context.criteria.order).toEqual([3, 7]);
    actor.send({ type: 'REMOVE', id: 3 });
    actor.send({ type: 'REMOVE', id: 7 });
    expect(actor.getSnapshot().context.criteria.order).toEqual([]);
    // Age and gender are never criteria, whatever the position's notes hold.
    actor.send({ type: 'ADD', id: 10 });
    actor.send({ type: 'ADD', id: 11 });
    expect(actor.getSnapshot().context.criteria.order).toEqual([]);
    for (const id of [1, 4, 5, 6, 12]) actor.send({ type: 'ADD', id });
    actor.send({ type: 'ADD', id: 13 });
    const { context } = actor.getSnapshot();
    expect(context.criteria.order).toEqual([1, 4, 5, 6, 12]);
    expect(context.notice).toBe('maxCriteria');
    expect(notices).toEqual([{ kind: 'saved', step: 'car' }, { kind: 'maxCriteria' }]);
  });

  it('a criterion dragged out keeps its priority; a drop outside both lists warns', async () => {
    const { actor, notices } = start();
    await toCriteria(actor);
    for (const id of [1, 4, 5]) actor.send({ type: 'ADD', id });
    actor.send({ type: 'REMOVE', id: 4 });
    const { criteria } = actor.getSnapshot().context;
    expect(criteria.order).toEqual([1, 5]);
    expect(criteria.priority).toEqual({ 1: 1, 4: 2, 5: 2 });
    actor.send({ type: 'DROP_OUTSIDE' });
    expect(actor.getSnapshot().context.notice).toBe('dropOutside');
    expect(notices).toContainEqual({ kind: 'dropOutside' });
  });

  it('starts from the saved criteria and goes back to the car step', async () => {
    const { actor } = start(
      vacancyFixture({
        criteria: [
          { id: 4, priority: 2 },
          { id: 1, priority: 1 },
        ],
      }),
    );
    const { context } = await toCriteria(actor);
    expect(context.criteria.order).toEqual([1, 4]);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('car')).toBe(true);
  });
});

describe('short-wizard.machine: education and skills', () => {
  async function toSkills() {
    const started = start();
    await toCriteria(started.actor);
    started.actor.send({ type: 'NEXT' });
    await reached(started.actor, 'skills');
    return started;
  }

  it('requires the education and a name and a level in every row, with client ids', async () => {
    const { actor, saved } = await toSkills();
    actor.send({ type: 'ADD_ROW', kind: 'languages' });
    actor.send({ type: 'ADD_ROW', kind: 'programs' });
    const [language] = actor.getSnapshot().context.skills.languages;
    const [program] = actor.getSnapshot().context.skills.programs;
    expect(language?.id).toMatch(/^[0-9a-f-]{36}$/);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.problems).toEqual({
      education: { key: 'required' },
      [`languages.${language!.id}.name`]: { key: 'required' },
      [`languages.${language!.id}.level`]: { key: 'required' },
      [`programs.${program!.id}.name`]: { key: 'required' },
      [`programs.${program!.id}.level`]: { key: 'required' },
    });
    actor.send({ type: 'SET_EDUCATION', id: 2 });
    actor.send({ type: 'SET_ROW', kind: 'languages', rowId: language!.id, field: 'name', value: 1 });
    actor.send({ type: 'SET_ROW', kind: 'languages', rowId: language!.id, field: 'level', value: 3 });
    actor.send({ type: 'REMOVE_ROW', kind: 'programs', rowId: program!.id });
    actor.send({ type: 'NEXT' });
    await reached(actor, 'preview');
    expect(saved[2]).toEqual({
      step: 'skills',
      body: { company_id: 'c1', vacancy_id: 'v1', education: 2, languages: [{ id: language!.id, name: 1, level: 3 }], programs: [] },
    });
    // The preview shows what the server answered.
    expect(actor.getSnapshot().context.vacancy?.education).toBe(2);
  });

  it('goes back from the preview and finishes when the preview reports it sent', async () => {
    const { actor } = await toSkills();
    actor.send({ type: 'SET_EDUCATION', id: 1 });
    actor.send({ type: 'NEXT' });
    await reached(actor, 'preview');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('skills')).toBe(true);
    actor.send({ type: 'NEXT' });
    await reached(actor, 'preview');
    actor.send({ type: 'SENT', vacancy: vacancyFixture({ status: 'published' }) });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('short-wizard.machine: resuming a vacancy opened again', () => {
  it('starts after the furthest saved step, or at the step asked for when the saves reach it', async () => {
    expect([10, 11, 12, 13].map((furthest) => shortStart(furthest, null))).toEqual(['car', 'criteria', 'skills', 'skills']);
    expect(shortStart(13, 'car')).toBe('car');
    expect(shortStart(10, 'skills')).toBe('car');
    await reached(start(vacancyFixture({ step: 12 })).actor, 'skills');
    await reached(start(vacancyFixture({ step: 13 }), undefined, 'criteria').actor, 'criteria');
  });

  it('knows when the step on screen holds what no save has sent', async () => {
    const { actor } = start();
    await reached(actor, 'car');
    expect(shortUnsaved(actor.getSnapshot().context, 'car')).toBe(false);
    actor.send({ type: 'SET_LICENCE', value: 1 });
    actor.send({ type: 'TOGGLE_CATEGORY', id: 2 });
    actor.send({ type: 'SET_EXPERIENCE', text: '01012020' });
    expect(shortUnsaved(actor.getSnapshot().context, 'car')).toBe(true);
    actor.send({ type: 'NEXT' });
    await reached(actor, 'criteria');
    expect(shortUnsaved(actor.getSnapshot().context, 'car')).toBe(false);
    expect(shortUnsaved(actor.getSnapshot().context, 'criteria')).toBe(false);
  });
});

describe('short-wizard.machine: loading', () => {
  it('retries a failed load and locks a vacancy under approval', async () => {
    let attempts = 0;
    const actor = createActor(
      shortWizardMachine.provide({
        actors: {
          load: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw new ApiError(0, 'NETWORK_ERROR', 'offline');
            return { vacancy: vacancyFixture({ status: 'approval', can_edit: false }), lists: LISTS };
          }),
        },
      }),
      { input: { companyId: 'c1', vacancyId: 'v1' } },
    ).start();
    const { context } = await reached(actor, 'failed');
    expect(context.error).toBe('offline');
    actor.send({ type: 'RETRY' });
    await reached(actor, 'locked');
  });
});
