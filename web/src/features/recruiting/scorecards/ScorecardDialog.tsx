import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScorecardsAnswer } from '../../../shared/api/recruiting';
import { formatDateTime } from '../../../shared/lib/dates';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { FormDialog, RadioGroup, TextField } from '../../../shared/ui';
import { finalRefusal, RECOMMENDATIONS, SCORES, type Recommendation } from './scorecard.machine';
import { liveScorecardMachine } from './live';

type Interview = ScorecardsAnswer['mine'][number];

/**
 * The scorecard form of one interview: a react-aria radio group of 1–5 per competency of the
 * template (arrow keys move between scores, each group named by its competency), the overall
 * recommendation and a comment. Closes with true once submitted.
 */
export function ScorecardDialog({
  companyId,
  interview,
  template,
  onClose,
}: {
  companyId: string;
  interview: Interview;
  template: ScorecardsAnswer['template'];
  onClose: (submitted: boolean) => void;
}) {
  const { t } = useTranslation('recruiting');
  const problem = useFieldProblem();
  const actor = useActorRef(liveScorecardMachine, {
    input: { companyId, meetingId: interview.meeting_id, competencies: template.map((item) => item.competency) },
  });
  const view = useSelector(actor, (s) => ({
    form: s.context.form,
    problems: s.context.problems,
    message: s.context.message,
    code: s.context.code,
    busy: s.matches('saving'),
    done: s.matches('done'),
  }));
  useEffect(() => {
    if (view.done) onClose(true);
  }, [view.done, onClose]);
  const scoreOptions = SCORES.map((score) => ({ id: String(score), label: String(score) }));
  const errorText = (field: string) => problem(view.problems[field]).errorMessage;

  return (
    <FormDialog
      title={t('scorecards.formTitle')}
      onCancel={() => onClose(false)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={t('scorecards.submit')}
      isBusy={view.busy}
      isSubmitDisabled={finalRefusal(view.code)}
      error={view.message}
      className="recruiting-form"
    >
      <p className="recruiting-muted">{t('scorecards.interview', { title: interview.title, when: formatDateTime(interview.ends_at) })}</p>
      {template.length === 0 && <p className="recruiting-hint">{t('scorecards.noTemplate')}</p>}
      {template.map((item) => (
        <RadioGroup
          key={item.competency}
          className="recruiting-score"
          label={item.name}
          orientation="horizontal"
          isRequired
          validationBehavior="aria"
          value={view.form.ratings[item.competency] ? String(view.form.ratings[item.competency]) : null}
          onChange={(value) => actor.send({ type: 'RATE', competency: item.competency, score: Number(value) })}
          isInvalid={Boolean(view.problems[item.competency])}
          description={errorText(item.competency)}
          options={scoreOptions}
        />
      ))}
      <RadioGroup
        label={t('scorecards.recommendation')}
        isRequired
        validationBehavior="aria"
        value={view.form.recommendation}
        onChange={(value) => actor.send({ type: 'RECOMMEND', value: value as Recommendation })}
        isInvalid={Boolean(view.problems.recommendation)}
        description={errorText('recommendation')}
        options={RECOMMENDATIONS.map((id) => ({ id, label: t(`scorecards.rec.${id}`) }))}
      />
      <TextField
        label={t('scorecards.comment')}
        multiline
        value={view.form.comment}
        onChange={(value) => actor.send({ type: 'COMMENT', value })}
        {...problem(view.problems.comment)}
      />
    </FormDialog>
  );
}
