import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { POSITION_LIST_NAMES, type CataloguePosition, type Category, type PositionLists } from '../../../shared/api/competency';
import type { VacancyView } from '../../../shared/api/positions';
import { emptyVacancyValues } from '../../../../../src/shared/contract/vacancy';
import type { DepartmentView } from '../../../shared/api/profiling';
import { reached, settled } from '../../../shared/testing/machine';
import { positionWizardMachine, resumeAt, type WizardLoad } from './position-wizard.machine';
import type { StepRequest, WizardForm } from './vacancy-form';

const KYIV = { city_id: 1, city_name: 'Київ', street_id: 10, street_name: 'Хрещатик', street_number: '1' };
const department = (id: string, idItem: number | null): DepartmentView => ({
  id,
  idItem,
  name: `Відділ ${id}`,
  type: idItem === null ? 'local' : 'global',
  manager_position: null,
  manager_surname: null,
  manager_name: null,
  manager_middle_name: null,
  address: [KYIV],
  has_address: true,
  category: null,
});
const LISTS = Object.fromEntries(POSITION_LIST_NAMES.map((name) => [name, [{ id: 1, name: `${name} 1` }]])) as PositionLists;
// Typical departments 3 (hr) and 8 (sales) suggest the categories 2 and 1 (DEPARTMENT_CATEGORY).
const CATEGORIES: Category[] = [
  { id: 2, name: 'Управління персоналом', positionIds: [70] },
  { id: 1, name: 'Продажі', positionIds: [80] },
];
const POSITIONS: Record<number, CataloguePosition[]> = {
  2: [{ id: 70, name: 'Рекрутер', type: 'global', isUserAdd: false, category: 2 }],
  1: [{ id: 80, name: 'Менеджер з продажу', type: 'global', isUserAdd: false, category: 1 }],
};

function view(more: Partial<VacancyView> = {}): VacancyView {
  return {
    ...emptyVacancyValues(),
    id: 'v1',
    company_id: 'c1',
    number: 1,
    status: 'draft',
    step: 1,
    author: { user_id: 'u1', name: 'Олена' },
    approvers: [],
    created_at: '',
    updated_at: '',
    published_at: null,
    can_edit: true,
    can_publish: true,
    labels: {},
    ...more,
  };
}

interface Options {
  vacancy?: VacancyView | null;
  save?: (request: StepRequest) => Promise<VacancyView>;
  /** The step the address asks for (?step=). */
  step?: string | null;
}

function start(options: Options = {}) {
  const saved: StepRequest[] = [];
  const left: number[] = [];
  const positionCalls: number[] = [];
  const load: WizardLoad = {
    departments: [department('d1', 3), department('d2', 8), department('d3', null)],
    offices: [],
    lists: LISTS,
    categories: CATEGORIES,
    universities: [],
    vacancy: options.vacancy ?? null,
  };
  const actor = createActor(
    positionWizardMachine.provide({
      actors: {
        load: fromPromise(async () => load),
        positions: fromPromise(async ({ input }: { input: { categoryId: number } }) => {
          positionCalls.push(input.categoryId);
          return POSITIONS[input.categoryId] ?? [];
        }),
        addPosition: fromPromise<CataloguePosition, { categoryId: number; name: string }>(async ({ input }) => ({
          id: 900,
          name: input.name,
          type: 'local',
          isUserAdd: true,
          category: input.categoryId,
        })),
        save: fromPromise(async ({ input }: { input: StepRequest }) => {
          saved.push(input);
          return options.save ? options.save(input) : view({ step: 1 });
        }),
      },
      actions: { leave: () => void left.push(1) },
    }),
    { input: { companyId: 'c1', step: options.step ?? null } },
  );
  actor.start();
  const change = (field: keyof WizardForm, value: unknown) => actor.send({ type: 'CHANGE', field, value });
  return { actor, saved, left, positionCalls, change };
}

