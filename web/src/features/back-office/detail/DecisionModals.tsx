import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASONS, REJECTION_REASON_NAMES, type RejectReason } from '../../../shared/api/verification';
import { normalizeLanguage } from '../../../shared/i18n/languages';
import { Button, Modal, Select, TextField } from '../../../shared/ui';

/**
 * Rejection (docs/verification.md, "Decisions"): a preset reason plus a free text; the text is required
 * for "other". The owner reads both in the e-mail and the company's banner.
 */
export function RejectModal({
  isOpen,
  onClose,
  onReject,
}: {
  isOpen: boolean;
  onClose: () => void;
  onReject: (reasonCode: RejectReason, comment: string) => void;
}) {
  const { t, i18n } = useTranslation('back-office');
  const language = normalizeLanguage(i18n.language);
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const reasonMissing = reason === null;
  const commentMissing = (reason === 'other' || reason === null) && comment.trim() === '';
  const submit = () => {
    setTried(true);
    if (reasonMissing || commentMissing) return;
    onReject(reason, comment);
    setReason(null);
    setComment('');
    setTried(false);
  };
  return (
    <Modal
      title={t('reject.title')}
      size="md"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            {t('reject.cancel')}
          </Button>
          <Button variant="danger" onPress={submit}>
            {t('reject.submit')}
          </Button>
        </>
      )}
    >
      <div className="bo-form">
        <Select
          label={t('reject.reason')}
          isRequired
          items={REJECT_REASONS.map((code) => ({ id: code, label: REJECTION_REASON_NAMES[code][language] }))}
          selectedKey={reason}
          onSelectionChange={(key) => setReason(key as RejectReason)}
          isInvalid={tried && reasonMissing}
          errorMessage={t('reject.reason')}
        />
        <TextField
          label={t('reject.comment')}
          multiline
          isRequired={reason === 'other'}
          value={comment}
          onChange={setComment}
          isInvalid={tried && commentMissing}
          errorMessage={t('reject.commentRequired')}
        />
      </div>
    </Modal>
  );
}

/** Spec 001 §2: title "Company deletion", a question, Delete and Cancel. */
export function DeleteModal({
  isOpen,
  name,
  onClose,
  onDelete,
}: {
  isOpen: boolean;
  name: string;
  onClose: () => void;
  onDelete: () => void;
}) {
  return <ConfirmModal texts="remove" variant="danger" isOpen={isOpen} name={name} onClose={onClose} onConfirm={onDelete} />;
}

/** Verification confirms like rejection and deletion do: the owner is e-mailed at once, so a slip costs. */
export function VerifyModal({
  isOpen,
  name,
  onClose,
  onVerify,
}: {
  isOpen: boolean;
  name: string;
  onClose: () => void;
  onVerify: () => void;
}) {
  return <ConfirmModal texts="verifyConfirm" variant="primary" isOpen={isOpen} name={name} onClose={onClose} onConfirm={onVerify} />;
}

/** A decision asked once more: its title, a question naming the company, Cancel and the action. */
function ConfirmModal(props: {
  texts: 'remove' | 'verifyConfirm';
  variant: 'danger' | 'primary';
  isOpen: boolean;
  name: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('back-office');
  const { texts, variant, isOpen, name, onClose, onConfirm } = props;
  return (
    <Modal
      title={t(`${texts}.title`)}
      size="sm"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button
            variant={variant}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {t(`${texts}.confirm`)}
          </Button>
        </>
      )}
    >
      <p>{t(`${texts}.text`, { name })}</p>
    </Modal>
  );
}
