import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyInfo, CompanyOffice, DepartmentView } from '../../../shared/api/profiling';
import { PROFILE_LIST_NAMES, type ProfileLists } from '../../../shared/api/places';
import { reached } from '../../../shared/testing/machine';
import { departmentMachine } from '../department/department.machine';
import { companyProfileMachine, maySaveStep, type ProfileLoad, type SaveOutput } from './company-profile.machine';
import type { StepRequest } from './profile-form';
import type { PolicyUploadReport } from './policy';

const KYIV = { city_id: 1, city_name: 'Київ', street_id: 10, street_name: 'Хрещатик', street_number: '1' };

function info(more: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    company_id: 'c1',
    step: 1,
    completed: false,
    can_edit: true,
    actions: [],
    can_write_vacancies: true,
    general: {
      name: 'ТОВ Приклад',
      companyBrand: null,
      activity: null,
      employees: null,
      services: null,
      website: null,
      status: { id: 4, name: 'verified' },
    },
    manager_surname: '',
    manager_first_name: '',
    manager_middle_name: '',
    s_workers: null,
    s_organizational_structure: null,
    tl_lists: [],
    tel: '',
    email: '',
    website: '',
    socials: [],
    registeredOffice: null,
    actualOffice: null,
    otherOffices: [],
    s_selection_stages: [],
    training: true,
    s_training: [],
    policy_files: [],
    mission: '',
    s_values: [],
    s_competence: [],
    ...more,
  };
}

const DONE_DEPARTMENT: DepartmentView = {
  id: 'd1',
  idItem: 1,
  name: 'Бухгалтерія',
  type: 'global',
  manager_position: 'Головний бухгалтер',
  manager_surname: 'Коваль',
  manager_name: 'Олена',
  manager_middle_name: null,
  address: [KYIV],
  has_address: true,
  category: null,
};

const LISTS = Object.fromEntries(PROFILE_LIST_NAMES.map((name) => [name, [{ id: 1, name: `${name} 1`, type: 'global' }]])) as ProfileLists;

interface Options {
  loaded?: CompanyInfo;
  save?: (request: StepRequest) => Promise<SaveOutput>;
  removeFile?: () => Promise<CompanyInfo>;
  openPositions?: boolean;
  record?: (step: number) => Promise<unknown>;
}

function start(options: Options = {}) {
  const saved: StepRequest[] = [];
  const recorded: number[] = [];
  const uploads: { report: (event: PolicyUploadReport) => void }[] = [];
  const actor = createActor(
    companyProfileMachine.provide({
      actors: {
        load: fromPromise<ProfileLoad, { companyId: string }>(async () => ({
          info: options.loaded ?? info(),
          lists: LISTS,
          options: { employees: [], activities: [] },
        })),
        save: fromPromise<SaveOutput, StepRequest>(async ({ input }) => {
          saved.push(input);
          return options.save ? options.save(input) : { ok: true, info: info({ step: 2 }) };
        }),
        recordStep: fromPromise<unknown, { companyId: string; step: number }>(async ({ input }) => {
          recorded.push(input.step);
          return options.record?.(input.step);
        }),
        upload: fromCallback<PolicyUploadReport, { companyId: string; file: File }>(({ sendBack }) => {
          uploads.push({ report: sendBack });
        }),
        removeFile: fromPromise(async () => (options.removeFile ? options.removeFile() : info())),
        departments: departmentMachine.provide({
          actors: {
            load: fromPromise(async () => ({
              departments: [DONE_DEPARTMENT],
              offices: [] as CompanyOffice[],
              categories: [] as Array<{ id: number; name: string }>,
            })),
            save: fromPromise(async () => [DONE_DEPARTMENT]),
          },
        }),
      },
    }),
    { input: { openPositions: options.openPositions } },
  ).start();
  return { actor, saved, recorded, uploads };
}

type Actor = ReturnType<typeof start>['actor'];
const editing = { company: { form: 'editing' } } as const;

function fillStructure(actor: Actor) {
  const change = (field: string, value: unknown) => actor.send({ type: 'CHANGE', step: 'structure', field, value });
  change('manager_surname', 'Шевченко');
  change('manager_first_name', 'Тарас');
  change('s_workers', 1);
  change('s_organizational_structure', 1);
  change('departments', [{ name: 'Бухгалтерія', entry: { idItem: 1 } }]);
}

