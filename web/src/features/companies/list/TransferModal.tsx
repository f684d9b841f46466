import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_OPTIONS, type TransferOption } from '../../../shared/api/company-list';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { Button, Modal, Select, TextField } from '../../../shared/ui';
import { liveTransferMachine } from './live';

/**
 * The owner's transfer of a company (spec 001 §6): the recipient's e-mail and one of the three
 * options. `onClose` gets the e-mail once the offer went out (the list moves the company to the
 * Transferred tab), or null when the owner cancelled.
 */
export function TransferModal({ company, onClose }: { company: { id: string; name: string }; onClose: (sentTo: string | null) => void }) {
  const { t } = useTranslation('companies-list');
  const fieldProblem = useFieldProblem();
  const actor = useActorRef(liveTransferMachine, { input: { companyId: company.id } });
  const view = useSelector(actor, (s) => ({ values: s.context.values, errors: s.context.errors, message: s.context.message, sending: s.matches('sending'), status: s.status, output: s.output }));
  useEffect(() => {
    if (view.status === 'done') onClose(view.output?.sent ? view.output.email : null);
  }, [view.status, view.output, onClose]);

  const options = TRANSFER_OPTIONS.map((id) => ({ id, label: t(`transfer.options.${id}`) }));
  return (
    <Modal
      title={t('transfer.title', { name: company.name })}
      size="md"
      isOpen={view.status !== 'done'}
      isDismissable={false}
      onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}
      footer={() => (
        <>
          <Button variant="secondary" isDisabled={view.sending} onPress={() => actor.send({ type: 'CANCEL' })}>
            {t('transfer.cancel')}
          </Button>
          <Button variant="primary" form="company-transfer-form" type="submit" isPending={view.sending}>
            {t('transfer.submit')}
          </Button>
        </>
      )}
    >
      <form
        id="company-transfer-form"
        className="companies-list__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <p>{t('transfer.text')}</p>
        {view.message && (
          <p className="ui-notice ui-notice--error" role="alert">
            {view.message}
          </p>
        )}
        <TextField
          label={t('transfer.email')}
          type="email"
          autoComplete="off"
          autoFocus
          isRequired
          value={view.values.email}
          onChange={(value) => actor.send({ type: 'CHANGE_EMAIL', value })}
          {...fieldProblem(view.errors.email)}
        />
        <Select
          label={t('transfer.option')}
          placeholder={t('transfer.choose')}
          items={options}
          isRequired
          selectedKey={view.values.option}
          onSelectionChange={(key) => key && actor.send({ type: 'CHOOSE_OPTION', value: key as TransferOption })}
          {...fieldProblem(view.errors.option)}
        />
      </form>
    </Modal>
  );
}
