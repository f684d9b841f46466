import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { DateField, DateInput, DateSegment, FieldError, Label } from 'react-aria-components/DateField';
import { useTranslation } from 'react-i18next';
import { calendarDay } from '../../../shared/lib/calendar-day';
import { formatDate } from '../../../shared/lib/dates';
import { Button, Checkbox, Icon, InlineLoader } from '../../../shared/ui';
import { CloseQuestion } from '../approval/CloseQuestion';
import { liveOpeningMachine } from './live';
import { addDays, localToday, OPENING_CLOSE_MESSAGE_MAX, OPENING_DAYS_MAX, type DayProblem } from './opening.machine';
import './opening.css';

/**
 * The opening of a published vacancy on its screen (docs/careers.md, "Opening a vacancy"): whether
 * it takes applications and until when, whether /jobs lists it, its public page, the form that
 * opens it (or sets new dates) and the closing, which asks what to tell the open applicants. Shown
 * only to a member with the right "vacancies" of a verified company (the screen decides).
 */
export function OpeningPanel({ companyId, vacancyId }: { companyId: string; vacancyId: string }) {
  const { t } = useTranslation('vacancies');
  const { t: tc } = useTranslation('common');
  const actor = useActorRef(liveOpeningMachine, { input: { companyId, vacancyId, today: localToday() } });
  const view = useSelector(actor, (s) => ({
    value: typeof s.value === 'string' ? s.value : 'loading',
    opening: s.context.opening,
    form: s.context.form,
    problem: s.context.problem,
    message: s.context.message,
    today: s.context.today,
  }));
  const [closing, setClosing] = useState(false);
  const dayText = (problem: DayProblem | null) =>
    problem === null
      ? undefined
      : typeof problem === 'object'
        ? problem.text
        : problem === 'range'
          ? t('opening.dayRange', { days: OPENING_DAYS_MAX })
          : tc('validation.date');

  if (view.value === 'loading') {
    return (
      <section className="positions-card" aria-labelledby="opening-title" aria-busy="true">
        <h2 id="opening-title" className="positions-card__title">
          {t('opening.title')}
        </h2>
        <InlineLoader label={t('opening.loading')} />
      </section>
    );
  }
  if (view.value === 'failed') {
    return (
      <section className="positions-card" aria-labelledby="opening-title">
        <h2 id="opening-title" className="positions-card__title">
          {t('opening.title')}
        </h2>
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <p>{view.message}</p>
        </div>
        <Button variant="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
          {t('opening.retry')}
        </Button>
      </section>
    );
  }

  const { opening } = view;
  const isOpen = opening?.open === true;
  const busy = view.value === 'opening' || view.value === 'closing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'OPEN' });
  };
  return (
    <section className="positions-card opening-panel" aria-labelledby="opening-title">
      <h2 id="opening-title" className="positions-card__title">
        {t('opening.title')}
      </h2>
      <p className="opening-panel__state" role="status" data-open={isOpen}>
        {isOpen
          ? t(opening.public ? 'opening.openPublic' : 'opening.openHidden', { date: formatDate(opening.valid_through) })
          : opening
            ? t('opening.closed')
            : t('opening.never')}
      </p>
      {opening && (
        <p>
          {t('opening.link')}{' '}
          <a href={opening.url} target="_blank" rel="noopener noreferrer">
            {`${window.location.origin}${opening.url}`}
            <span className="visually-hidden"> {tc('devMessages.newTab')}</span>
          </a>
        </p>
      )}
      {view.message && (
        <p className="ui-field__error" role="alert">
          {view.message}
        </p>
      )}
      <form className="opening-panel__form" onSubmit={submit} noValidate>
        <DateField
          className="ui-field"
          isRequired
          value={calendarDay(view.form.validThrough)}
          minValue={calendarDay(view.today) ?? undefined}
          maxValue={calendarDay(addDays(view.today, OPENING_DAYS_MAX)) ?? undefined}
          onChange={(value) => actor.send({ type: 'SET_DATE', value: value ? value.toString() : '' })}
          isInvalid={view.problem !== null}
          isDisabled={busy}
          validationBehavior="aria"
        >
          <Label className="ui-field__label">{t('opening.validThrough')}</Label>
          <DateInput className="ui-input opening-panel__date">{(segment) => <DateSegment segment={segment} />}</DateInput>
          <FieldError className="ui-field__error">{dayText(view.problem)}</FieldError>
        </DateField>
        <Checkbox isSelected={view.form.public} isDisabled={busy} onChange={(value) => actor.send({ type: 'SET_PUBLIC', value })}>
          {t('opening.public')}
        </Checkbox>
        <div className="positions-actions">
          <Button variant="primary" type="submit" isPending={view.value === 'opening'} isDisabled={busy}>
            {isOpen ? t('opening.update') : t('opening.open')}
          </Button>
          {isOpen && (
            <Button variant="danger" isPending={view.value === 'closing'} isDisabled={busy} onPress={() => setClosing(true)}>
              {t('opening.close')}
            </Button>
          )}
        </div>
      </form>
      <CloseQuestion
        title={t('opening.closeTitle')}
        text={t('opening.closeText')}
        confirm={t('opening.closeConfirm')}
        maxLength={OPENING_CLOSE_MESSAGE_MAX}
        isOpen={closing && isOpen}
        onCancel={() => setClosing(false)}
        onConfirm={(message) => {
          setClosing(false);
          actor.send({ type: 'CLOSE', message });
        }}
      />
    </section>
  );
}
