import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalPath } from '../../../shared/api/positions';
import { formatDateTime } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Cell, Column, Icon, InlineLoader, Row, Table, TableBody, TableHeader } from '../../../shared/ui';
import { liveApprovalRequestsMachine } from './requests-live';
import '../positions.css';

/** /vacancy-approvals: the vacancies colleagues sent the user for approval; a row opens its approval screen. */
export function RequestsPage() {
  const { t } = useTranslation(['vacancies', 'workspace']);
  usePageTitle(t('workspace:approvalRequests.title'));
  const titleId = useId();
  const actor = useActorRef(liveApprovalRequestsMachine);
  const view = useSelector(actor, (s) => ({ loading: s.matches('loading'), failed: s.context.failed, requests: s.context.requests ?? [] }));

  return (
    <div className="positions-page">
      <h1 id={titleId}>{t('workspace:approvalRequests.title')}</h1>
      {view.failed && (
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>{t('requests.failed')}</p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RELOAD' })}>
              {t('requests.retry')}
            </Button>
          </div>
        </div>
      )}
      {view.loading ? (
        <InlineLoader label={t('list.loading')} />
      ) : (
        <Table aria-labelledby={titleId} minWidth={view.requests.length > 0 ? 640 : undefined}>
          <TableHeader>
            <Column id="number">{t('requests.number')}</Column>
            <Column id="name" isRowHeader>
              {t('requests.name')}
            </Column>
            <Column id="company">{t('requests.company')}</Column>
            <Column id="author">{t('requests.author')}</Column>
            <Column id="requested">{t('requests.requested')}</Column>
          </TableHeader>
          <TableBody
            items={view.requests}
            renderEmptyState={() => <div className="ui-table__empty">{t('workspace:approvalRequests.empty')}</div>}
          >
            {(request) => (
              <Row id={request.vacancy_id} href={approvalPath(request.company_id, request.vacancy_id)}>
                <Cell>{request.number}</Cell>
                <Cell>{request.name}</Cell>
                <Cell>{request.company_name}</Cell>
                <Cell>{request.author_name}</Cell>
                <Cell>{formatDateTime(request.requested_at)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
