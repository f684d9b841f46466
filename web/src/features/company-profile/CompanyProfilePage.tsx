import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useLeaveWarning } from '../../shared/lib/leave-warning';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { useCompanyActions } from '../../shared/session/company-actions';
import { Button, InlineLoader, Modal } from '../../shared/ui';
import type { departmentMachine } from './department/department.machine';
import { DepartmentStage } from './department/DepartmentStage';
import { liveCompanyProfileMachine } from './live';
import { maySaveStep } from './wizard/company-profile.machine';
import { ProgressList, type Stage } from './ProgressList';
import { ReadOnlyProfile } from './ReadOnlyProfile';
import { ContactsStep } from './wizard/ContactsStep';
import { STEPS, type Step } from './wizard/profile-form';
import { GeneralStep, ManagementStep, MissionStep, StructureStep } from './wizard/StepForms';
import { placeOf, searchForPosition, searchForStage } from './wizard-place';
import './company-profile.css';

/**
 * What the position stage is given: the company, the vacancy to continue (?vacancy=) and its step
 * (?step=), the way back, and `onPlace`, by which the stage tells where it is (the address keeps it).
 */
export interface PositionStageProps {
  companyId: string;
  vacancyId: string | null;
  step: string | null;
  onBack: () => void;
  onPlace: (place: { vacancyId: string; step: string }) => void;
}

export interface CompanyProfilePageProps {
  /** The position stage (the positions feature's wizard), composed by the app: a feature never imports another. */
  positionStage?: (props: PositionStageProps) => ReactNode;
}

