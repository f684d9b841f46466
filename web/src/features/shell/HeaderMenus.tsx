import { useTranslation } from 'react-i18next';
import { Icon, PopoverButtonOnFirstUse, type IconName } from '../../shared/ui';

/** The bell and the envelope: there is nothing to list yet, and they say so. */
export function EmptyInbox({ kind }: { kind: 'notifications' | 'messages' }) {
  const { t } = useTranslation('shell');
  const icon: IconName = kind === 'notifications' ? 'bell' : 'message';
  return (
    <PopoverButtonOnFirstUse
      variant="ghost"
      iconOnly
      aria-label={t(`${kind}.label`)}
      trigger={<Icon name={icon} />}
      title={t(`${kind}.label`)}
      popoverClassName="shell__inbox"
      dialogClassName="shell__inbox-dialog"
      titleClassName="shell__inbox-title"
    >
      {() => <p className="shell__inbox-empty">{t(`${kind}.empty`)}</p>}
    </PopoverButtonOnFirstUse>
  );
}
