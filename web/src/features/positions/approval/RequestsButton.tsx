import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Link } from 'react-aria-components/Link';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { approvalPath } from '../../../shared/api/positions';
import { Button, ButtonLink, Icon } from '../../../shared/ui';
import { liveApprovalRequestsMachine } from './live';
import { onRequestsChanged } from './requests-changed';
import '../positions.css';

/** How many requests the popover lists; the page has all of them. */
const SHOWN = 5;

/**
 * The header's bell in the main shell: approval requests are the notifications a user has for
 * now. The count is in the button's name; opening the popover reloads the list.
 */
export function ApprovalRequestsButton() {
  const { t } = useTranslation('vacancies');
  const actor = useActorRef(liveApprovalRequestsMachine);
  const requests = useSelector(actor, (s) => s.context.requests ?? []);
  useEffect(() => onRequestsChanged(() => actor.send({ type: 'RELOAD' })), [actor]);
  const count = requests.length;
  return (
    <DialogTrigger onOpenChange={(open) => open && actor.send({ type: 'RELOAD' })}>
      <Button variant="ghost" iconOnly className="positions-bell" aria-label={count > 0 ? t('requests.buttonCount', { count }) : t('requests.button')}>
        <Icon name="bell" />
        {count > 0 && (
          <span className="positions-bell__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className="ui-popover shell__inbox">
        <Dialog className="shell__inbox-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="shell__inbox-title">
                {t('requests.title')}
              </Heading>
              {count === 0 ? (
                <p className="shell__inbox-empty">{t('requests.empty')}</p>
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
                {t('requests.all')}
              </ButtonLink>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