/** /add-vacancy, "New vacancy": the company, department and position profile stages. */
export function CompanyProfilePage({ positionStage }: CompanyProfilePageProps = {}) {
  const { t } = useTranslation('company-profile');
  usePageTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const place = placeOf(search);
  const actor = useActorRef(liveCompanyProfileMachine, { input: { openPositions: place.openPositions } });
  const { can } = useCompanyActions();
  const view = useSelector(actor, (s) => ({
    ...s.context,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    readOnly: s.matches('readOnly'),
    saving: s.matches({ company: { form: 'saving' } }) || s.matches({ company: { form: 'advancing' } }),
    confirming: s.matches({ company: { form: 'confirmingReverification' } }),
    stage: (s.matches('department') ? 'department' : s.matches('position') ? 'position' : 'company') as Stage,
    departments: s.children.departments as ActorRefFrom<typeof departmentMachine> | undefined,
  }));
  useLeaveWarning(view.dirty);
  // The address follows the stage on screen, so a reload returns to it (wizard-place.ts).
  const settled = !view.loading && !view.failed;
  useEffect(() => {
    if (!settled) return;
    const next = searchForStage(search, view.stage);
    if (next) setSearch(next, { replace: true });
  }, [settled, view.stage, search, setSearch]);
  const onPlace = ({ vacancyId, step }: { vacancyId: string; step: string }) => {
    const next = searchForPosition(search, vacancyId, step);
    if (next) setSearch(next, { replace: true });
  };

  let content: ReactNode;
  if (view.loading) content = <InlineLoader />;
  else if (view.failed)
    content = (
      <div role="alert" className="profile-step">
        <p>{t('loadFailed')}</p>
        {view.error && <p>{view.error}</p>}
        <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('actions.retry')}</Button>
      </div>
    );
  else if (view.readOnly)
    content = (
      <>
        <ReadOnlyProfile values={view.values} lists={view.lists} policy={view.policy} />
        {view.info?.can_write_vacancies && (
          <div className="profile-step__actions">
            <Button variant="primary" onPress={() => actor.send({ type: 'POSITIONS' })}>
              {t('actions.toPositions')}
            </Button>
          </div>
        )}
      </>
    );
  else if (view.stage === 'department' && view.departments) content = <DepartmentStage actor={view.departments} />;
  else if (view.stage === 'position' && positionStage)
    content = positionStage({
      companyId: view.companyId,
      vacancyId: place.vacancyId,
      step: place.step,
      onBack: () => actor.send({ type: 'BACK' }),
      onPlace,
    });
  else if (view.stage === 'position')
    content = (
      <section className="profile-step" aria-labelledby="position-title">
        <h2 id="position-title">{t('position.title')}</h2>
        <p>{t('position.text')}</p>
        <div className="profile-step__actions">
          <Button variant="ghost" onPress={() => actor.send({ type: 'BACK' })}>
            {t('actions.back')}
          </Button>
        </div>
      </section>
    );
  else if (view.lists) {
    const step = view.step;
    // Each part of a step is open to whom the member's actions say (the Structure step's department
    // list is `departments`', its other fields `company-profile`'s; likewise the Contacts' offices):
    // the rest is shown read-only, so a save never changes what the server would refuse.
    const may = can;
    const partly =
      (step === 'structure' && may('editProfile') !== may('manageDepartments')) ||
      (step === 'contacts' && may('editProfile') !== may('manageAddresses'));
    const change = (field: string, value: unknown) => actor.send({ type: 'CHANGE', step, field, value });
    const common = {
      problems: view.problems,
      lists: view.lists,
      change,
      onListItem: (list: keyof typeof view.lists, item: { id: number; name: string; type: string }) =>
        actor.send({ type: 'LIST_ITEM_ADDED', list, item }),
    };
    const index = STEPS.indexOf(step);
    content = (
      <section className="profile-step" aria-labelledby="step-title">
        <p className="profile-step__count">{t('steps.step', { step: index + 1, total: STEPS.length })}</p>
        <ol className="profile-steps" aria-label={t('steps.label')}>
          {STEPS.map((s: Step, i) => (
            <li key={s} data-done={i < index || undefined} aria-current={s === step ? 'step' : undefined}>
              {t(`steps.${s}`)}
            </li>
          ))}
        </ol>
        <h2 id="step-title">{t(`steps.${step}`)}</h2>
        {!maySaveStep(step, view.info) && <p className="profile-step__notice">{t('steps.notYours')}</p>}
        {partly && <p className="profile-step__notice">{t('steps.partlyYours')}</p>}
        {step === 'general' && <GeneralStep values={view.values.general} problems={view.problems} change={change} options={view.options} />}
        {step === 'structure' && (
          <StructureStep
            {...common}
            values={view.values.structure}
            mayEditProfile={may('editProfile')}
            mayManageDepartments={may('manageDepartments')}
          />
        )}
        {step === 'contacts' && (
          <ContactsStep
            values={view.values.contacts}
            problems={view.problems}
            change={change}
            mayEditProfile={may('editProfile')}
            mayManageAddresses={may('manageAddresses')}
          />
        )}
        {step === 'management' && (
          <ManagementStep
            {...common}
            values={view.values.management}
            policy={view.policy}
            policyError={view.policyError}
            onUpload={(file) => actor.send({ type: 'UPLOAD', file })}
            onRemove={(name) => actor.send({ type: 'REMOVE_FILE', name })}
            mayManageDocuments={may('manageHrDocuments')}
          />
        )}
        {step === 'mission' && <MissionStep {...common} values={view.values.mission} />}
        {view.error && (
          <p className="ui-field__error" role="alert">
            {view.error}
          </p>
        )}
        <div className="profile-step__actions">
          {index > 0 && (
            <Button variant="ghost" isDisabled={view.saving} onPress={() => actor.send({ type: 'BACK' })}>
              {t('actions.back')}
            </Button>
          )}
          <Button variant="primary" isPending={view.saving} onPress={() => actor.send({ type: 'SUBMIT' })}>
            {t('actions.save')}
          </Button>
        </div>
        <Modal
          title={t('reverify.title')}
          size="sm"
          role="alertdialog"
          isOpen={view.confirming}
          onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}
          footer={() => (
            <>
              <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
                {t('reverify.cancel')}
              </Button>
              <Button variant="primary" onPress={() => actor.send({ type: 'CONFIRM' })}>
                {t('reverify.confirm')}
              </Button>
            </>
          )}
        >
          <p>{t('reverify.text')}</p>
        </Modal>
      </section>
    );
  }

  return (
    <div className="profile-page">
      <h1 className="profile-page__title">{t('title')}</h1>
      <div className="profile-page__layout">
        <ProgressList active={view.stage} />
        <div className="profile-page__main">{content}</div>
      </div>
    </div>
  );
}