describe('company-profile.machine', () => {
  it('resumes at the step the server keeps', async () => {
    const { actor } = start({ loaded: info({ step: 3 }) });
    expect((await reached(actor, editing)).context.step).toBe('contacts');
  });

  it('lets a member who may not edit only read', async () => {
    const { actor } = start({ loaded: info({ can_edit: false, can_write_vacancies: false, step: 2 }) });
    await reached(actor, 'readOnly');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'POSITIONS' });
    expect(actor.getSnapshot().matches('readOnly')).toBe(true);
  });

  it('passes over, unsaved, a step the member\'s rights do not open (General without "company-settings"), and saves the ones they do', async () => {
    const { actor, saved } = start({
      loaded: info({ step: 1, actions: ['view', 'editProfile'] }),
      save: async () => ({ ok: true, info: info({ step: 3, actions: ['view', 'editProfile'] }) }),
    });
    await reached(actor, editing);
    expect(maySaveStep('general', actor.getSnapshot().context.info)).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect((await reached(actor, editing)).context.step).toBe('structure');
    expect(saved).toEqual([]);
    expect(maySaveStep('structure', { actions: ['manageDepartments'] })).toBe(true);
    expect(maySaveStep('contacts', { actions: ['manageDepartments'] })).toBe(false);
    expect(maySaveStep('general', { actions: [] })).toBe(true);
  });

  it('takes a member who may write vacancies but not the profile straight to the position stage, the profile readable behind Back', async () => {
    const { actor } = start({ loaded: info({ can_edit: false, can_write_vacancies: true, completed: true }) });
    await reached(actor, 'position');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('readOnly')).toBe(true);
    actor.send({ type: 'POSITIONS' });
    expect(actor.getSnapshot().matches('position')).toBe(true);
  });

  it('continues a vacancy (?vacancy=) at the position stage once the company stage is complete, not before', async () => {
    const done = start({ loaded: info({ completed: true, step: 5 }), openPositions: true });
    await reached(done.actor, 'position');
    const unfinished = start({ loaded: info({ step: 2 }), openPositions: true });
    expect((await reached(unfinished.actor, editing)).context.step).toBe('structure');
  });

  it('opens the department stage when the company stage is complete', async () => {
    const { actor } = start({ loaded: info({ completed: true, step: 5 }) });
    await reached(actor, 'department');
  });

  it('refuses an incomplete step with the spec messages and sends nothing', async () => {
    const { actor, saved } = start({ loaded: info({ step: 2 }) });
    await reached(actor, editing);
    actor.send({ type: 'SUBMIT' });
    const { context } = actor.getSnapshot();
    expect(context.problems).toMatchObject({
      manager_surname: { key: 'surname' },
      manager_first_name: { key: 'firstName' },
      s_workers: { key: 'required' },
      departments: { key: 'required' },
    });
    expect(saved).toHaveLength(0);
    expect(context.step).toBe('structure');
  });

  it('advances only when the save answers ok', async () => {
    let ok = false;
    const { actor, saved } = start({ loaded: info({ step: 2 }), save: async () => ({ ok, info: info({ step: 3 }) }) });
    await reached(actor, editing);
    fillStructure(actor);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, editing);
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().context.step).toBe('structure');
    ok = true;
    actor.send({ type: 'SUBMIT' });
    await reached(actor, editing);
    expect(actor.getSnapshot().context.step).toBe('contacts');
    expect(saved[1]).toMatchObject({
      step: 'structure',
      body: { company_id: 'c1', manager_surname: 'Шевченко', tl_lists: [{ idItem: 1 }] },
    });
  });

  it('asks before renaming a verified company; Cancel sends nothing, Confirm resends with confirm_reverification', async () => {
    const { actor, saved } = start();
    await reached(actor, editing);
    actor.send({ type: 'CHANGE', step: 'general', field: 'name', value: 'ТОВ Нова Назва' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { company: { form: 'confirmingReverification' } });
    actor.send({ type: 'CANCEL' });
    await reached(actor, editing);
    expect(saved).toHaveLength(0);
    expect(actor.getSnapshot().context.values.general.name).toBe('ТОВ Нова Назва');
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { company: { form: 'confirmingReverification' } });
    actor.send({ type: 'CONFIRM' });
    const after = await reached(actor, editing);
    expect(saved).toEqual([{ step: 'general', body: expect.objectContaining({ name: 'ТОВ Нова Назва', confirm_reverification: true }) }]);
    expect(after.context.step).toBe('structure');
    expect(after.context.reverify).toBe(false);
  });

  it('does not ask when the name is unchanged, nor for a company not yet submitted', async () => {
    const { actor, saved } = start();
    await reached(actor, editing);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { company: { form: 'saving' } });
    await reached(actor, editing);
    expect(saved[0]!.body).not.toHaveProperty('confirm_reverification');

    const draft = start({ loaded: info({ general: { ...info().general, status: { id: 1, name: 'new' } } }) });
    await reached(draft.actor, editing);
    draft.actor.send({ type: 'CHANGE', step: 'general', field: 'name', value: 'ТОВ Інша' });
    draft.actor.send({ type: 'SUBMIT' });
    await reached(draft.actor, { company: { form: 'saving' } });
    await reached(draft.actor, editing);
    expect(draft.saved[0]!.body).not.toHaveProperty('confirm_reverification');
  });

  it('asks when the server answers 409 REVERIFICATION_REQUIRED, then resends confirmed', async () => {
    const { actor, saved } = start({
      loaded: info({ general: { ...info().general, status: { id: 1, name: 'new' } } }),
      save: async (request) => {
        if (request.step === 'general' && !request.body.confirm_reverification)
          throw new ApiError(409, 'REVERIFICATION_REQUIRED', 'Нужна повторная верификация');
        return { ok: true, info: info({ step: 2 }) };
      },
    });
    await reached(actor, editing);
    actor.send({ type: 'CHANGE', step: 'general', field: 'name', value: 'ТОВ Нова Назва' });
    actor.send({ type: 'SUBMIT' });
    const asking = await reached(actor, { company: { form: 'confirmingReverification' } });
    expect(asking.context.error).toBeNull();
    actor.send({ type: 'CONFIRM' });
    const after = await reached(actor, { company: { form: 'editing' } });
    expect(saved.map((request) => request.step === 'general' && Boolean(request.body.confirm_reverification))).toEqual([false, true]);
    expect(after.context.step).toBe('structure');
  });

  it('puts the server field messages on the fields and stays', async () => {
    const { actor } = start({
      loaded: info({ step: 3 }),
      save: async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'bad', { 'registeredOffice.street_id': 'Улица не в этом городе' });
      },
    });
    await reached(actor, editing);
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'registeredOffice', value: KYIV });
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'actualOffice', value: KYIV });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { company: { form: 'saving' } });
    const after = await reached(actor, editing);
    expect(after.context.problems).toEqual({ registeredOffice: { text: 'Улица не в этом городе' } });
    expect(after.context.step).toBe('contacts');
  });

  it('checks addresses, e-mail and the regional offices on the contacts step', async () => {
    const { actor } = start({ loaded: info({ step: 3 }) });
    await reached(actor, editing);
    actor.send({
      type: 'CHANGE',
      step: 'contacts',
      field: 'registeredOffice',
      value: { ...KYIV, street_id: null, street_name: '', street_number: '' },
    });
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'email', value: 'nope' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toMatchObject({
      registeredOffice: { key: 'required' },
      actualOffice: { key: 'required' },
      email: { key: 'email' },
    });
  });

  it('refuses a social link that is not an http(s) address under its network, and typing the socials again clears it', async () => {
    const { actor, saved } = start({ loaded: info({ step: 3 }) });
    await reached(actor, editing);
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'registeredOffice', value: KYIV });
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'actualOffice', value: KYIV });
    const socials = { facebook: 'not a url', linkedin: '', youtube: '', instagram: '', twitter: '', telegram: '' };
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'socials', value: socials });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ 'socials.facebook': { key: 'url' } });
    expect(saved).toEqual([]);
    actor.send({ type: 'CHANGE', step: 'contacts', field: 'socials', value: { ...socials, facebook: 'https://facebook.com/kadry' } });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('knows when something typed is not saved yet (leaving the page asks then): from the first change until a save answers', async () => {
    const { actor } = start({ loaded: info({ step: 2 }) });
    await reached(actor, editing);
    expect(actor.getSnapshot().context.dirty).toBe(false);
    // A department added on the Structure step is part of the step until it is saved.
    fillStructure(actor);
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, editing);
    expect(actor.getSnapshot().context).toMatchObject({ step: 'contacts', dirty: false });
  });

  it('goes Back across steps and records the shown step; not before the first', async () => {
    const { actor, recorded } = start({ loaded: info({ step: 3 }) });
    await reached(actor, editing);
    actor.send({ type: 'BACK' });
    await reached(actor, editing);
    actor.send({ type: 'BACK' });
    await reached(actor, editing);
    expect(actor.getSnapshot().context.step).toBe('general');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('general');
    expect(recorded).toEqual([2, 1]);
  });

  it('the step Back shows is editable at once: typing, another Back and Save while its number is recorded are not dropped', async () => {
    // The first record never answers, the second fails: neither holds the form.
    const { actor, recorded, saved } = start({
      loaded: info({ step: 3 }),
      record: (step) => (step === 2 ? new Promise(() => {}) : Promise.reject(new Error('offline'))),
    });
    await reached(actor, editing);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('structure');
    actor.send({ type: 'CHANGE', step: 'structure', field: 'manager_surname', value: 'Шевченко' });
    expect(actor.getSnapshot().context.values.structure.manager_surname).toBe('Шевченко');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('general');
    expect(recorded).toEqual([2, 1]);
    actor.send({ type: 'SUBMIT' });
    expect((await reached(actor, editing)).context.step).toBe('structure');
    expect(saved.map((request) => request.step)).toEqual(['general']);
  });

  it('requires training only while the switch is Yes', async () => {
    const { actor } = start({ loaded: info({ step: 4 }), save: async () => ({ ok: true, info: info({ step: 5 }) }) });
    await reached(actor, editing);
    actor.send({ type: 'CHANGE', step: 'management', field: 's_selection_stages', value: [1] });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ s_training: { key: 'required' } });
    actor.send({ type: 'CHANGE', step: 'management', field: 'training', value: false });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, editing);
    expect(actor.getSnapshot().context.step).toBe('mission');
  });

  it('completes the mission step, opens the departments, and Back returns to Mission', async () => {
    const { actor, saved } = start({
      loaded: info({ step: 5 }),
      save: async () => ({ ok: true, info: info({ step: 5, completed: true }) }),
    });
    await reached(actor, editing);
    actor.send({ type: 'CHANGE', step: 'mission', field: 'mission', value: 'Робимо добро' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'department');
    expect(saved[0]).toMatchObject({ step: 'mission', body: { mission: 'Робимо добро' } });
    const stage = () => actor.getSnapshot().children.departments as ActorRefFrom<typeof departmentMachine>;
    await waitFor(stage(), (s) => s.matches('editing'));
    stage().send({ type: 'BACK' });
    const back = await reached(actor, editing);
    expect(back.context.step).toBe('mission');
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'department');
    await waitFor(stage(), (s) => s.matches('editing'));
    stage().send({ type: 'CONTINUE' });
    await reached(actor, 'position');
  });

  it('uploads a policy file with progress and refuses a wrong type before sending', async () => {
    const { actor, uploads } = start({ loaded: info({ step: 4 }) });
    await reached(actor, editing);
    actor.send({ type: 'UPLOAD', file: new File(['x'], 'policy.png') });
    expect(actor.getSnapshot().context.policyError).toEqual({ key: 'type', format: 'png' });
    actor.send({ type: 'UPLOAD', file: new File(['x'], 'policy.pdf') });
    await reached(actor, { company: { policy: 'uploading' } });
    uploads[0]!.report({ type: 'PROGRESS', percent: 40 });
    expect(actor.getSnapshot().context.policy).toMatchObject([{ name: 'policy.pdf', status: 'loading', progress: 40 }]);
    uploads[0]!.report({ type: 'UPLOADED', files: [{ id: 'f1', name: 'policy.pdf', format: 'pdf', size: 1, url: '/f1' }] });
    expect(actor.getSnapshot().context.policy).toMatchObject([{ id: 'f1', status: 'done', progress: 100 }]);
    actor.send({ type: 'UPLOAD', file: new File(['x'], 'policy.pdf') });
    expect(actor.getSnapshot().context.policyError).toEqual({ key: 'duplicate', name: 'policy.pdf' });
  });

  it('clears the loading file on a failed upload: aborted says so, any other failure gives its details (spec 001 §8)', async () => {
    const { actor, uploads } = start({ loaded: info({ step: 4 }) });
    await reached(actor, editing);
    actor.send({ type: 'UPLOAD', file: new File(['x'], 'a.pdf') });
    await reached(actor, { company: { policy: 'uploading' } });
    uploads[0]!.report({ type: 'FAILED', error: new ApiError(0, 'ABORTED', 'Upload aborted') });
    expect(actor.getSnapshot().context).toMatchObject({ policy: [], policyError: { key: 'aborted' } });
    actor.send({ type: 'UPLOAD', file: new File(['x'], 'b.pdf') });
    await reached(actor, { company: { policy: 'uploading' } });
    uploads[1]!.report({ type: 'FAILED', error: new ApiError(500, 'INTERNAL', 'Внутренняя ошибка') });
    expect(actor.getSnapshot().context).toMatchObject({ policy: [], policyError: { key: 'failed', details: 'Внутренняя ошибка' } });
  });

  it('shows a removed file loading at 99% until the delete answers', async () => {
    let answer: (value: CompanyInfo) => void = () => {};
    const file = { id: 'f1', name: 'policy.pdf', format: 'pdf', size: 1, url: '/f1' };
    const { actor } = start({
      loaded: info({ step: 4, policy_files: [file] }),
      removeFile: () => new Promise((resolve) => (answer = resolve)),
    });
    await reached(actor, editing);
    actor.send({ type: 'REMOVE_FILE', name: 'policy.pdf' });
    await reached(actor, { company: { policy: 'removing' } });
    expect(actor.getSnapshot().context.policy).toMatchObject([{ status: 'loading', progress: 99 }]);
    answer(info());
    const done = await reached(actor, { company: { policy: 'idle' } });
    expect(done.context.policy).toEqual([]);
  });
});