/** Fills the main step as a user would. */
async function fillMain(run: ReturnType<typeof start>) {
  const { actor, change } = run;
  actor.send({ type: 'DEPARTMENT', id: 'd1' });
  await settled(actor, { ready: { catalogue: 'loading' } });
  actor.send({ type: 'POSITION', id: 70 });
  change('level', 1);
  actor.send({ type: 'PICKED', field: 'functionality', items: [{ id: 5, name: 'Вести облік' }] });
  change('address_vacancy', [{ city_id: 1, street_id: 10, street_number: '1' }]);
  change('employment_type', 1);
  change('work_from', '09:00');
  change('work_to', '18:00');
  change('salary_from', '20000');
  change('salary_to', '30000');
}

describe('the position wizard', () => {
  it('starts at Main; the save of a valid step advances, Back returns, Back on Main leaves to the department stage', async () => {
    const run = start();
    const { actor, saved, left } = run;
    await reached(actor, { ready: { form: 'editing' } });
    expect(actor.getSnapshot().context.step).toBe('main');
    actor.send({ type: 'BACK' });
    expect(left).toEqual([1]);

    await fillMain(run);
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(saved[0]).toMatchObject({
      step: 'main',
      body: {
        company_id: 'c1',
        department_id: 'd1',
        id_position: 70,
        position_type: 'global',
        functionality: [5],
        subordinates_type: 0,
        subordinates_number: null,
        work_time: { from: '09:00', to: '18:00' },
        salary: { from: 20000, to: 30000 },
      },
    });
    expect(saved[0]!.body).not.toHaveProperty('vacancy_id');
    expect(actor.getSnapshot().context).toMatchObject({ step: 'requirements', vacancyId: 'v1' });

    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('main');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(saved[1]!.body).toMatchObject({ vacancy_id: 'v1' });
  });

  it('does not send an invalid step: the problems (pick warnings included) land on their fields', async () => {
    const { actor, saved } = start();
    await reached(actor, { ready: { form: 'editing' } });
    actor.send({ type: 'SUBMIT' });
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.problems).toMatchObject({
      department_id: { key: 'selectOption' },
      name: { key: 'selectOption' },
      level: { key: 'selectOption' },
      functionality: { key: 'notSelectedFunctional' },
      work_from: { key: 'required' },
      salary_from: { key: 'required' },
    });
    actor.send({ type: 'CHANGE', field: 'work_from', value: '09:03' });
    actor.send({ type: 'CHANGE', field: 'salary_from', value: '500' });
    actor.send({ type: 'CHANGE', field: 'salary_to', value: '100' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toMatchObject({ work_from: { key: 'timeFormat' }, salary_to: { key: 'salaryOrder' } });
  });

  it('subordinates: No by default; Yes asks for a count of at least one, No clears it', async () => {
    const run = start();
    const { actor, change } = run;
    await reached(actor, { ready: { form: 'editing' } });
    expect(actor.getSnapshot().context.form.subordinates_type).toBe(0);
    await fillMain(run);
    change('subordinates_type', 1);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems.subordinates_number).toEqual({ key: 'required' });
    change('subordinates_number', '0');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems.subordinates_number).toEqual({ key: 'subordinates' });
    change('subordinates_number', '4');
    change('subordinates_type', 0);
    expect(actor.getSnapshot().context.form.subordinates_number).toBe('');
  });

  it('another department resets the position and its functionality, targets, KPI and ZUN, and offers its category positions', async () => {
    const run = start();
    const { actor, positionCalls } = run;
    await reached(actor, { ready: { form: 'editing' } });
    await fillMain(run);
    actor.send({ type: 'PICKED', field: 'target', items: [{ id: 1, name: 'Ціль' }] });
    actor.send({ type: 'PICKED', field: 'kpi', items: [{ id: 2, name: 'KPI' }] });
    actor.send({ type: 'PICKED', field: 'zun', items: [{ id: 3, name: 'ЗУН' }] });
    actor.send({ type: 'DEPARTMENT', id: 'd2' });
    await settled(actor, { ready: { catalogue: 'loading' } });
    const { form, names, positions } = actor.getSnapshot().context;
    expect(form).toMatchObject({
      department_id: 'd2',
      id_position: null,
      name: '',
      functionality: [],
      target: [],
      kpi: [],
      zun: [],
      result: [],
      cases: [],
    });
    expect(form.level).toBe(1); // other fields stay
    expect(names.functionality).toEqual({});
    expect(actor.getSnapshot().context.categoryId).toBe(1);
    expect(positions.map((p) => p.id)).toEqual([80]);
    expect(positionCalls).toEqual([2, 1]);
    // A department the company typed suggests no category: nothing is offered until one is chosen.
    actor.send({ type: 'DEPARTMENT', id: 'd3' });
    expect(actor.getSnapshot().context).toMatchObject({ categoryId: null, positions: [] });
    actor.send({ type: 'CATEGORY', id: 2 });
    await settled(actor, { ready: { catalogue: 'loading' } });
    expect(actor.getSnapshot().context.positions.map((p) => p.id)).toEqual([70]);
    actor.send({ type: 'POSITION', id: 70 });
    actor.send({ type: 'PICKED', field: 'functionality', items: [{ id: 5, name: 'Пошук кандидатів' }] });
    // Another category takes the position and its items away, the department stays.
    actor.send({ type: 'CATEGORY', id: 1 });
    await settled(actor, { ready: { catalogue: 'loading' } });
    expect(actor.getSnapshot().context.form).toMatchObject({ department_id: 'd3', id_position: null, functionality: [] });
  });

  it('a saved vacancy resumes after its furthest step, with its position category offered', async () => {
    const { actor, positionCalls } = start({
      vacancy: view({
        step: 2,
        department_id: 'd3',
        id_position: 70,
        position_type: 'global',
        name: 'Рекрутер',
        functionality: [5, 6],
        labels: { functionality: ['Пошук', 'Співбесіди'] },
      }),
    });
    await reached(actor, { ready: { form: 'editing' } });
    await settled(actor, { ready: { catalogue: 'loading' } });
    const { step, categoryId, names, form } = actor.getSnapshot().context;
    expect({ step, categoryId, names: names.functionality, name: form.name }).toEqual({
      step: 'competencies',
      categoryId: 2,
      names: { 5: 'Пошук', 6: 'Співбесіди' },
      name: 'Рекрутер',
    });
    expect(positionCalls).toEqual([2]);
  });

  it('resumes where the address says when the saves reach it, else after the furthest saved step; past the review, in the short wizard', () => {
    expect(resumeAt(3, 'requirements')).toEqual({ step: 'requirements', reached: 3, handedOver: false, shortStep: null });
    // A step beyond the saves is not open yet: the next one to fill is.
    expect(resumeAt(3, 'personal')).toEqual({ step: 'conditions', reached: 3, handedOver: false, shortStep: null });
    expect(resumeAt(3, 'car')).toEqual({ step: 'conditions', reached: 3, handedOver: false, shortStep: null });
    expect(resumeAt(9, null)).toEqual({ step: 'review', reached: 9, handedOver: false, shortStep: null });
    // The review saved: a draft opened again goes on in the short wizard, not back at step 10.
    expect(resumeAt(10, null)).toEqual({ step: 'review', reached: 9, handedOver: true, shortStep: null });
    expect(resumeAt(12, 'criteria')).toEqual({ step: 'review', reached: 9, handedOver: true, shortStep: 'criteria' });
    expect(resumeAt(13, 'review')).toEqual({ step: 'review', reached: 9, handedOver: false, shortStep: null });
    expect(resumeAt(13, 'age')).toEqual({ step: 'age', reached: 9, handedOver: false, shortStep: null });
  });

  it('a draft opened from the list past its review goes on in the short wizard; its address step is honoured', async () => {
    const resumed = start({ vacancy: view({ step: 10, department_id: 'd3', id_position: 70, position_type: 'global', name: 'Рекрутер' }) });
    await reached(resumed.actor, { ready: { form: 'handedOver' } });
    await settled(resumed.actor, { ready: { catalogue: 'loading' } });
    expect(resumed.actor.getSnapshot().matches({ ready: { form: 'handedOver' } })).toBe(true);
    expect(resumed.actor.getSnapshot().context).toMatchObject({ vacancyId: 'v1', shortStep: null, dirty: false });
    // Back from the short wizard returns to the review.
    resumed.actor.send({ type: 'BACK' });
    expect(resumed.actor.getSnapshot().context.step).toBe('review');

    const asked = start({ vacancy: view({ step: 11 }), step: 'experience' });
    expect((await reached(asked.actor, { ready: { form: 'editing' } })).context.step).toBe('experience');
  });

  it('knows when something chosen or typed is not saved yet, until the save answers', async () => {
    const run = start();
    await reached(run.actor, { ready: { form: 'editing' } });
    expect(run.actor.getSnapshot().context.dirty).toBe(false);
    await fillMain(run);
    expect(run.actor.getSnapshot().context.dirty).toBe(true);
    run.actor.send({ type: 'SUBMIT' });
    await reached(run.actor, { ready: { form: 'editing' } });
    expect(run.actor.getSnapshot().context).toMatchObject({ step: 'requirements', vacancyId: 'v1', dirty: false });
  });

  it('a typed new name becomes a local position of the department category and is chosen', async () => {
    const { actor } = start();
    await reached(actor, { ready: { form: 'editing' } });
    actor.send({ type: 'DEPARTMENT', id: 'd1' });
    await settled(actor, { ready: { catalogue: 'loading' } });
    actor.send({ type: 'NEW_POSITION', name: '  Аналітик ' });
    await settled(actor, { ready: { form: 'creatingPosition' } });
    expect(actor.getSnapshot().context.form).toMatchObject({ id_position: 900, position_type: 'local', name: 'Аналітик' });
  });

  it('what is typed while a new position is made is kept', async () => {
    const { actor, change } = start();
    await reached(actor, { ready: { form: 'editing' } });
    actor.send({ type: 'DEPARTMENT', id: 'd1' });
    await settled(actor, { ready: { catalogue: 'loading' } });
    actor.send({ type: 'POSITION', id: 70 });
    actor.send({ type: 'NEW_POSITION', name: 'Аналітик' });
    expect(actor.getSnapshot().matches({ ready: { form: 'creatingPosition' } })).toBe(true);
    change('salary_from', '20000');
    await settled(actor, { ready: { form: 'creatingPosition' } });
    expect(actor.getSnapshot().context.form).toMatchObject({ id_position: 900, name: 'Аналітик', salary_from: '20000' });
  });

  it('server field errors come back on their fields; a general failure as the error', async () => {
    let failure: unknown = new ApiError(400, 'VALIDATION_FAILED', 'Ошибка', {
      salary: 'Зарплата «от» больше «до»',
      'work_time.to': 'Неверное время',
    });
    const run = start({ save: async () => Promise.reject(failure) });
    const { actor } = run;
    await reached(actor, { ready: { form: 'editing' } });
    await fillMain(run);
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 'main',
      error: null,
      problems: { salary_from: { text: 'Зарплата «от» больше «до»' }, work_to: { text: 'Неверное время' } },
    });
    failure = new ApiError(409, 'VACANCY_NOT_EDITABLE', 'Вакансия на согласовании');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context).toMatchObject({ step: 'main', error: 'Вакансия на согласовании', problems: {} });
  });

  it('the switches: age off clears and frees the ages; career growth and business trips ask for notes only while on', async () => {
    const { actor, change, saved } = start({ vacancy: view({ step: 3 }) });
    await reached(actor, { ready: { form: 'editing' } });
    expect(actor.getSnapshot().context.step).toBe('conditions');
    change('compensation_package', [1]);
    change('career_growth', true);
    change('business_trips', true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toMatchObject({ opportunities: { key: 'required' }, missions: { key: 'required' } });
    change('opportunities', 'До керівника відділу');
    change('business_trips', false);
    expect(actor.getSnapshot().context.form.missions).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(saved[0]).toMatchObject({
      step: 'conditions',
      body: { vacancy_id: 'v1', career_growth: true, opportunities: 'До керівника відділу', business_trips: false, missions: null },
    });

    actor.send({ type: 'GOTO', step: 'age' });
    expect(actor.getSnapshot().context.step).toBe('specifics'); // not reached yet: the link is refused
    for (const field of ['dress_code', 'work_process', 'work_place', 'customer_communications', 'supervisor_communications'] as const)
      change(field, 1);
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context.step).toBe('age');
    // The age switch starts off (equal treatment); turned on, the range is checked.
    expect(actor.getSnapshot().context.form.age_enabled).toBe(false);
    change('age_enabled', true);
    change('age_from', '50');
    change('age_to', '30');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toMatchObject({ age_to: { key: 'ageOrder' } });
    change('age_enabled', false);
    expect(actor.getSnapshot().context.form).toMatchObject({ age_from: '', age_to: '' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(saved.at(-1)).toMatchObject({
      step: 'age',
      body: { age_enabled: false, age: null, gender: null, family_status: null, kids: null },
    });
  });

  it('education: a finished year before the start is refused; review hands over after its save, edit links go back', async () => {
    const { actor, change, saved } = start({ vacancy: view({ step: 6, labels: {} }) });
    await reached(actor, { ready: { form: 'editing' } });
    expect(actor.getSnapshot().context.step).toBe('education');
    change('universities', [
      { id: 'u1', id_university: null, name: 'КНУ', year_start: '2015', year_end: '2010', specialty: 'Економіка', educational_level: null },
    ]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ 'universities.0.year_end': { key: 'yearOrder' } });
    change('universities', [
      { id: 'u1', id_university: null, name: 'КНУ', year_start: '2010', year_end: '2015', specialty: 'Економіка', educational_level: null },
    ]);
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    change('experience', 1);
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    change('personal_qualities', [1]);
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context.step).toBe('review');
    // This vacancy's earlier steps are empty: an edit from Review goes on step by step.
    actor.send({ type: 'GOTO', step: 'experience' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context.step).toBe('personal');
    actor.send({ type: 'GOTO', step: 'review' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { ready: { form: 'handedOver' } });
    expect(saved.map((s) => s.step)).toEqual(['education', 'experience', 'personal', 'experience', 'review']);
  });

  it('an edit from Review of a complete vacancy saves and returns to Review; Back from the edited step goes on as usual', async () => {
    const complete = view({
      step: 10,
      department_id: 'd1',
      id_position: 70,
      position_type: 'global',
      name: 'Рекрутер',
      level: 1,
      functionality: [5],
      address_vacancy: [{ city_id: 1, street_id: 10, street_number: '1' }],
      employment_type: 1,
      work_time: { from: '09:00', to: '18:00' },
      salary: { from: 1, to: 2 },
      target: [1],
      result: [1],
      kpi: [1],
      credentials: [1],
      interaction: ['Директор'],
      zun: [1],
      compensation_package: [1],
      dress_code: 1,
      work_process: 1,
      work_place: 1,
      customer_communications: 1,
      supervisor_communications: 1,
      age: { from: 20, to: 40 },
      gender: 1,
      family_status: 1,
      experience: 1,
      personal_qualities: [1],
    });
    // Its review saved: opened at Review by its address (a draft opened plainly goes on in the short wizard).
    const { actor } = start({ vacancy: complete, save: async () => complete, step: 'review' });
    await reached(actor, { ready: { form: 'editing' } });
    expect(actor.getSnapshot().context.step).toBe('review');
    actor.send({ type: 'GOTO', step: 'conditions' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context).toMatchObject({ step: 'review', fromReview: false });
    actor.send({ type: 'GOTO', step: 'conditions' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, { ready: { form: 'saving' } });
    expect(actor.getSnapshot().context.step).toBe('conditions');
  });
});
