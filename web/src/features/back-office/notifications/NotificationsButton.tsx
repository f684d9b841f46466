import { useMachine } from '@xstate/react';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { Button, Icon, InlineLoader, Modal } from '../../../shared/ui';
import { formatDateTime } from '../../../shared/lib/dates';
import { liveNotificationsMachine } from '../live';
import '../back-office.css';

/** The header bell for verifiers: a "Notifications" modal with name and update date, newest first. */
export function NotificationsButton() {
  const { t } = useTranslation('back-office');
  const [state, send] = useMachine(liveNotificationsMachine);
  const { list, failed } = state.context;
  const open = state.matches('open');
  return (
    <>
      <Button variant="ghost" iconOnly aria-label={t('notifications.label')} onPress={() => send({ type: 'OPEN' })}>
        <Icon name="bell" />
      </Button>
      <Modal title={t('notifications.title')} size="md" isOpen={open} onOpenChange={(isOpen) => !isOpen && send({ type: 'CLOSE' })}>
        {(close) =>
          list === null && !failed ? (
            <InlineLoader label={t('notifications.loading')} />
          ) : failed ? (
            <p role="alert">{t('notifications.failed')}</p>
          ) : list!.length === 0 ? (
            <p className="bo-muted">{t('notifications.empty')}</p>
          ) : (
            <ul className="bo-notifications">
              {list!.map((item) => (
                <li key={item.id} className="bo-notifications__item">
                  <Link href={`/lc-companies/company/${item.id}`} className="bo-link" onPress={close}>
                    {item.name}
                  </Link>
                  <span className="bo-muted">
                    {item.kind === 'resubmitted' ? t('notifications.resubmitted') : t('notifications.submitted')} ·{' '}
                    {formatDateTime(item.update_date)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Modal>
    </>
  );
}
