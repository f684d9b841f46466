import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { ScorecardErrors } from './scorecard.errors.js';
import { ScorecardSubmitted, ScorecardsRequested } from './scorecard.events.js';
import { checkedScorecard, type Rating, type Recommendation } from './scorecard.rules.js';

/**
 * An interviewer's scorecard of one interview: asked for when the interview ends (a task and a
 * notice, RequestScorecardsCommand), filled once (submit_scorecard): a score from 1 to 5 on each
 * competency of the vacancy's profile, a recommendation and a comment. Never changed after.
 */
const ScorecardSchema = defineEntity({
  name: 'Scorecard',
  tableName: 'rc_scorecard',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    meetingId: p.uuid(),
    applicationId: p.uuid(),
    authorId: p.uuid(),
    /** The task that asked for it (completed with the submission); null when it was filled before being asked. */
    taskId: p.uuid().nullable(),
    ratings: p.json<Rating[]>(),
    recommendation: p.string().length(12).$type<Recommendation>().nullable(),
    comment: p.text().nullable(),
    requestedAt: p.datetime(),
    submittedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'rc_scorecard_application_index', properties: ['applicationId'] }],
  uniques: [{ name: 'rc_scorecard_meeting_author_unique', properties: ['meetingId', 'authorId'] }],
});

export class Scorecard extends ScorecardSchema.class {
  /** The empty scorecard an interviewer is asked to fill. */
  static request(input: {
    companyId: string;
    meetingId: string;
    applicationId: string;
    authorId: string;
    taskId: string | null;
    now: Date;
  }) {
    const { now, ...owner } = input;
    return {
      id: randomUUID(),
      ...owner,
      ratings: [] as Rating[],
      recommendation: null,
      comment: null,
      requestedAt: now,
      submittedAt: null,
    };
  }

  /**
   * Records, on the first of one interview's new scorecards, that its interviewers were asked
   * (`authors`, each with a task and a notice).
   */
  announceRequested(interview: { candidateId: string }, authors: readonly string[]): void {
    recordEvent(this, new ScorecardsRequested(this.companyId, this.meetingId, this.applicationId, interview.candidateId, [...authors]));
  }

  /** Filled once (409 SCORECARD_SUBMITTED the second time); the ratings cover exactly the template. */
  submit(input: {
    ratings: readonly Rating[];
    recommendation: string;
    comment: string | null;
    template: readonly string[];
    now: Date;
  }): void {
    if (this.submittedAt) throw ScorecardErrors.submitted();
    this.ratings = checkedScorecard(input.ratings, input.recommendation, input.template);
    this.recommendation = input.recommendation as Recommendation;
    this.comment = input.comment?.trim() || null;
    this.submittedAt = input.now;
    recordEvent(this, new ScorecardSubmitted(this.companyId, this.id, this.meetingId, this.applicationId, this.authorId));
  }
}
ScorecardSchema.setClass(Scorecard);
export { ScorecardSchema };
