import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyListAction, TransferOffer } from '../../../shared/api/company-list';
import { CodeEntryForm, useCodeEntry } from '../../../shared/forms/CodeEntryForm';
import { Button, ButtonLink, InlineLoader, Modal } from '../../../shared/ui';
import { liveCompanyActionMachine } from './live';

export type CompanyActionTarget = { id: string; name: string } & (
  | { action: CompanyListAction }
  | { action: 'transfer'; offer: TransferOffer }
);

/**
 * The SMS-code modal of archive, restore, delete and transfer: archive, restore and delete first
 * ask whether the member means it and send the code only then (a transfer was asked on its form); the 6 digits, "send again" after 90 s, the server's reasons (wrong, expired, too
 * many attempts, no confirmed phone with a link to the profile; for a transfer also a refused
 * recipient), then a success dialog. `onClose` tells the list whether the action was done, so the
 * company leaves the list.
 */
export function CompanyActionModal({
  target,
  onClose,
}: {
  target: CompanyActionTarget;
  onClose: (done: boolean, refused: string | null) => void;
}) {
  const { t } = useTranslation('companies-list');
  // The target is fixed for the modal's life (the list keys the modal by company and action).
  const machine = useMemo(() => liveCompanyActionMachine(target.id, target), [target]);
  const actor = useActorRef(machine, { input: { companyId: target.id, action: target.action } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const codeStep = state.children.code;
  const entry = useCodeEntry(codeStep);
  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClose(state.output?.done ?? false, state.output?.refused ?? null);
  }, [finished, onClose, state.output]);

  const succeeded = state.matches('succeeded');
  const confirming = entry?.confirming ?? false;
  const texts = { name: target.name, email: target.action === 'transfer' ? target.offer.email : '' };
  if (succeeded) {
    return (
      <Modal
        title={t('done.title')}
        size="sm"
        isOpen
        onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
        footer={() => (
          <Button variant="primary" autoFocus onPress={() => actor.send({ type: 'CLOSE' })}>
            {t('done.close')}
          </Button>
        )}
      >
        <p role="status" className="companies-list__done">
          {t(`done.${target.action}`, texts)}
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      title={t(`code.title.${target.action}`)}
      size="sm"
      isOpen={!finished}
      isDismissable={false}
      onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}
      footer={() => (
        <>
          <Button variant="secondary" isDisabled={confirming} onPress={() => actor.send({ type: 'CANCEL' })}>
            {t('code.cancel')}
          </Button>
          {state.matches('asking') && (
            <Button variant={target.action === 'delete' ? 'danger' : 'primary'} autoFocus onPress={() => actor.send({ type: 'CONFIRM' })}>
              {t('code.send')}
            </Button>
          )}
          {state.matches('active') && (
            <Button
              variant={target.action === 'delete' ? 'danger' : 'primary'}
              form="company-action-form"
              type="submit"
              isPending={confirming}
            >
              {t('code.confirm')}
            </Button>
          )}
        </>
      )}
    >
      {target.action === 'delete' && <p className="companies-list__warning">{t('code.deleteWarning')}</p>}
      {target.action === 'transfer' && target.offer.option === 'no_access' && (
        <p className="companies-list__warning">{t('code.noAccessWarning')}</p>
      )}
      {state.matches('asking') && target.action !== 'transfer' && <p>{t(`code.ask.${target.action}`, texts)}</p>}
      {state.matches('sending') && <InlineLoader label={t('code.sending')} />}
      {state.matches('sendFailed') && (
        <div className="ui-notice ui-notice--error" role="alert">
          <div>
            <p>{state.context.error}</p>
            {state.context.phoneRequired ? (
              <ButtonLink size="sm" href="/settings/myCompanies">
                {t('code.toProfile')}
              </ButtonLink>
            ) : (
              <Button size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
                {t('code.retry')}
              </Button>
            )}
          </div>
        </div>
      )}
      {state.matches('active') && entry && (
        <CodeEntryForm
          id="company-action-form"
          className="companies-list__code"
          codeStep={codeStep}
          entry={entry}
          intro={t(`code.sent.${target.action}`, texts)}
          label={t('code.label')}
        />
      )}
    </Modal>
  );
}
