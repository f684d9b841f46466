import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button, CountBadge, Icon, PopoverButtonOnFirstUse } from '../../../shared/ui';
import { onFirstUse } from '../../../shared/ui/first-use';
import { liveNoticesMachine } from '../live';
import '../notices.css';

type ListModule = typeof import('../list/NoticeList');
const loadList = onFirstUse((): Promise<ListModule> => import('../list/NoticeList'));

/**
 * The header's bell of every user: the unread count on the button (and in its name), the newest
 * notifications in a popover (list/NoticeList.tsx, fetched with the popover's code), and "mark all
 * read". It rings live: a new notification reloads the list at once.
 */
export function NoticesButton() {
  const { t } = useTranslation('notices');
  const actor = useActorRef(liveNoticesMachine);
  const { list, unread, failed, loaded } = useSelector(actor, (s) => s.context);
  return (
    <PopoverButtonOnFirstUse
      variant="ghost"
      iconOnly
      aria-label={unread > 0 ? t('buttonCount', { count: unread }) : t('button')}
      onOpenChange={(open) => open && actor.send({ type: 'RELOAD' })}
      trigger={
        <>
          <Icon name="bell" />
          <CountBadge count={unread} data-testid="notices-count" />
        </>
      }
      title={t('title')}
      popoverClassName="shell__inbox notices-popover"
      dialogClassName="shell__inbox-dialog"
      titleClassName="shell__inbox-title"
      content={loadList}
    >
      {(close, { NoticeList }) => (
        <>
          {unread > 0 && (
            <Button variant="ghost" size="sm" className="notices__read-all" onPress={() => actor.send({ type: 'READ_ALL' })}>
              {t('readAll')}
            </Button>
          )}
          {failed && list.length === 0 ? (
            <p role="alert" className="shell__inbox-empty">
              {t('failed')}
            </p>
          ) : list.length === 0 ? (
            <p className="shell__inbox-empty">{loaded ? t('empty') : t('loading')}</p>
          ) : (
            <NoticeList list={list} read={(id) => actor.send({ type: 'READ', id })} close={close} />
          )}
        </>
      )}
    </PopoverButtonOnFirstUse>
  );
}
