// The colleague picker of the preview, titled "vacancy approval": the company's
// members who may approve, as checkboxes; Apply keeps the ticks, Cancel or Escape drops them.
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { Button, Checkbox, InlineLoader, Modal } from '../../../shared/ui';
import type { ApproverOption } from '../../../shared/api/positions';

export interface ApproverPickerProps {
  isOpen: boolean;
  state: 'loading' | 'failed' | 'ready';
  members: ApproverOption[];
  draft: string[];
  error: string | null;
  onToggle: (userId: string) => void;
  onApply: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

export function ApproverPicker({ isOpen, state, members, draft, error, onToggle, onApply, onCancel, onRetry }: ApproverPickerProps) {
  const { t } = useTranslation('positions-short');
  return (
    <Modal
      title={t('picker.title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      footer={() => (
        <>
          <Button onPress={onCancel}>{t('picker.cancel')}</Button>
          <Button variant="primary" isDisabled={state !== 'ready'} onPress={onApply}>
            {t('picker.apply')}
          </Button>
        </>
      )}
    >
      {state === 'loading' && <InlineLoader label={t('picker.loading')} />}
      {state === 'failed' && (
        <div role="alert" className="preview-drawer__problem">
          <p>{error || t('picker.failed')}</p>
          <Button onPress={onRetry}>{t('actions.retry')}</Button>
        </div>
      )}
      {state === 'ready' && members.length === 0 && <p>{t('picker.empty')}</p>}
      {state === 'ready' && members.length > 0 && (
        <CheckboxGroup
          value={draft}
          // The machine keeps the ticks; each changed box is one TOGGLE.
          onChange={(next) => {
            for (const member of members) if (next.includes(member.user_id) !== draft.includes(member.user_id)) onToggle(member.user_id);
          }}
          className="approver-picker__group"
        >
          <Label className="ui-field__label">{t('picker.members')}</Label>
          {members.map((member) => (
            <Checkbox key={member.user_id} value={member.user_id}>
              {member.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </Modal>
  );
}
