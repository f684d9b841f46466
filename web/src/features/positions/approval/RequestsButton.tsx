import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { approvalPath } from '../../../shared/api/positions';
import { ButtonLink, CountBadge, Icon, PopoverButtonOnFirstUse } from '../../../shared/ui';
import { liveApprovalRequestsMachine } from './requests-live';
import { onRequestsChanged } from './requests-changed';
import '../positions.css';

/** How many requests the popover lists; the page has all of them. */
const SHOWN = 5;

/**
 * The header's approval requests, beside the notification centre's bell (a clipboard: the requests
 * still waiting for an answer, where the bell tells what happened). The count is in the button's
 * name; opening the popover reloads the list.
 */
export function ApprovalRequestsButton() {
  // The signed-in screens' shared texts (workspace.json, with the shell's in one bundle): the
  // header's first load carries no vacancy texts, and the requests page says the same.
  const { t } = useTranslation('workspace');
  const actor = useActorRef(liveApprovalRequestsMachine);
  const requests = useSelector(actor, (s) => s.context.requests ?? []);
  useEffect(() => onRequestsChanged(() => actor.send({ type: 'RELOAD' })), [actor]);
  const count = requests.length;
  return (
    <PopoverButtonOnFirstUse
      variant="ghost"
      iconOnly
      aria-label={count > 0 ? t('approvalRequests.buttonCount', { count }) : t('approvalRequests.button')}
      onOpenChange={(open) => open && actor.send({ type: 'RELOAD' })}
      trigger={
        <>
          <Icon name="clipboard" />
          <CountBadge count={count} />
        </>
      }
      title={t('approvalRequests.title')}
      popoverClassName="shell__inbox"
      dialogClassName="shell__inbox-dialog"
      titleClassName="shell__inbox-title"
    >
      {(close) => (
        <>
          {count === 0 ? (
            <p className="shell__inbox-empty">{t('approvalRequests.empty')}</p>
          ) : (
            <ul className="positions-bell__list">
              {requests.slice(0, SHOWN).map((request) => (
                <li key={request.vacancy_id}>
                  <Link href={approvalPath(request.company_id, request.vacancy_id)} onPress={close}>
                    {request.name}
                  </Link>
                  <div>{request.company_name}</div>
                </li>
              ))}
            </ul>
          )}
          <ButtonLink variant="secondary" size="sm" href="/vacancy-approvals" onPress={close}>
            {t('approvalRequests.all')}
          </ButtonLink>
        </>
      )}
    </PopoverButtonOnFirstUse>
  );
}
