// The scorecards' machines wired to the API.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi, type ScorecardsAnswer, type SubmitScorecardBody } from '../../../shared/api/recruiting';
import { scorecardMachine } from './scorecard.machine';
import { scorecardsMachine, type ScorecardsInput } from './scorecards.machine';

export const liveScorecardMachine = scorecardMachine.provide({
  actors: {
    submit: fromApi<string, SubmitScorecardBody>(({ input, signal }) => recruitingApi.submitScorecard(input, { signal })),
  },
});

export const liveScorecardsMachine = scorecardsMachine.provide({
  actors: {
    load: fromApi<ScorecardsAnswer, ScorecardsInput>(({ input, signal }) =>
      recruitingApi.scorecards(input.companyId, input.applicationId, { signal }),
    ),
  },
});
