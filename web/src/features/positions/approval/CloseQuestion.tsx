import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '../../../shared/ui';

/**
 * "What to tell the open applicants?": closing a vacancy (approval page) and closing its applications
 * (the opening panel) ask the same, with an optional message; blank sends the usual letter.
 */
export function CloseQuestion(props: {
  title: string;
  text: string;
  confirm: string;
  maxLength: number;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: (message: string) => void;
}) {
  const { t } = useTranslation('vacancies');
  const [message, setMessage] = useState('');
  return (
    <Modal
      title={props.title}
      size="sm"
      role="alertdialog"
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onCancel()}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('approval.cancel')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              props.onConfirm(message);
              setMessage('');
            }}
          >
            {props.confirm}
          </Button>
        </>
      )}
    >
      <p>{props.text}</p>
      <TextField
        label={t('approval.closeMessage')}
        description={t('approval.closeMessageHint')}
        multiline
        value={message}
        onChange={setMessage}
        maxLength={props.maxLength}
      />
    </Modal>
  );
}
