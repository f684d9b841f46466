import { COMPANY_STATUS, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import type { DomainEvent } from '../../shared/domain/domain-event.js';
import { Vacancy, type ApprovalRequest, type Sender } from './vacancy.entity.js';
import { VACANCY_STEPS, type VacancyStep } from './vacancy.rules.js';
import { emptyVacancyValues, type StoredVacancyValues } from './vacancy.values.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const VACANCY = '22222222-2222-4222-8222-222222222222';
const AUTHOR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OLHA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const PETRO = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const IVAN = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const EARLIER = new Date('2026-11-27T10:00:00Z');
const NOW = new Date('2026-11-28T10:00:00Z');
const ALL_STEPS = VACANCY_STEPS.length;

type Status = 'draft' | 'approval' | 'returned' | 'published' | 'closed';

const SALES: StoredVacancyValues = {
  ...emptyVacancyValues(),
  name: 'Sales manager',
  id_position: 201,
  position_type: 'global',
  target: [1],
  kpi: [3],
};

function aVacancy(status: Status = 'draft', step: number = ALL_STEPS): Vacancy {
  const vacancy = new Vacancy();
  Object.assign(vacancy, Vacancy.blank(COMPANY, 7, AUTHOR), {
    id: VACANCY,
    status,
    step,
    name: SALES.name,
    values: SALES,
    createdAt: EARLIER,
    updatedAt: EARLIER,
  });
  return vacancy;
}

function member(actions: CompanyAction[], companyStatusId: number = COMPANY_STATUS.verified): CompanyMembership {
  return { role: 'user', rights: [], actions, companyStatusId };
}

const asAuthor = (actions: CompanyAction[] = []): Sender => ({ userId: AUTHOR, membership: member(actions) });
const asColleague = (actions: CompanyAction[], companyStatusId?: number): Sender => ({
  userId: OLHA,
  membership: member(actions, companyStatusId),
});
const MEMBERS = [AUTHOR, OLHA, PETRO, IVAN];

function request(userId: string, decision: 'approved' | 'declined' | null = null): ApprovalRequest {
  return { userId, decision, comment: null, answeredAt: null };
}

/** The refusal a call throws, as the HTTP answer would carry it (texts are composed at the root, so names stay keys here). */
function refusal(fn: () => unknown): { status: number; code: string; fields: Record<string, string> } | null {
  try {
    fn();
  } catch (error) {
    const e = error as DomainError;
    return { status: e.status, code: e.code, fields: e.fields };
  }
  return null;
}

const state = (v: Vacancy) => ({
  status: v.status,
  step: v.step,
  name: v.name,
  publishedAt: v.publishedAt ?? null,
  updatedAt: v.updatedAt,
});
/** A refused call leaves the vacancy as it was built (aVacancy) and records nothing. */
const untouched = (v: Vacancy, status: Status, step: number = ALL_STEPS) =>
  expect({ ...state(v), values: v.values, events: pullEvents(v).length }).toEqual({
    status,
    step,
    name: SALES.name,
    publishedAt: null,
    updatedAt: EARLIER,
    values: SALES,
    events: 0,
  });
const typesOf = (events: DomainEvent[]) => events.map((event) => event.eventType);
const payload = (event: DomainEvent | undefined) => event as unknown as Record<string, unknown>;

describe('Vacancy: opening and the wizard steps', () => {
  it('opens a draft from its main step: step 1, the name, VacancyCreated then VacancyStepSaved', () => {
    const vacancy = new Vacancy();
    Object.assign(vacancy, Vacancy.blank(COMPANY, 3, AUTHOR), { id: VACANCY });
    vacancy.open(OLHA, { id_position: 201, position_type: 'global', department_id: null, name: 'Sales manager', functionality: [9] });
    expect([vacancy.status, vacancy.step, vacancy.name, vacancy.number, vacancy.authorUserId]).toEqual([
      'draft',
      1,
      'Sales manager',
      3,
      AUTHOR,
    ]);
    expect(vacancy.values).toMatchObject({ id_position: 201, functionality: [9], target: [] });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyCreated', 'VacancyStepSaved']);
    expect(payload(events[0])).toMatchObject({ companyId: COMPANY, byUserId: OLHA, vacancyId: VACANCY, number: 3, name: 'Sales manager' });
    expect(payload(events[1])).toMatchObject({ vacancyId: VACANCY, step: 'main', reset: false });
  });

  it('is opened by the main step only (409 STEP_ORDER for any other step without a vacancy)', () => {
    expect(refusal(() => Vacancy.assertOpenedBy('main'))).toBeNull();
    for (const step of VACANCY_STEPS.filter((name) => name !== 'main')) {
      expect(refusal(() => Vacancy.assertOpenedBy(step))).toMatchObject({
        status: 409,
        code: 'STEP_ORDER',
        fields: { vacancy_id: 'profiling.vacancy.stepOrder' },
      });
    }
  });

  it.each<Status>(['draft', 'returned'])(
    'saves a step of a %s vacancy: the values, the furthest step, the time and VacancyStepSaved',
    (status) => {
      const vacancy = aVacancy(status, 4);
      vacancy.editStep('specifics', { dress_code: 2 }, OLHA, NOW);
      expect(state(vacancy)).toMatchObject({ status, step: 5, updatedAt: NOW });
      expect(vacancy.values).toMatchObject({ dress_code: 2, target: [1] });
      const [event] = pullEvents(vacancy);
      expect(payload(event)).toMatchObject({
        eventType: 'VacancyStepSaved',
        byUserId: OLHA,
        vacancyId: VACANCY,
        step: 'specifics',
        reset: false,
      });
    },
  );

  it('saves an earlier step again without moving the furthest step back', () => {
    const vacancy = aVacancy('draft', 8);
    vacancy.editStep('requirements', { kpi: [4] }, AUTHOR, NOW);
    expect([vacancy.step, vacancy.values.kpi]).toEqual([8, [4]]);
  });

  it('drops the position items and goes back to step 1 when the main step names another position; the event says reset', () => {
    const vacancy = aVacancy('draft', 9);
    vacancy.editStep('main', { id_position: 202, position_type: 'global', department_id: null, name: 'Sales lead' }, AUTHOR, NOW);
    expect([vacancy.step, vacancy.name, vacancy.values.target, vacancy.values.kpi]).toEqual([1, 'Sales lead', [], []]);
    expect(payload(pullEvents(vacancy)[0])).toMatchObject({ step: 'main', reset: true });
  });

  it('keeps the furthest step and the items when the main step keeps the position', () => {
    const vacancy = aVacancy('draft', 9);
    vacancy.editStep('main', { id_position: 201, position_type: 'global', department_id: null, name: 'Senior sales manager' }, AUTHOR, NOW);
    expect([vacancy.step, vacancy.name, vacancy.values.target]).toEqual([9, 'Senior sales manager', [1]]);
    expect(payload(pullEvents(vacancy)[0])).toMatchObject({ reset: false });
  });

  it.each<[VacancyStep, number]>([
    ['requirements', 0],
    ['specifics', 3],
    ['skills', 11],
  ])('refuses %s beyond the one after the furthest step saved (%i): 409 STEP_ORDER, the vacancy untouched', (step, furthest) => {
    const vacancy = aVacancy('draft', furthest);
    expect(refusal(() => vacancy.assertStepOpen(step))).toMatchObject({ status: 409, code: 'STEP_ORDER' });
    expect(refusal(() => vacancy.editStep(step, {}, AUTHOR, NOW))).toMatchObject({ status: 409, code: 'STEP_ORDER' });
    untouched(vacancy, 'draft', furthest);
  });

  it.each<Status>(['approval', 'published'])(
    'freezes a vacancy in %s: every step, even an earlier one, is 409 VACANCY_NOT_EDITABLE',
    (status) => {
      const vacancy = aVacancy(status);
      for (const step of ['main', 'review', 'skills'] as const) {
        expect(refusal(() => vacancy.assertStepOpen(step))).toMatchObject({ status: 409, code: 'VACANCY_NOT_EDITABLE' });
        expect(refusal(() => vacancy.editStep(step, {}, AUTHOR, NOW))).toMatchObject({ status: 409, code: 'VACANCY_NOT_EDITABLE' });
      }
      untouched(vacancy, status);
    },
  );

  it('says a frozen vacancy is frozen before it says a step is out of order', () => {
    expect(refusal(() => aVacancy('approval', 2).assertStepOpen('skills'))).toMatchObject({ code: 'VACANCY_NOT_EDITABLE' });
  });
});

describe('Vacancy: sending', () => {
  it('publishes at once without approvers ("Accept and publish"): published_at, VacancyPublished with nobody asked, no round', () => {
    const vacancy = aVacancy('draft');
    expect(vacancy.send(asAuthor(['vacancies', 'publishVacancies']), [], MEMBERS, NOW)).toEqual([]);
    expect(state(vacancy)).toMatchObject({ status: 'published', publishedAt: NOW });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyPublished']);
    expect(payload(events[0])).toMatchObject({
      companyId: COMPANY,
      vacancyId: VACANCY,
      byUserId: AUTHOR,
      authorUserId: AUTHOR,
      approverUserIds: [],
    });
  });

  it.each<Status>(['draft', 'returned'])(
    'asks colleagues about a %s vacancy: approval, no published_at, VacancySentForApproval, a new round',
    (status) => {
      const vacancy = aVacancy(status);
      vacancy.publishedAt = EARLIER;
      expect(vacancy.send(asAuthor(['vacancies']), [OLHA, PETRO], MEMBERS, NOW)).toEqual([
        { userId: OLHA, requestedAt: NOW },
        { userId: PETRO, requestedAt: NOW },
      ]);
      expect(state(vacancy)).toMatchObject({ status: 'approval', publishedAt: null });
      const events = pullEvents(vacancy);
      expect(typesOf(events)).toEqual(['VacancySentForApproval']);
      expect(payload(events[0])).toMatchObject({ byUserId: AUTHOR, authorUserId: AUTHOR, approverUserIds: [OLHA, PETRO] });
    },
  );

  it.each<[string, Sender]>([
    ['its author without any vacancy right', asAuthor()],
    ['a member with the vacancies right', asColleague(['vacancies'])],
    ['a publisher (right "vacancy-approval") who cannot edit it', asColleague(['publishVacancies'])],
  ])('is sent by %s', (_who, sender) => {
    const vacancy = aVacancy('draft');
    vacancy.send(sender, [PETRO], MEMBERS, NOW);
    expect(vacancy.status).toBe('approval');
    expect(payload(pullEvents(vacancy)[0])).toMatchObject({ byUserId: sender.userId, authorUserId: AUTHOR });
  });

  it.each<[string, number, string, Sender]>([
    ['a member with neither right', 403, 'COMPANY_FORBIDDEN', asColleague([])],
    ['a member with other rights only', 403, 'COMPANY_FORBIDDEN', asColleague(['editProfile', 'manageDepartments'])],
    [
      'a member of a company not verified, whatever the rights',
      403,
      'COMPANY_NOT_VERIFIED',
      asColleague(['vacancies', 'publishVacancies'], COMPANY_STATUS.underConsideration),
    ],
    [
      'its author in a company not verified',
      403,
      'COMPANY_NOT_VERIFIED',
      { userId: AUTHOR, membership: member(['vacancies'], COMPANY_STATUS.rejected) },
    ],
  ])('is not sent by %s (%i %s), the vacancy untouched', (_who, status, code, sender) => {
    const vacancy = aVacancy('draft');
    expect(refusal(() => vacancy.send(sender, [PETRO], MEMBERS, NOW))).toMatchObject({ status, code });
    untouched(vacancy, 'draft');
  });

  it.each<Status>(['approval', 'published'])('is not sent again while in %s (409 VACANCY_NOT_EDITABLE)', (status) => {
    const vacancy = aVacancy(status);
    expect(refusal(() => vacancy.send(asAuthor(['vacancies', 'publishVacancies']), [PETRO], MEMBERS, NOW))).toMatchObject({
      status: 409,
      code: 'VACANCY_NOT_EDITABLE',
      fields: {},
    });
    untouched(vacancy, status);
  });

  it('publishes at once only for a publisher (403 PUBLISH_FORBIDDEN), the author included', () => {
    const vacancy = aVacancy('draft');
    expect(refusal(() => vacancy.send(asAuthor(['vacancies']), [], MEMBERS, NOW))).toMatchObject({
      status: 403,
      code: 'PUBLISH_FORBIDDEN',
    });
    untouched(vacancy, 'draft');
  });

  it.each([0, 1, ALL_STEPS - 1])('needs every step saved (409 VACANCY_INCOMPLETE at furthest step %i)', (step) => {
    const vacancy = aVacancy('draft', step);
    expect(refusal(() => vacancy.send(asAuthor(['vacancies']), [PETRO], MEMBERS, NOW))).toMatchObject({
      status: 409,
      code: 'VACANCY_INCOMPLETE',
    });
    untouched(vacancy, 'draft', step);
  });

  it('asks only confirmed members other than the author, naming each other one by its index (400 APPROVER_NOT_MEMBER)', () => {
    const vacancy = aVacancy('draft');
    const stranger = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    expect(refusal(() => vacancy.send(asColleague(['vacancies']), [PETRO, AUTHOR, stranger], MEMBERS, NOW))).toEqual({
      status: 400,
      code: 'APPROVER_NOT_MEMBER',
      fields: { 'approvers.1': 'vacancyApproval.notMember', 'approvers.2': 'vacancyApproval.notMember' },
    });
    untouched(vacancy, 'draft');
  });

  it('compares member ids whatever their case (the approvers come lower-cased)', () => {
    const vacancy = aVacancy('draft');
    vacancy.send(asAuthor(), [OLHA], [OLHA.toUpperCase()], NOW);
    expect(vacancy.status).toBe('approval');
  });

  it('checks who sends before the status, the status before publishing at once, that before completeness, and that before the approvers', () => {
    expect(refusal(() => aVacancy('published', 0).send(asColleague([]), [], [], NOW))).toMatchObject({ code: 'COMPANY_FORBIDDEN' });
    expect(refusal(() => aVacancy('published', 0).send(asAuthor(), [], [], NOW))).toMatchObject({ code: 'VACANCY_NOT_EDITABLE' });
    expect(refusal(() => aVacancy('draft', 0).send(asAuthor(), [], [], NOW))).toMatchObject({ code: 'PUBLISH_FORBIDDEN' });
    expect(refusal(() => aVacancy('draft', 0).send(asAuthor(), [IVAN], [], NOW))).toMatchObject({ code: 'VACANCY_INCOMPLETE' });
  });
});

describe('Vacancy: answering an approval request', () => {
  const approve = { decision: 'approved' as const, comment: null };
  const decline = { decision: 'declined' as const, comment: 'Salary too low' };

  it('keeps the vacancy under approval while others have not answered; the answer is recorded on the request', () => {
    const vacancy = aVacancy('approval');
    const round = [request(OLHA), request(PETRO)];
    vacancy.answerApproval(OLHA, { decision: 'approved', comment: 'Fine' }, round, NOW);
    expect(round[0]).toEqual({ userId: OLHA, decision: 'approved', comment: 'Fine', answeredAt: NOW });
    expect(round[1]!.decision).toBeNull();
    expect(state(vacancy)).toMatchObject({ status: 'approval', publishedAt: null, updatedAt: NOW });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyApprovalAnswered']);
    expect(payload(events[0])).toMatchObject({
      byUserId: OLHA,
      authorUserId: AUTHOR,
      decision: 'approved',
      comment: 'Fine',
      outcome: 'approval',
    });
  });

  it('publishes on the last approval: VacancyApprovalAnswered (published) then VacancyPublished naming every approver', () => {
    const vacancy = aVacancy('approval');
    vacancy.answerApproval(PETRO, approve, [request(OLHA, 'approved'), request(PETRO)], NOW);
    expect(state(vacancy)).toMatchObject({ status: 'published', publishedAt: NOW, updatedAt: NOW });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyApprovalAnswered', 'VacancyPublished']);
    expect(payload(events[0])).toMatchObject({ outcome: 'published' });
    expect(payload(events[1])).toMatchObject({ byUserId: PETRO, approverUserIds: [OLHA, PETRO] });
  });

  it('returns the vacancy to its author on a decline, with the comment, though others have not answered', () => {
    const vacancy = aVacancy('approval');
    const round = [request(OLHA), request(PETRO), request(IVAN, 'approved')];
    vacancy.answerApproval(OLHA, decline, round, NOW);
    expect(state(vacancy)).toMatchObject({ status: 'returned', publishedAt: null, updatedAt: NOW });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyApprovalAnswered', 'VacancyReturned']);
    expect(payload(events[0])).toMatchObject({ decision: 'declined', comment: 'Salary too low', outcome: 'returned' });
    expect(payload(events[1])).toMatchObject({ byUserId: OLHA, authorUserId: AUTHOR, comment: 'Salary too low' });
    // The round is over: the one who had not answered is no longer pending.
    expect(refusal(() => vacancy.answerApproval(PETRO, approve, round, NOW))).toMatchObject({ status: 409, code: 'APPROVAL_NOT_PENDING' });
  });

  it("finds the caller's request whatever the case of the id", () => {
    const vacancy = aVacancy('approval');
    vacancy.answerApproval(OLHA.toUpperCase(), approve, [request(OLHA)], NOW);
    expect(vacancy.status).toBe('published');
  });

  it.each<[string, Status, ApprovalRequest[]]>([
    ['from a colleague not asked', 'approval', [request(PETRO)]],
    ['from a colleague who approved already', 'approval', [request(OLHA, 'approved'), request(PETRO)]],
    ['from a colleague who declined already', 'approval', [request(OLHA, 'declined'), request(PETRO)]],
    ['about a draft', 'draft', [request(OLHA)]],
    ['about a returned vacancy (the round ended)', 'returned', [request(OLHA)]],
    ['about a published vacancy', 'published', [request(OLHA)]],
  ])('refuses an answer %s (409 APPROVAL_NOT_PENDING), changing nothing', (_who, status, round) => {
    const vacancy = aVacancy(status);
    const before = structuredClone(round);
    expect(refusal(() => vacancy.answerApproval(OLHA, approve, round, NOW))).toMatchObject({ status: 409, code: 'APPROVAL_NOT_PENDING' });
    expect(round).toEqual(before);
    untouched(vacancy, status);
  });
});

describe('Vacancy: a colleague who left the company', () => {
  it('publishes when everyone left has approved, naming them, by whoever removed the colleague', () => {
    const vacancy = aVacancy('approval');
    const round = [request(OLHA, 'approved'), request(PETRO), request(IVAN, 'approved')];
    expect(vacancy.withdrawRequest(PETRO, round, AUTHOR, NOW)).toBe(round[1]);
    expect(state(vacancy)).toMatchObject({ status: 'published', publishedAt: NOW, updatedAt: NOW });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyPublished']);
    expect(payload(events[0])).toMatchObject({ byUserId: AUTHOR, approverUserIds: [OLHA, IVAN] });
  });

  it('returns the vacancy to its author when nobody is left to answer', () => {
    const vacancy = aVacancy('approval');
    const round = [request(PETRO)];
    expect(vacancy.withdrawRequest(PETRO, round, AUTHOR, NOW)).toBe(round[0]);
    expect(state(vacancy)).toMatchObject({ status: 'returned', updatedAt: NOW });
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyReturned']);
    expect(payload(events[0])).toMatchObject({ byUserId: AUTHOR, comment: '' });
  });

  it('keeps waiting for the others who have not answered, recording nothing', () => {
    const vacancy = aVacancy('approval');
    const round = [request(OLHA), request(PETRO)];
    expect(vacancy.withdrawRequest(PETRO, round, AUTHOR, NOW)).toBe(round[1]);
    expect(state(vacancy)).toMatchObject({ status: 'approval', updatedAt: NOW });
    expect(pullEvents(vacancy)).toEqual([]);
  });

  it.each<[string, Status, ApprovalRequest[]]>([
    ['who had answered already', 'approval', [request(PETRO, 'approved'), request(OLHA)]],
    ['who was not asked', 'approval', [request(OLHA)]],
    ['of a round that is over', 'returned', [request(PETRO)]],
  ])('withdraws nothing of a colleague %s', (_what, status, round) => {
    const vacancy = aVacancy(status);
    expect(vacancy.withdrawRequest(PETRO, round, AUTHOR, NOW)).toBeNull();
    untouched(vacancy, status);
  });
});

describe('Vacancy: removal', () => {
  it.each<Status>(['draft', 'returned'])('removes a %s vacancy, recording VacancyRemoved with its number and name', (status) => {
    const vacancy = aVacancy(status);
    vacancy.remove(OLHA);
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyRemoved']);
    expect(payload(events[0])).toMatchObject({ companyId: COMPANY, byUserId: OLHA, vacancyId: VACANCY, number: 7, name: 'Sales manager' });
  });

  it.each<Status>(['approval', 'published'])('does not remove a vacancy in %s (409 VACANCY_NOT_EDITABLE)', (status) => {
    const vacancy = aVacancy(status);
    expect(refusal(() => vacancy.remove(OLHA))).toMatchObject({ status: 409, code: 'VACANCY_NOT_EDITABLE' });
    untouched(vacancy, status);
  });
});

describe('Vacancy: closing', () => {
  it('closes a published vacancy: status closed, the time, VacancyClosed by whoever closed it', () => {
    const vacancy = aVacancy('published');
    vacancy.close(OLHA, NOW);
    expect([vacancy.status, vacancy.updatedAt]).toEqual(['closed', NOW]);
    const events = pullEvents(vacancy);
    expect(typesOf(events)).toEqual(['VacancyClosed']);
    expect(payload(events[0])).toMatchObject({ companyId: COMPANY, vacancyId: VACANCY, byUserId: OLHA, authorUserId: AUTHOR });
  });

  it.each<Status>(['draft', 'approval', 'returned', 'closed'])('does not close a vacancy in %s (409 VACANCY_NOT_PUBLISHED)', (status) => {
    const vacancy = aVacancy(status);
    expect(refusal(() => vacancy.close(OLHA, NOW))).toMatchObject({ status: 409, code: 'VACANCY_NOT_PUBLISHED' });
    untouched(vacancy, status);
  });

  it('a closed vacancy is frozen: no step is saved and it is not sent again', () => {
    const vacancy = aVacancy('closed');
    expect(refusal(() => vacancy.editStep('main', {}, AUTHOR, NOW))).toMatchObject({ status: 409, code: 'VACANCY_NOT_EDITABLE' });
    expect(refusal(() => vacancy.send(asAuthor(['vacancies', 'publishVacancies']), [], MEMBERS, NOW))).toMatchObject({
      status: 409,
      code: 'VACANCY_NOT_EDITABLE',
    });
    expect(refusal(() => vacancy.remove(OLHA))).toMatchObject({ status: 409, code: 'VACANCY_NOT_EDITABLE' });
  });
});
