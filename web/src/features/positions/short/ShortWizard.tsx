// The short wizard of a vacancy: Car, Criteria, Education and skills, Preview. The
// ten-step wizard hands over to it with the vacancy's id; onDone runs once the vacancy is
// published or sent for approval and the user has read the result.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VacancyView } from '../../../shared/api/positions';
import { useLeaveWarning } from '../../../shared/lib/leave-warning';
import { Button, InlineLoader } from '../../../shared/ui';
import { PreviewDrawer } from '../preview/PreviewDrawer';
import { VacancyDocument } from '../preview/VacancyDocument';
import { CarStep } from './CarStep';
import { CriteriaStep } from './CriteriaStep';
import { liveShortWizardMachine } from './live';
import { shortUnsaved } from './short-wizard.machine';
import { SkillsStep } from './SkillsStep';
import './short.css';

export interface ShortWizardProps {
  companyId: string;
  vacancyId: string;
  onDone: (vacancy: VacancyView) => void;
  /** Back from the first step (to the ten-step wizard); without it the first step has no Back. */
  onBack?: () => void;
  /** The step to start at; null or absent: after the furthest one the vacancy's saves reached. */
  step?: 'car' | 'criteria' | 'skills' | null;
  /** Each step shown (the preview is the last step's), so the page's address can keep it. */
  onStep?: (step: 'car' | 'criteria' | 'skills') => void;
}

const STEPS = ['car', 'criteria', 'skills', 'preview'] as const;
type Step = (typeof STEPS)[number];

export function ShortWizard({ companyId, vacancyId, onDone, onBack, step: startAt = null, onStep }: ShortWizardProps) {
  const { t } = useTranslation('positions-short');
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [snapshot, send] = useMachine(liveShortWizardMachine, { input: { companyId, vacancyId, step: startAt } });
  const { context } = snapshot;
  const step: Step | null = STEPS.find((name) => snapshot.matches(name)) ?? null;
  const busy = snapshot.matches({ car: 'saving' }) || snapshot.matches({ criteria: 'saving' }) || snapshot.matches({ skills: 'saving' });

  const done = useRef(onDone);
  done.current = onDone;
  const reportStep = useRef(onStep);
  reportStep.current = onStep;
  const shownStep = step === null ? null : step === 'preview' ? 'skills' : step;
  useEffect(() => {
    if (shownStep) reportStep.current?.(shownStep);
  }, [shownStep]);
  useLeaveWarning(snapshot.status !== 'done' && shortUnsaved(context, shownStep));
  useEffect(() => {
    if (snapshot.status === 'done' && context.vacancy) done.current(context.vacancy);
  }, [snapshot.status, context.vacancy]);

  // A new step moves focus to its heading, so keyboard and screen reader users start at its top;
  // a closed preview returns focus to the button that opened it.
  const actionsRef = useRef<HTMLDivElement>(null);
  const shown = useRef<Step | null>(null);
  useEffect(() => {
    if (step && step !== 'preview' && shown.current !== null && shown.current !== step) {
      if (shown.current === 'preview') actionsRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      else headingRef.current?.focus();
    }
    if (step) shown.current = step;
  }, [step]);

  if (snapshot.matches('loading')) return <InlineLoader label={t('loading')} />;
  if (snapshot.matches('failed'))
    return (
      <div role="alert" className="short-wizard__problem">
        <p>{t('loadFailed')}</p>
        {context.error && <p>{context.error}</p>}
        <Button onPress={() => send({ type: 'RETRY' })}>{t('actions.retry')}</Button>
      </div>
    );
  if (snapshot.matches('locked') && context.vacancy)
    return (
      <section className="short-wizard" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('locked.title')}</h2>
        <p>{t('locked.text')}</p>
        <VacancyDocument vacancy={context.vacancy} companyName={context.companyName ?? undefined} />
      </section>
    );
  if (!step || !context.vacancy) return null;

  // The drawer opens over the last step, which stays as it was.
  const formStep = step === 'preview' ? 'skills' : step;
  const index = STEPS.indexOf(step);
  const stepProps = { context, send, busy: busy || step === 'preview' };
  return (
    <section className="short-wizard" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <ol className="short-wizard__steps" aria-label={t('steps.label')}>
        {STEPS.map((name, position) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={position < index ? 'short-wizard__step--done' : undefined}
          >
            <span className="short-wizard__step-number" aria-hidden="true">
              {position + 1}
            </span>
            {t(`steps.${name}`)}
            {position < index && <span className="visually-hidden">, {t('steps.done')}</span>}
          </li>
        ))}
      </ol>
      <h3 ref={headingRef} tabIndex={-1} className="short-wizard__step-title">
        <span className="short-wizard__count">{t('stepOf', { current: STEPS.indexOf(formStep) + 1, total: STEPS.length })}</span>{' '}
        {t(`steps.${formStep}`)}
      </h3>
      {context.error && (
        <p role="alert" className="short-wizard__problem">
          {context.error}
        </p>
      )}
      <form
        className="short-wizard__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!stepProps.busy) send({ type: 'NEXT' });
        }}
      >
        {formStep === 'car' && <CarStep {...stepProps} />}
        {formStep === 'criteria' && <CriteriaStep {...stepProps} />}
        {formStep === 'skills' && <SkillsStep {...stepProps} />}
        <div className="short-wizard__actions" ref={actionsRef}>
          {formStep === 'car' ? (
            onBack && (
              <Button isDisabled={stepProps.busy} onPress={onBack}>
                {t('actions.back')}
              </Button>
            )
          ) : (
            <Button isDisabled={stepProps.busy} onPress={() => send({ type: 'BACK' })}>
              {t('actions.back')}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={busy} isDisabled={step === 'preview'}>
            {busy ? t('actions.saving') : formStep === 'skills' ? t('actions.toPreview') : t('actions.next')}
          </Button>
        </div>
      </form>
      {step === 'preview' && (
        <PreviewDrawer
          companyId={companyId}
          vacancy={context.vacancy}
          companyName={context.companyName ?? undefined}
          onClose={() => send({ type: 'BACK' })}
          onSent={(vacancy) => send({ type: 'SENT', vacancy })}
        />
      )}
    </section>
  );
}
