import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { Button, CountBadge, Icon, PopoverButtonOnFirstUse } from '../../../shared/ui';
import { formatNoticeDate, noticeCompany, noticeText } from '../format';
import { liveNoticesMachine, liveOpenNoticeMachine } from '../live';
import '../notices.css';

/**
 * The header's bell of every user: the unread count on the button (and in its name), the newest
 * notifications in a popover, each with its date, a link to the screen that acts, and "mark read";
 * and "mark all read". It rings live: a new notification reloads the list at once. A link whose
 * screen shows a company's data opens in the company the notice names (open-notice.machine.ts).
 */
export function NoticesButton() {
  const { t, i18n } = useTranslation('notices');
  const actor = useActorRef(liveNoticesMachine);
  const { list, unread, failed, loaded } = useSelector(actor, (s) => s.context);
  const read = (id: string) => actor.send({ type: 'READ', id });
  const app = useAppActor();
  const navigate = useNavigate();
  const company = useAppUser()?.company;
  const activeCompanyId = company?.id === undefined || company.id === null ? null : String(company.id);
  const opener = useActorRef(
    useMemo(
      () =>
        liveOpenNoticeMachine.provide({
          actions: {
            open: (_, { link, entered }) => {
              navigate(link);
              if (entered) app.send({ type: 'RELOAD' });
            },
          },
        }),
      [app, navigate],
    ),
  );
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
    >
      {(close) => (
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
            <ul className="notices__list">
              {list.map((item) => {
                const sentence = noticeText(item, t);
                return (
                  <li key={item.id} className="notices__item" data-unread={!item.isRead || undefined}>
                    {!item.isRead && <span className="visually-hidden">{t('unread')}: </span>}
                    {item.link ? (
                      <Link
                        // A link that enters another company first opens once that company is active.
                        href={noticeCompany(item, activeCompanyId) === null ? item.link : undefined}
                        className="notices__text"
                        onPress={() => {
                          if (!item.isRead) read(item.id);
                          close();
                          const enter = noticeCompany(item, activeCompanyId);
                          if (enter !== null && item.link) opener.send({ type: 'OPEN', link: item.link, companyId: enter });
                        }}
                      >
                        {sentence}
                      </Link>
                    ) : (
                      <span className="notices__text">{sentence}</span>
                    )}
                    <time className="notices__date" dateTime={item.updateDate}>
                      {formatNoticeDate(item.updateDate, i18n.language)}
                    </time>
                    {!item.isRead && (
                      <Button
                        variant="ghost"
                        size="sm"
                        iconOnly
                        className="notices__mark"
                        aria-label={t('markRead', { text: sentence })}
                        onPress={() => read(item.id)}
                      >
                        <Icon name="check" />
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </PopoverButtonOnFirstUse>
  );
}
