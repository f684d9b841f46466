import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenStep } from '../../../shared/api/positions';
import { useLeaveWarning } from '../../../shared/lib/leave-warning';
import { Button, InlineLoader } from '../../../shared/ui';
import { AgeStep, CompetenciesStep, ConditionsStep, ExperienceStep, PersonalStep, RequirementsStep, SpecificsStep } from './DetailSteps';
import { EducationStep } from './EducationStep';
import { livePickerMachine, livePositionWizardMachine } from './live';
import type { ShortStep } from './position-wizard.machine';
import { MainStep } from './MainStep';
import { ReviewStep } from './ReviewStep';
import { TEN_STEPS, type PickField, type WizardForm } from './vacancy-form';
import './positions.css';

export interface AfterReviewProps {
  companyId: string;
  vacancyId: string;
  onDone: () => void;
  /** The step to start at; null: where the vacancy's saves got to. */
  step: ShortStep | null;
  /** Each step shown, for the address. */
  onStep: (step: ShortStep) => void;
  /** Back from its first step: the review of the ten steps. */
  onBack: () => void;
}

export interface PositionWizardProps {
  companyId: string;
  /** A vacancy to continue; without it the first save creates one. */
  vacancyId?: string | null;
  /** The step the address asks for (a ten-step or short wizard step); it opens when the vacancy's saves reach it. */
  step?: string | null;
  /** Where the wizard is (the vacancy and its step), each time it changes: the page keeps it in the address. */
  onPlace?: (place: { vacancyId: string; step: string }) => void;
  /** Back on the first step: the page shows the previous stage (departments). */
  onBack?: () => void;
  /** What follows the saved review: the app passes the short wizard (features/positions/short). */
  afterReview?: (props: AfterReviewProps) => ReactNode;
  /** The whole position stage is finished. */
  onDone?: () => void;
}

