import { DomainError } from '../../shared/domain/domain-error.js';

/*
 * The scorecards' rules (docs/recruiting.md "Scorecards"), pure: what a filled scorecard must hold,
 * whose scorecards a colleague sees, and how the candidate's page sums them up.
 */

/** The overall recommendation, strongest for first. */
export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const SCORECARD_COMMENT_LENGTH = 5000;

export interface Rating {
  competency: string;
  score: number;
}

const invalid = (field: string, key: 'recruiting.scorecardRatings' | 'recruiting.scorecardRecommendation') =>
  DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { [field]: key });

/**
 * The ratings as stored: one whole score from 1 to 5 for every competency of the template, in the
 * template's order (400 VALIDATION_FAILED `ratings` for a missing, unknown, repeated or out-of-range
 * one); the recommendation one of four.
 */
export function checkedScorecard(ratings: readonly Rating[], recommendation: string, template: readonly string[]): Rating[] {
  if (!(RECOMMENDATIONS as readonly string[]).includes(recommendation))
    throw invalid('recommendation', 'recruiting.scorecardRecommendation');
  const given = new Map<string, number>();
  for (const { competency, score } of ratings) {
    if (given.has(competency) || !template.includes(competency)) throw invalid('ratings', 'recruiting.scorecardRatings');
    if (!Number.isInteger(score) || score < SCORE_MIN || score > SCORE_MAX) throw invalid('ratings', 'recruiting.scorecardRatings');
    given.set(competency, score);
  }
  if (given.size !== template.length) throw invalid('ratings', 'recruiting.scorecardRatings');
  return template.map((competency) => ({ competency, score: given.get(competency)! }));
}

export interface ScorecardFacts {
  authorId: string;
  submitted: boolean;
}

/**
 * Whose submitted scorecards the viewer sees. An interviewer of the application (a participant of
 * one of its interviews) sees colleagues' only once they submitted their own, so the first opinion
 * does not steer the rest; a colleague who interviewed nobody sees them all.
 */
export function visibleTo<T extends ScorecardFacts>(
  scorecards: readonly T[],
  viewerId: string,
  interviewer: boolean,
): { shown: T[]; hidden: number } {
  const submitted = scorecards.filter((card) => card.submitted);
  const answered = submitted.some((card) => card.authorId === viewerId);
  if (!interviewer || answered) return { shown: submitted, hidden: 0 };
  return { shown: [], hidden: submitted.length };
}

export interface CompetencySummary {
  competency: string;
  /** Mean score with one decimal; null while nobody rated it. */
  average: number | null;
  count: number;
}

/** Each competency of the template: the mean of the scores given, in the template's order. */
export function summarize(template: readonly string[], ratings: ReadonlyArray<readonly Rating[]>): CompetencySummary[] {
  return template.map((competency) => {
    const scores = ratings.flatMap((card) => card.filter((rating) => rating.competency === competency).map((rating) => rating.score));
    const average = scores.length > 0 ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10 : null;
    return { competency, average, count: scores.length };
  });
}

/** How many of each recommendation (every one named, 0 when nobody gave it). */
export function tally(recommendations: readonly Recommendation[]): Record<Recommendation, number> {
  const counts = Object.fromEntries(RECOMMENDATIONS.map((value) => [value, 0])) as Record<Recommendation, number>;
  for (const value of recommendations) counts[value] += 1;
  return counts;
}
