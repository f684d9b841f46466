import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { Button, Icon, type IconName } from '../../shared/ui';

/** The bell and the envelope: there is nothing to list yet, and they say so. */
export function EmptyInbox({ kind }: { kind: 'notifications' | 'messages' }) {
  const { t } = useTranslation('shell');
  const icon: IconName = kind === 'notifications' ? 'bell' : 'message';
  return (
    <DialogTrigger>
      <Button variant="ghost" iconOnly aria-label={t(`${kind}.label`)}>
        <Icon name={icon} />
      </Button>
      <Popover placement="bottom end" className="ui-popover shell__inbox">
        <Dialog className="shell__inbox-dialog">
          <Heading slot="title" className="shell__inbox-title">
            {t(`${kind}.label`)}
          </Heading>
          <p className="shell__inbox-empty">{t(`${kind}.empty`)}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
