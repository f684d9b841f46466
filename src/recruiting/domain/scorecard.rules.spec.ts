import type { DomainError } from '../../shared/domain/domain-error.js';
import { checkedScorecard, summarize, tally, visibleTo } from './scorecard.rules.js';

const fieldsOf = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return (error as DomainError).fields;
  }
  return 'none';
};

describe('scorecards', () => {
  const template = ['kpi:1', 'zun:4', 'personal_qualities:2'];

  it('keep one whole score from 1 to 5 for each competency of the template, in its order', () => {
    const ratings = [
      { competency: 'personal_qualities:2', score: 5 },
      { competency: 'kpi:1', score: 3 },
      { competency: 'zun:4', score: 1 },
    ];
    expect(checkedScorecard(ratings, 'yes', template).map((rating) => rating.competency)).toEqual(template);
    const bad = { ratings: 'recruiting.scorecardRatings' };
    expect(fieldsOf(() => checkedScorecard(ratings.slice(1), 'yes', template))).toEqual(bad);
    expect(fieldsOf(() => checkedScorecard([...ratings, { competency: 'kpi:9', score: 2 }], 'yes', template))).toEqual(bad);
    expect(fieldsOf(() => checkedScorecard([...ratings, { competency: 'kpi:1', score: 2 }], 'yes', template))).toEqual(bad);
    expect(fieldsOf(() => checkedScorecard([{ ...ratings[0]!, score: 6 }, ...ratings.slice(1)], 'yes', template))).toEqual(bad);
    expect(fieldsOf(() => checkedScorecard([{ ...ratings[0]!, score: 2.5 }, ...ratings.slice(1)], 'yes', template))).toEqual(bad);
    expect(fieldsOf(() => checkedScorecard(ratings, 'maybe', template))).toEqual({ recommendation: 'recruiting.scorecardRecommendation' });
    expect(checkedScorecard([], 'strong_no', [])).toEqual([]);
  });

  it("hide colleagues' scorecards from an interviewer until theirs is in; others see all", () => {
    const cards = [
      { authorId: 'a', submitted: true },
      { authorId: 'b', submitted: false },
      { authorId: 'c', submitted: true },
    ];
    expect(visibleTo(cards, 'b', true)).toEqual({ shown: [], hidden: 2 });
    expect(visibleTo(cards, 'a', true).shown.map((card) => card.authorId)).toEqual(['a', 'c']);
    expect(visibleTo(cards, 'recruiter', false)).toEqual({ shown: [cards[0], cards[2]], hidden: 0 });
  });

  it('sum up per competency (mean with one decimal) and count the recommendations', () => {
    const summary = summarize(template, [
      [
        { competency: 'kpi:1', score: 4 },
        { competency: 'zun:4', score: 2 },
      ],
      [{ competency: 'kpi:1', score: 5 }],
      [{ competency: 'kpi:1', score: 5 }],
    ]);
    expect(summary).toEqual([
      { competency: 'kpi:1', average: 4.7, count: 3 },
      { competency: 'zun:4', average: 2, count: 1 },
      { competency: 'personal_qualities:2', average: null, count: 0 },
    ]);
    expect(tally(['yes', 'yes', 'strong_no'])).toEqual({ strong_yes: 0, yes: 2, no: 0, strong_no: 1 });
  });
});
