import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, Select } from '../../../shared/ui';
import { liveApplyMachine } from './live';

/** "Добавить на вакансию" on the candidate's page: one of the published vacancies not applied to yet. */
export function ApplyDialog({
  companyId,
  candidateId,
  appliedTo,
  onClose,
}: {
  companyId: string;
  candidateId: string;
  appliedTo: string[];
  /** `added`: an application was made, so the page reads the candidate again. */
  onClose: (added: boolean) => void;
}) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveApplyMachine, { input: { companyId, candidateId, appliedTo } });
  const view = useSelector(actor, (s) => ({
    vacancies: s.context.vacancies,
    vacancyId: s.context.vacancyId,
    problem: s.context.problem,
    message: s.context.message,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    choosing: s.matches('choosing'),
    saving: s.matches('saving'),
    done: s.matches('done'),
  }));
  // Once saved the dialog closes itself; the page reads the candidate again.
  useEffect(() => {
    if (view.done) onClose(true);
  }, [view.done, onClose]);
  const none = view.choosing && view.vacancies.length === 0;

  return (
    <FormDialog
      title={t('apply.title')}
      onCancel={() => onClose(false)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={t('apply.save')}
      isBusy={view.saving}
      busySpinner
      isSubmitDisabled={!view.choosing && !view.saving}
      hideSubmit={none}
      error={view.message}
      loadingLabel={view.loading ? t('apply.loading') : null}
      loadFailed={
        view.failed && (
          <>
            {t('apply.failed')} {view.message}
          </>
        )
      }
      onRetry={() => actor.send({ type: 'RETRY' })}
      retryLabel={t('retry')}
      notice={none ? <p className="recruiting-muted">{t('apply.none')}</p> : undefined}
      asForm
      className="recruiting-form"
    >
      <Select
        label={t('apply.vacancy')}
        isRequired
        items={view.vacancies.map((vacancy) => ({ id: vacancy.id, label: vacancy.name }))}
        value={view.vacancyId || null}
        onChange={(key) => key !== null && actor.send({ type: 'CHOOSE', vacancyId: String(key) })}
        isInvalid={view.problem !== null}
        errorMessage={view.problem ? t('apply.required') : undefined}
        validationBehavior="aria"
      />
    </FormDialog>
  );
}
