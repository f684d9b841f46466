import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, InlineLoader, Modal, Select } from '../../../shared/ui';
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
    <Modal
      title={t('apply.title')}
      isOpen
      isDismissable={!view.saving}
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      footer={(dismiss) => (
        <>
          <Button variant="secondary" onPress={dismiss} isDisabled={view.saving}>
            {t('cancel')}
          </Button>
          {!none && (
            <Button
              variant="primary"
              onPress={() => actor.send({ type: 'SUBMIT' })}
              isPending={view.saving}
              isDisabled={!view.choosing && !view.saving}
            >
              {t('apply.save')}
            </Button>
          )}
        </>
      )}
    >
      {view.loading && <InlineLoader label={t('apply.loading')} />}
      {view.failed && (
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>
              {t('apply.failed')} {view.message}
            </p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          </div>
        </div>
      )}
      {none && <p className="recruiting-muted">{t('apply.none')}</p>}
      {(view.choosing || view.saving) && !none && (
        <form
          className="recruiting-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
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
          {view.message && (
            <p role="alert" className="recruiting-error">
              {view.message}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