/** The ten-step position (vacancy) wizard of spec 001 §2 — the position stage of /add-vacancy. */
export function PositionWizard({
  companyId,
  vacancyId = null,
  step: askedStep = null,
  onBack,
  onPlace,
  afterReview,
  onDone,
}: PositionWizardProps) {
  const { t } = useTranslation('positions');
  const callbacks = useRef({ onBack, onPlace });
  callbacks.current = { onBack, onPlace };
  const machine = useMemo(() => livePositionWizardMachine.provide({ actions: { leave: () => callbacks.current.onBack?.() } }), []);
  const actor = useActorRef(machine, { input: { companyId, vacancyId, step: askedStep } });
  const view = useSelector(actor, (s) => ({
    ...s.context,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    saving: s.matches({ ready: { form: 'saving' } }),
    creating: s.matches({ ready: { form: 'creatingPosition' } }),
    handedOver: s.matches({ ready: { form: 'handedOver' } }),
    catalogue: (s.matches({ ready: { catalogue: 'loading' } })
      ? 'loading'
      : s.matches({ ready: { catalogue: 'failed' } })
        ? 'failed'
        : 'idle') as 'idle' | 'loading' | 'failed',
  }));
  useLeaveWarning(view.dirty);
  // The address follows the vacancy and its step (the short wizard reports its own steps).
  useEffect(() => {
    if (view.loading || view.handedOver || !view.vacancyId) return;
    callbacks.current.onPlace?.({ vacancyId: view.vacancyId, step: view.step });
  }, [view.loading, view.handedOver, view.vacancyId, view.step]);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // A new step moves the focus to its heading, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the hand-over are what the effect follows, not what it reads.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [view.step, view.handedOver]);

  // The stage keeps its title (level 2, as the company and department stages); steps are level 3.
  const stage = (content: ReactNode) => (
    <section className="pos-step" aria-labelledby="pos-stage-title" aria-busy={view.loading || view.saving}>
      <h2 id="pos-stage-title">{t('title')}</h2>
      {content}
    </section>
  );
  if (view.loading) return stage(<InlineLoader />);
  if (view.failed || !view.lists)
    return stage(
      <div role="alert">
        <p>{t('loadFailed')}</p>
        {view.error && <p>{view.error}</p>}
        <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('actions.retry')}</Button>
      </div>,
    );
  if (view.handedOver && view.vacancyId) {
    const done = () => onDone?.();
    const handedOverId = view.vacancyId;
    const next: AfterReviewProps = {
      companyId,
      vacancyId: handedOverId,
      onDone: done,
      step: view.shortStep,
      onStep: (shortStep) => callbacks.current.onPlace?.({ vacancyId: handedOverId, step: shortStep }),
      onBack: () => actor.send({ type: 'BACK' }),
    };
    return stage(
      <>
        <h3 ref={heading} tabIndex={-1} className="pos-visually-hidden">
          {t('review.done')}
        </h3>
        {afterReview ? afterReview(next) : <p role="status">{t('review.done')}</p>}
      </>,
    );
  }

  const step = view.step;
  const index = TEN_STEPS.indexOf(step as (typeof TEN_STEPS)[number]);
  const lists = view.lists;
  const change = (field: keyof WizardForm, value: unknown) => actor.send({ type: 'CHANGE', field, value });
  const onPicked = (field: PickField, items: { id: number; name: string }[]) => actor.send({ type: 'PICKED', field, items });
  const common = { form: view.form, problems: view.problems, change, lists };
  const picking = { ...common, names: view.names, positions: view.positions, picker: livePickerMachine, onPicked };

  return stage(
    <>
      <p className="pos-muted">{t('steps.step', { step: index + 1, total: TEN_STEPS.length })}</p>
      <ol className="pos-steps" aria-label={t('steps.label')}>
        {TEN_STEPS.map((s: TenStep, i) => (
          <li key={s} data-done={i < index || undefined} aria-current={s === step ? 'step' : undefined}>
            {t(`steps.${s}`)}
          </li>
        ))}
      </ol>
      <h3 ref={heading} tabIndex={-1} className="pos-step__title">
        {t(`steps.${step}`)}
      </h3>
      {step === 'main' && (
        <MainStep
          {...common}
          departments={view.departments}
          offices={view.offices}
          positions={view.positions}
          catalogue={view.catalogue}
          categories={view.categories}
          categoryId={view.categoryId}
          onCategory={(id) => actor.send({ type: 'CATEGORY', id })}
          creating={view.creating}
          names={view.names}
          picker={livePickerMachine}
          onDepartment={(id) => actor.send({ type: 'DEPARTMENT', id })}
          onPosition={(id) => actor.send({ type: 'POSITION', id })}
          onNewPosition={(name) => actor.send({ type: 'NEW_POSITION', name })}
          onPicked={(items) => onPicked('functionality', items)}
        />
      )}
      {step === 'requirements' && <RequirementsStep {...picking} />}
      {step === 'competencies' && <CompetenciesStep {...picking} />}
      {step === 'conditions' && <ConditionsStep {...common} />}
      {step === 'specifics' && <SpecificsStep {...common} />}
      {step === 'age' && <AgeStep {...common} />}
      {step === 'education' && <EducationStep {...common} universities={view.universities} />}
      {step === 'experience' && <ExperienceStep {...common} />}
      {step === 'personal' && <PersonalStep {...common} />}
      {step === 'review' && (
        <ReviewStep
          form={view.form}
          names={view.names}
          lists={lists}
          departments={view.departments}
          offices={view.offices}
          onEdit={(s) => actor.send({ type: 'GOTO', step: s })}
        />
      )}
      {view.error && (
        <p className="ui-field__error" role="alert">
          {view.error}
        </p>
      )}
      <div className="pos-actions">
        <Button variant="ghost" isDisabled={view.saving} onPress={() => actor.send({ type: 'BACK' })}>
          {t('actions.back')}
        </Button>
        <Button variant="primary" isPending={view.saving} onPress={() => actor.send({ type: 'SUBMIT' })}>
          {t('actions.save')}
        </Button>
      </div>
    </>,
  );
}
