import type { ReactNode } from 'react';
import { Button } from './Button';
import { InlineLoader } from './FullPageLoader';
import { Icon } from './Icon';
import { Modal, type ModalSize } from './Modal';
import './feedback.css';

export interface FormDialogProps {
  title: ReactNode;
  size?: ModalSize;
  /** Closed without saving: Cancel, the close control, Esc, or a click on the mask while not busy. */
  onCancel: () => void;
  /** The primary button (the form's machine checks and saves). */
  onSubmit: () => void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /**
   * The save runs: the primary button cannot be pressed again, Cancel waits and a click on the mask
   * no longer closes the dialog.
   */
  isBusy?: boolean;
  /** While busy the primary button shows its spinner rather than looking disabled. */
  busySpinner?: boolean;
  /** The primary button cannot be pressed for another reason (nothing chosen yet, the form still loads). */
  isSubmitDisabled?: boolean;
  /** The primary button is left out (nothing to submit, e.g. no vacancy to choose). */
  hideSubmit?: boolean;
  /** The form's general error (the server's message), read out as it appears. */
  error?: ReactNode;
  /** What the form needs is still read: the loader with this label stands instead of it. */
  loadingLabel?: string | null;
  /** That read failed: this text, with Retry, stands instead of the form. */
  loadFailed?: ReactNode;
  onRetry?: () => void;
  retryLabel?: ReactNode;
  /**
   * A `<form>` (its submit event, e.g. Enter where the browser submits, goes to onSubmit) rather
   * than a group of fields; a form whose only text field is a search keeps its Enter to itself.
   */
  asForm?: boolean;
  /** The class of the fields' container (their layout). */
  className?: string;
  /** Instead of Cancel and the primary button: a question asked before the save goes on. */
  footer?: ReactNode;
  /** Above the form, outside it: what stands instead of it too (a note that nothing can be chosen). */
  notice?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every dialog that edits something: the title, the fields, the general error below
 * them (role alert), then Cancel and the primary button, which show the save running.
 */
export function FormDialog({
  title,
  size,
  onCancel,
  onSubmit,
  cancelLabel,
  submitLabel,
  isBusy = false,
  busySpinner = false,
  isSubmitDisabled = false,
  hideSubmit = false,
  error,
  loadingLabel,
  loadFailed,
  onRetry,
  retryLabel,
  asForm = false,
  className,
  footer,
  notice,
  children,
}: FormDialogProps) {
  const fields = (
    <>
      {children}
      {error && (
        <p role="alert" className="ui-form-error">
          {error}
        </p>
      )}
    </>
  );
  let body: ReactNode;
  if (loadingLabel) body = <InlineLoader label={loadingLabel} />;
  else if (loadFailed)
    body = (
      <div className="ui-notice ui-notice--error" role="alert">
        <Icon name="alert" />
        <div>
          <p>{loadFailed}</p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {retryLabel}
          </Button>
        </div>
      </div>
    );
  else if (notice) body = notice;
  else if (asForm)
    body = (
      <form
        className={className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {fields}
      </form>
    );
  else body = <div className={className}>{fields}</div>;

  return (
    <Modal
      title={title}
      size={size}
      isOpen
      isDismissable={!isBusy}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={(close) =>
        footer || (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isBusy}>
              {cancelLabel}
            </Button>
            {!hideSubmit && (
              <Button
                variant="primary"
                onPress={onSubmit}
                isDisabled={isSubmitDisabled || (isBusy && !busySpinner)}
                isPending={isBusy && busySpinner}
              >
                {submitLabel}
              </Button>
            )}
          </>
        )
      }
    >
      {body}
    </Modal>
  );
}
