import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createActor } from 'xstate';
import type { NoticeList as Notices } from '../../../shared/api/notices';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { Button, Icon } from '../../../shared/ui';
import { formatNoticeDate, noticeCompany, noticeText } from './format';
import { liveOpenNoticeMachine } from './live';

/**
 * The bell's notifications, newest first, each with its date, a link to the screen that acts, and
 * "mark read". Loaded with the bell's popover, not with every signed-in page: only someone who opens
 * the bell reads them. A link whose screen shows a company's data opens in the company the notice
 * names (open-notice.machine.ts).
 */
export function NoticeList({
  list,
  read,
  close,
}: {
  list: Notices['list'];
  read: (id: string) => void;
  /** Closes the popover (a link followed). */
  close: () => void;
}) {
  const { t, i18n } = useTranslation('notices');
  const app = useAppActor();
  const navigate = useNavigate();
  const company = useAppUser()?.company;
  const activeCompanyId = company?.id === undefined || company.id === null ? null : String(company.id);
  // An actor per link followed, not one of this list's lifetime: following a link closes the
  // popover and unmounts the list, which must not cancel the company's entry under way.
  const follow = (link: string, companyId: string) =>
    createActor(
      liveOpenNoticeMachine.provide({
        actions: {
          open: (_, { link: to, entered }) => {
            navigate(to);
            if (entered) app.send({ type: 'RELOAD' });
          },
        },
      }),
    )
      .start()
      .send({ type: 'OPEN', link, companyId });
  return (
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
                  if (enter !== null && item.link) follow(item.link, enter);
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
  );
}
