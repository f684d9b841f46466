import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates';
import { Button, toast } from '../../../shared/ui';
import { RECOMMENDATIONS } from './scorecard.machine';
import { ScorecardDialog } from './ScorecardDialog';
import { liveScorecardsMachine } from './live';

/**
 * One application's scorecards on the candidate's page: "Оценить" for each ended interview of the
 * reader's still to score, the summary per competency (average and count) and the recommendations'
 * counts, then each colleague's scorecard the reader may see. An interviewer who has not submitted
 * theirs is told how many colleagues' ones wait (they stay hidden so the first opinion does not steer).
 * `open` is the interview a task or notice asked to score (`?scorecard=<meeting>`, or any of one's own).
 */
export function ScorecardsPart({
  companyId,
  applicationId,
  open,
  onOpened,
}: {
  companyId: string;
  applicationId: string;
  open: string | null;
  onOpened: () => void;
}) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveScorecardsMachine, { input: { companyId, applicationId } });
  const view = useSelector(actor, (s) => ({ answer: s.context.answer, failed: s.matches('failed'), message: s.context.message }));
  const [scoring, setScoring] = useState<string | null>(null);
  const answer = view.answer;
  // One's own interviews that ended and wait for one's scorecard (the server refuses one before the end).
  const toScore = answer ? answer.mine.filter((interview) => !interview.submitted && Date.parse(interview.ends_at) <= Date.now()) : [];
  // A task or notice opens the form once the interview is known to be the reader's and unscored.
  useEffect(() => {
    if (!open || !answer) return;
    const interview = answer.mine.find(
      (item) => !item.submitted && Date.parse(item.ends_at) <= Date.now() && (open === '1' || item.meeting_id === open),
    );
    if (interview) setScoring(interview.meeting_id);
    onOpened();
  }, [open, answer, onOpened]);
  const close = useCallback(
    (submitted: boolean) => {
      setScoring(null);
      if (!submitted) return;
      toast.success(t('scorecards.submitted'));
      actor.send({ type: 'RELOAD' });
    },
    [actor, t],
  );

  if (view.failed)
    return (
      <p role="alert" className="recruiting-error">
        {t('scorecards.failed')} {view.message}
      </p>
    );
  if (!answer || (toScore.length === 0 && answer.scorecards.length === 0 && answer.hidden === 0)) return null;
  const interview = toScore.find((item) => item.meeting_id === scoring);
  const names = new Map(answer.template.map((item) => [item.competency, item.name]));

  return (
    <div className="recruiting-scorecards">
      <h3>{t('scorecards.part')}</h3>
      {toScore.map((item) => (
        <p key={item.meeting_id} className="recruiting-interview">
          {t('scorecards.interview', { title: item.title, when: formatDateTime(item.ends_at) })}{' '}
          <Button
            size="sm"
            variant="secondary"
            onPress={() => setScoring(item.meeting_id)}
            aria-label={t('scorecards.rateOf', { title: item.title })}
          >
            {t('scorecards.rate')}
          </Button>
        </p>
      ))}
      {answer.hidden > 0 && (
        <p className="ui-notice ui-notice--info" role="status">
          {t('scorecards.hidden', { count: answer.hidden })}
        </p>
      )}
      {answer.scorecards.length === 0 ? (
        answer.hidden === 0 && <p className="recruiting-muted">{t('scorecards.none')}</p>
      ) : (
        <>
          <table className="recruiting-table">
            <caption>{t('scorecards.summary')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scorecards.competency')}</th>
                <th scope="col">{t('scorecards.average')}</th>
                <th scope="col">{t('scorecards.count')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.summary.map((row) => (
                <tr key={row.competency}>
                  <th scope="row">{row.name}</th>
                  <td>{row.average ?? '—'}</td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('scorecards.recommendations')}:{' '}
            {RECOMMENDATIONS.map((id) => `${t(`scorecards.rec.${id}`)} — ${answer.recommendations[id]}`).join(', ')}
          </p>
          <ul className="recruiting-plain">
            {answer.scorecards.map((card) => (
              <li key={card.id} className="recruiting-note">
                <p className="recruiting-muted">
                  {t('scorecards.by', { name: card.author.name, at: formatDateTime(card.submitted_at) })}:{' '}
                  <strong>{t(`scorecards.rec.${card.recommendation}`)}</strong>
                </p>
                <ul aria-label={t('scorecards.scores', { name: card.author.name })}>
                  {card.ratings.map((rating) => (
                    <li key={rating.competency}>
                      {names.get(rating.competency) ?? rating.competency}: {rating.score}
                    </li>
                  ))}
                </ul>
                {card.comment && <p className="recruiting-note__text">{card.comment}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      {interview && <ScorecardDialog companyId={companyId} interview={interview} template={answer.template} onClose={close} />}
    </div>
  );
}
