import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { VacancyView } from '../../../shared/api/positions';
import { sampleVacancy } from '../fixtures';
import { approvalMachine, approvalStanding, type AnswerInput, type CloseInput } from './approval.machine';

const answered = (decision: 'approved' | 'declined', comment: string | null = null) =>
  sampleVacancy({
    status: decision === 'approved' ? 'published' : 'returned',
    approvers: [{ user_id: 'u-me', name: 'Иван', decision, comment, answered_at: '2026-11-22T10:00:00.000Z' }],
  });

function start(load: () => Promise<VacancyView>, answer: (input: AnswerInput) => Promise<VacancyView> = async () => answered('approved')) {
  const answers: AnswerInput[] = [];
  let loads = 0;
  const actor = createActor(
    approvalMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads += 1;
          return load();
        }),
        answer: fromPromise<VacancyView, AnswerInput>(async ({ input }) => {
          answers.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { companyId: 'c1', vacancyId: 'v1', userId: 'u-me' } },
  ).start();
  return { actor, answers, loads: () => loads };
}

describe('approvalStanding', () => {
  it('is pending only for an asked colleague who has not answered a vacancy under approval', () => {
    expect(approvalStanding(sampleVacancy(), 'u-me')).toBe('pending');
    expect(approvalStanding(sampleVacancy(), 'u-other')).toBe('notAsked');
    expect(approvalStanding(answered('declined', 'Нет'), 'u-me')).toBe('answered');
    // Another colleague declined first: the vacancy went back to its author.
    expect(approvalStanding(sampleVacancy({ status: 'returned' }), 'u-me')).toBe('answered');
  });
});

describe('the approval screen', () => {
  it('approves: loads, sends the decision without a comment, ends done with the new state', async () => {
    const { actor, answers } = start(async () => sampleVacancy());
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'APPROVE' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(answers).toEqual([{ companyId: 'c1', vacancyId: 'v1', decision: 'approve' }]);
    expect(actor.getSnapshot().context.decision).toBe('approve');
    expect(actor.getSnapshot().context.vacancy?.status).toBe('published');
  });

  it('declines only with a comment, sent trimmed', async () => {
    const { actor, answers } = start(
      async () => sampleVacancy(),
      async () => answered('declined', 'Уточните зарплату'),
    );
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'DECLINE', comment: '   ' });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'DECLINE', comment: ' Уточните зарплату ' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(answers).toEqual([{ companyId: 'c1', vacancyId: 'v1', decision: 'decline', comment: 'Уточните зарплату' }]);
    expect(actor.getSnapshot().context.decision).toBe('decline');
  });

  it('shows "already answered" when the colleague answered before, and "not asked" for someone else', async () => {
    const before = start(async () => answered('approved'));
    await waitFor(before.actor, (s) => s.matches('answered'));
    const other = start(async () => sampleVacancy({ approvers: [] }));
    await waitFor(other.actor, (s) => s.matches('notAsked'));
  });

  it('shows "not found" for an unknown vacancy or a company the user is not in', async () => {
    for (const code of ['VACANCY_NOT_FOUND', 'COMPANY_NOT_FOUND']) {
      const { actor } = start(async () => {
        throw new ApiError(404, code, 'Не найдено');
      });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().value).toBe('notFound');
    }
  });

  it('retries a failed load', async () => {
    let fail = true;
    const { actor, loads } = start(async () => {
      if (fail) throw new ApiError(0, 'NETWORK_ERROR', 'offline');
      return sampleVacancy();
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('offline');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(loads()).toBe(2);
  });

  it('reloads when the answer is no longer expected (answered in another tab) and shows the truth', async () => {
    let answeredElsewhere = false;
    const { actor, loads } = start(
      async () => (answeredElsewhere ? answered('approved') : sampleVacancy()),
      async () => {
        answeredElsewhere = true;
        throw new ApiError(409, 'APPROVAL_NOT_PENDING', 'Уже отвечено');
      },
    );
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'APPROVE' });
    await waitFor(actor, (s) => s.matches('answered'));
    expect(loads()).toBe(2);
  });

  it('stays on the question with the message when the answer fails otherwise', async () => {
    const { actor } = start(
      async () => sampleVacancy(),
      async () => {
        throw new ApiError(500, 'HTTP_500', 'Ошибка сервера');
      },
    );
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'APPROVE' });
    await waitFor(actor, (s) => s.matches('pending') && s.context.message !== null);
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Ошибка сервера', decision: null });
  });
});

