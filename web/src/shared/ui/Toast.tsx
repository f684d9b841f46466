import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContentSlot,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';
import { toastQueue, type ToastTone } from './toast-queue';
import './controls.css';
import './overlays.css';

const TONE_ICON: Record<ToastTone, IconName> = { info: 'info', success: 'success', warning: 'alert', error: 'alert' };

/** Render once at the root. Toasts are non-modal alert dialogs inside a labelled landmark (F6 reaches it). */
export function ToastRegion() {
  const { t } = useTranslation('common');
  return (
    <AriaToastRegion queue={toastQueue} aria-label={t('toast.region')} className="ui-toast-region">
      {({ toast }) => (
        <AriaToast toast={toast} className={`ui-toast ui-toast--${toast.content.tone}`}>
          <Icon name={TONE_ICON[toast.content.tone]} className="ui-toast__icon" />
          <ToastContentSlot className="ui-toast__content">
            <Text slot="title" className="ui-toast__title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="ui-toast__description">
                {toast.content.description}
              </Text>
            )}
          </ToastContentSlot>
          <Button slot="close" aria-label={t('toast.close')} className="ui-button ui-button--ghost ui-button--sm ui-button--icon">
            <Icon name="close" size={16} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
