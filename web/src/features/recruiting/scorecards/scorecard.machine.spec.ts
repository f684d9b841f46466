import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { SubmitScorecardBody } from '../../../shared/api/recruiting';
import { reached, settled } from '../../../shared/testing/machine';
import { finalRefusal, scorecardMachine, scorecardProblems } from './scorecard.machine';

function startForm(answer: () => Promise<string>) {
  const sent: SubmitScorecardBody[] = [];
  const actor = createActor(
    scorecardMachine.provide({
      actors: {
        submit: fromPromise<string, SubmitScorecardBody>(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    }),
    { input: { companyId: 'co1', meetingId: 'm1', competencies: ['kpi:3', 'competencies:7'] } },
  ).start();
  return { actor, sent };
}

describe('the scorecard form', () => {
  it('asks for every competency and a recommendation before sending', () => {
    const { actor, sent } = startForm(async () => 's1');
    actor.send({ type: 'RATE', competency: 'kpi:3', score: 4 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.problems).sort()).toEqual(['competencies:7', 'recommendation']);
    expect(sent).toEqual([]);
    // Rating the missing competency clears its problem at once.
    actor.send({ type: 'RATE', competency: 'competencies:7', score: 2 });
    expect(actor.getSnapshot().context.problems['competencies:7']).toBeUndefined();
  });

  it('refuses a score outside 1–5 and a comment too long', () => {
    const { actor } = startForm(async () => 's1');
    actor.send({ type: 'RATE', competency: 'kpi:3', score: 6 });
    expect(actor.getSnapshot().context.form.ratings).toEqual({});
    expect(scorecardProblems({ ratings: { a: 1 }, recommendation: 'yes', comment: 'x'.repeat(5001) }, ['a'])).toEqual({
      comment: { key: 'tooLong' },
    });
  });

  it('sends the ratings in the template order, the recommendation and the trimmed comment', async () => {
    const { actor, sent } = startForm(async () => 's1');
    actor.send({ type: 'RATE', competency: 'competencies:7', score: 5 });
    actor.send({ type: 'RATE', competency: 'kpi:3', score: 3 });
    actor.send({ type: 'RECOMMEND', value: 'strong_yes' });
    actor.send({ type: 'COMMENT', value: '  Сильный кандидат ' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, 'done');
    expect(sent).toEqual([
      {
        company_id: 'co1',
        meeting_id: 'm1',
        ratings: [
          { competency: 'kpi:3', score: 3 },
          { competency: 'competencies:7', score: 5 },
        ],
        recommendation: 'strong_yes',
        comment: 'Сильный кандидат',
      },
    ]);
  });

  it('shows the server’s refusal in place and knows when it is final', async () => {
    const { actor } = startForm(async () => {
      throw new ApiError(409, 'SCORECARD_SUBMITTED', 'Вы уже заполнили оценку');
    });
    actor.send({ type: 'RATE', competency: 'competencies:7', score: 5 });
    actor.send({ type: 'RATE', competency: 'kpi:3', score: 3 });
    actor.send({ type: 'RECOMMEND', value: 'no' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await settled(actor, 'saving');
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.message).toBe('Вы уже заполнили оценку');
    expect(finalRefusal(snapshot.context.code)).toBe(true);
    expect(finalRefusal(null)).toBe(false);
  });
});
