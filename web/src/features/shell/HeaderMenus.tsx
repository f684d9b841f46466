import { useTranslation } from 'react-i18next';
import { Icon, PopoverButtonOnFirstUse } from '../../shared/ui';

/** The bell when no area brings its own notifications: there is nothing to list, and it says so. */
export function EmptyInbox() {
  const { t } = useTranslation('shell');
  return (
    <PopoverButtonOnFirstUse
      variant="ghost"
      iconOnly
      aria-label={t('notifications.label')}
      trigger={<Icon name="bell" />}
      title={t('notifications.label')}
      popoverClassName="shell__inbox"
      dialogClassName="shell__inbox-dialog"
      titleClassName="shell__inbox-title"
    >
      {() => <p className="shell__inbox-empty">{t('notifications.empty')}</p>}
    </PopoverButtonOnFirstUse>
  );
}
