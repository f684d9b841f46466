import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: ReactNode;
  isOpen: boolean;
  /** Closing by Esc, the close control or the cancel button. */
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** danger for what cannot be undone (delete, leave), primary for a question with a safe answer. */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the confirm button spins and cancel waits. */
  isPending?: boolean;
  /** The button that takes focus on opening, when one answer is the expected one. */
  autoFocus?: 'cancel' | 'confirm';
  children: ReactNode;
}

/** A question that interrupts the user (role alertdialog, 464 px): cancel on the left, the action on the right. */
export function ConfirmDialog({
  title,
  isOpen,
  onCancel,
  onConfirm,
  cancelLabel,
  confirmLabel,
  tone = 'danger',
  isPending = false,
  autoFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      size="sm"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      footer={() => (
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={onCancel} autoFocus={autoFocus === 'cancel'}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isPending={isPending} onPress={onConfirm} autoFocus={autoFocus === 'confirm'}>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
