import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import './overlays.css';

/** sm 464, md 504, lg 984 (504 below 1024 px), xl 1200 (profile edit): the specification's widths. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  title: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  size?: ModalSize;
  /** Closing by a click on the mask; the specification turns it off for some modals (profile edit, company detail). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Use alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode | ((close: () => void) => ReactNode);
  footer?: (close: () => void) => ReactNode;
}

/** A modal dialog; put it inside a RAC DialogTrigger, or control it with isOpen/onOpenChange. */
export function Modal({
  title,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role,
  children,
  footer,
  ...state
}: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <ModalOverlay
      {...state}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="ui-modal-overlay"
    >
      <AriaModal className={`ui-modal ui-modal--${size}`}>
        <Dialog role={role} className="ui-dialog">
          {({ close }) => (
            <>
              <div className="ui-dialog__header">
                <Heading slot="title">{title}</Heading>
                <Button variant="ghost" iconOnly aria-label={t('actions.close')} onPress={close}>
                  <Icon name="close" />
                </Button>
              </div>
              <div className="ui-dialog__body">{typeof children === 'function' ? children(close) : children}</div>
              {footer && <div className="ui-dialog__footer">{footer(close)}</div>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
