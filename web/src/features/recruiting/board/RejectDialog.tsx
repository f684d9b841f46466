import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, Icon, InlineLoader, RadioGroup, Select, TextField } from '../../../shared/ui';
import type { StaleApplication } from '../../../shared/api/recruiting';
import { fullName, reasonsBySide, type BoardCard, type LetterTiming } from '../model';
import { liveRejectMachine } from './live';

const TIMINGS: readonly LetterTiming[] = ['now', 'next-morning', 'none'];

/** The reject dialog of a card: reason (ours or theirs), the letter from its template, when to send it. */
export function RejectDialog({
  companyId,
  card,
  onClose,
  onMoved,
}: {
  companyId: string;
  card: BoardCard;
  onClose: (rejected: boolean) => void;
  /** A colleague moved the card meanwhile: where it stands now (the board shows it there). */
  onMoved?: (now: StaleApplication) => void;
}) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveRejectMachine, { input: { companyId, application: { id: card.id, version: card.version } } });
  const view = useSelector(actor, (s) => ({
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    filling: s.matches({ editing: 'filling' }),
    sending: s.matches('sending'),
    done: s.matches('done'),
    reasons: s.context.reasons,
    reasonId: s.context.reasonId,
    letter: s.context.letter,
    timing: s.context.timing,
    problem: s.context.problem,
    message: s.context.message,
    movedTo: s.context.movedTo,
  }));
  useEffect(() => {
    if (view.done) onClose(true);
  }, [view.done, onClose]);
  // Told once per refusal (the callback may be a new function each render of the board).
  const told = useRef(onMoved);
  told.current = onMoved;
  useEffect(() => {
    if (view.movedTo) told.current?.(view.movedTo);
  }, [view.movedTo]);
  const name = fullName(card.candidate);
  const { ours, theirs } = reasonsBySide(view.reasons);
  const options = [
    ...ours.map((reason) => ({ id: String(reason.id), label: `${t('reject.ours')}: ${reason.name}` })),
    ...theirs.map((reason) => ({ id: String(reason.id), label: `${t('reject.theirs')}: ${reason.name}` })),
  ];
  const withLetter = view.timing !== 'none';

  return (
    <FormDialog
      title={t('reject.title', { name })}
      size="lg"
      onCancel={() => onClose(false)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={view.sending ? t('reject.sending') : t('reject.submit')}
      isBusy={view.sending}
      isSubmitDisabled={view.loading || view.failed || view.filling}
      error={view.message}
      loadingLabel={view.loading ? t('reject.loading') : null}
      loadFailed={
        view.failed && (
          <>
            {t('reject.failed')} {view.message}
          </>
        )
      }
      onRetry={() => actor.send({ type: 'RETRY' })}
      retryLabel={t('retry')}
      className="recruiting-form"
    >
      <Select
        label={t('reject.reason')}
        items={options}
        value={view.reasonId || null}
        onChange={(key) => {
          if (key !== null) actor.send({ type: 'REASON', reasonId: String(key) });
        }}
        isInvalid={view.problem === 'reason'}
        errorMessage={view.problem === 'reason' ? t('reject.reasonRequired') : undefined}
        isRequired
      />
      <RadioGroup
        label={t('reject.timing')}
        value={view.timing}
        onChange={(value) => actor.send({ type: 'TIMING', timing: value as LetterTiming })}
        options={TIMINGS.map((timing) => ({ id: timing, label: t(`reject.when.${timing}`) }))}
      />
      {view.filling && <InlineLoader label={t('reject.filling')} />}
      {withLetter && view.reasonId && !view.filling && (
        <>
          <TextField
            label={t('reject.subject')}
            value={view.letter.subject}
            onChange={(value) => actor.send({ type: 'SUBJECT', value })}
            isInvalid={view.problem === 'letter' && !view.letter.subject.trim()}
            errorMessage={t('reject.letterRequired')}
            validationBehavior="aria"
          />
          <TextField
            label={t('reject.body')}
            multiline
            value={view.letter.body}
            onChange={(value) => actor.send({ type: 'BODY', value })}
            isInvalid={view.problem === 'letter' && !view.letter.body.trim()}
            errorMessage={t('reject.letterRequired')}
            validationBehavior="aria"
          />
        </>
      )}
      {view.movedTo && (
        <div className="ui-notice ui-notice--warning" role="alert">
          <Icon name="alert" />
          <p>{t('reject.moved', { name, stage: view.movedTo.stage.name })}</p>
        </div>
      )}
    </FormDialog>
  );
}