describe('closing a published vacancy from its read-only view', () => {
  function opened(vacancy: VacancyView, close: () => Promise<VacancyView>) {
    const closes: CloseInput[] = [];
    let told = 0;
    const actor = createActor(
      approvalMachine.provide({
        actors: {
          load: fromPromise(async () => vacancy),
          answer: fromPromise(async () => vacancy),
          close: fromPromise<VacancyView, CloseInput>(async ({ input }) => {
            closes.push(input);
            return close();
          }),
        },
        actions: {
          notifyClosed: () => {
            told += 1;
          },
        },
      }),
      { input: { companyId: 'c1', vacancyId: 'v1', userId: 'u-other' } },
    ).start();
    return { actor, closes, told: () => told };
  }

  it('closes it: the screen shows the closed vacancy and says so', async () => {
    const { actor, closes, told } = opened(sampleVacancy({ status: 'published' }), async () => sampleVacancy({ status: 'closed' }));
    await waitFor(actor, (s) => s.matches('notAsked'));
    actor.send({ type: 'CLOSE' });
    await waitFor(actor, (s) => s.matches('notAsked') && s.context.vacancy?.status === 'closed');
    expect(closes).toEqual([{ companyId: 'c1', vacancyId: 'v1' }]);
    expect(told()).toBe(1);
    // Closed is the end: nothing more to close.
    actor.send({ type: 'CLOSE' });
    expect(closes).toHaveLength(1);
  });

  it('sends what to tell the open applicants, trimmed, and nothing when it was left blank', async () => {
    const told = opened(sampleVacancy({ status: 'published' }), async () => sampleVacancy({ status: 'closed' }));
    await waitFor(told.actor, (s) => s.matches('notAsked'));
    told.actor.send({ type: 'CLOSE', message: '  Спасибо за интерес, вакансия закрыта.  ' });
    await waitFor(told.actor, (s) => s.context.vacancy?.status === 'closed');
    expect(told.closes).toEqual([{ companyId: 'c1', vacancyId: 'v1', message: 'Спасибо за интерес, вакансия закрыта.' }]);

    const blank = opened(sampleVacancy({ status: 'published' }), async () => sampleVacancy({ status: 'closed' }));
    await waitFor(blank.actor, (s) => s.matches('notAsked'));
    blank.actor.send({ type: 'CLOSE', message: '   ' });
    await waitFor(blank.actor, (s) => s.context.vacancy?.status === 'closed');
    expect(blank.closes).toEqual([{ companyId: 'c1', vacancyId: 'v1' }]);
  });

  it('does not close a vacancy that is not published, and keeps the screen with the reason when refused', async () => {
    const draft = opened(sampleVacancy({ status: 'approval' }), async () => sampleVacancy({ status: 'closed' }));
    await waitFor(draft.actor, (s) => s.matches('notAsked'));
    draft.actor.send({ type: 'CLOSE' });
    expect(draft.closes).toEqual([]);

    const refused = opened(sampleVacancy({ status: 'published' }), async () => {
      throw new ApiError(403, 'COMPANY_FORBIDDEN', 'Нет права');
    });
    await waitFor(refused.actor, (s) => s.matches('notAsked'));
    refused.actor.send({ type: 'CLOSE' });
    await waitFor(refused.actor, (s) => s.matches('notAsked') && s.context.message !== null);
    expect(refused.actor.getSnapshot().context).toMatchObject({ message: 'Нет права', vacancy: { status: 'published' } });
    expect(refused.told()).toBe(0);
  });
});
