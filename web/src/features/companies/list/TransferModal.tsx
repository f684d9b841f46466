import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_OPTIONS, type TransferOffer, type TransferOption } from '../../../shared/api/company-list';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { Button, Modal, Select, TextField } from '../../../shared/ui';
import { CompanyActionModal } from './CompanyActionModal';
import { transferMachine } from './transfer.machine';

/**
 * The owner's transfer of a company: the recipient's e-mail and one of the three
 * options, then the SMS code as for deleting (CompanyActionModal with action `transfer`), whose
 * confirmation makes the offer. `onClose` gets the e-mail once the offer went out (the list moves
 * the company to the Transferred tab), or null when the owner cancelled.
 */
export function TransferModal({ company, onClose }: { company: { id: string; name: string }; onClose: (sentTo: string | null) => void }) {
  const [offer, setOffer] = useState<TransferOffer | null>(null);
  const confirmed = useCallback((done: boolean) => onClose(done && offer ? offer.email : null), [offer, onClose]);
  const ready = useCallback((next: TransferOffer | null) => (next ? setOffer(next) : onClose(null)), [onClose]);
  if (offer) return <CompanyActionModal target={{ id: company.id, name: company.name, action: 'transfer', offer }} onClose={confirmed} />;
  return <TransferForm company={company} onDone={ready} />;
}

function TransferForm({ company, onDone }: { company: { id: string; name: string }; onDone: (offer: TransferOffer | null) => void }) {
  const { t } = useTranslation('companies-list');
  const fieldProblem = useFieldProblem();
  const actor = useActorRef(transferMachine);
  const view = useSelector(actor, (s) => ({ values: s.context.values, errors: s.context.errors, status: s.status, output: s.output }));
  useEffect(() => {
    if (view.status === 'done') onDone(view.output?.offer ?? null);
  }, [view.status, view.output, onDone]);

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
          <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
            {t('transfer.cancel')}
          </Button>
          <Button variant="primary" form="company-transfer-form" type="submit">
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
