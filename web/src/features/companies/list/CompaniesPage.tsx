import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { COMPANY_LIST_SORTS, type CompanyListSort } from '../../../shared/api/company';
import type { CompanyListEntry } from '../../../shared/api/company-list';
import { formatDate } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { Button, InlineLoader, StatusBadge, Tab, TabList, TabPanel, Tabs, toast, type CompanyStatusTone } from '../../../shared/ui';
import '../companies.css';
import './companies-list.css';
import { CompanyActionModal, type CompanyActionTarget } from './CompanyActionModal';
import { leavesActiveCompany } from './company-action.machine';
import { TransferModal } from './TransferModal';
import { enterCompanyActor, liveMyCompaniesMachine } from './live';
import { COMPANY_STATUS } from '../../../shared/api/company-status';

/** Status ids of spec 001 §4 → badge tone; 1 (registered, not submitted) has its own neutral style. */
const STATUS_TONE: Record<number, CompanyStatusTone> = {
  [COMPANY_STATUS.underConsideration]: 'review',
  [COMPANY_STATUS.rejected]: 'rejected',
  [COMPANY_STATUS.verified]: 'verified',
  [COMPANY_STATUS.deleted]: 'deleted',
};
const OWNER_ROLE_ID = 1;
/** Spec §6: the owner deletes only a company not yet submitted (1) or rejected (3). */
const DELETABLE_STATUSES: readonly number[] = [COMPANY_STATUS.registered, COMPANY_STATUS.rejected];

export function sortFromParam(param: string | undefined): CompanyListSort {
  return COMPANY_LIST_SORTS.includes(param as CompanyListSort) ? (param as CompanyListSort) : 'my';
}

export function CompaniesPage() {
  const { t } = useTranslation('companies');
  const { t: tl } = useTranslation('companies-list');
  const params = useParams();
  const navigate = useNavigate();
  const app = useAppActor();
  const user = useAppUser();
  const sort = sortFromParam(params.sort);
  // The list and its calls are a machine (my-companies.machine.ts, provided in live.ts); the screen says what came of them.
  const machine = useMemo(
    () =>
      liveMyCompaniesMachine.provide({
        actors: { enter: enterCompanyActor(() => app.send({ type: 'RELOAD' })) },
        actions: {
          cancelled: (_, params) => toast.success(tl('cancelled', { name: params.name })),
          failed: (_, params) => toast.error(params.message),
        },
      }),
    [app, tl],
  );
  const [list, sendList] = useMachine(machine, { input: { sort } });
  const state = list.context;
  const busy = state.busy;
  const [action, setAction] = useState<CompanyActionTarget | null>(null);
  const [transfer, setTransfer] = useState<{ id: string; name: string } | null>(null);
  usePageTitle(t('title'));

  useEffect(() => {
    if (sort !== list.context.sort) sendList({ type: 'SORT', sort });
  }, [sort, list.context.sort, sendList]);

  /** The company left this tab (archived, restored, deleted, offered). */
  const drop = useCallback((id: string) => sendList({ type: 'DROP', id }), [sendList]);
  const enter = (company: CompanyListEntry) => sendList({ type: 'ENTER', company });
  const cancelTransfer = (company: CompanyListEntry) => sendList({ type: 'CANCEL_TRANSFER', company });

  const closeAction = useCallback(
    (done: boolean, refused: string | null) => {
      if (done && action) drop(action.id);
      // The header shows the active company: archived or deleted, it is no longer the one to work in.
      if (done && action && leavesActiveCompany(action.action, action.id, user?.company?.id)) app.send({ type: 'RELOAD' });
      // Spec 001 §8: a refused deletion closes its dialog and says 'Ошибка при удалении'.
      if (refused !== null) toast.error(tl('removeFailed', { details: refused }));
      setAction(null);
    },
    [action, drop, tl, app, user],
  );
  const closeTransfer = useCallback(
    // The success dialog of the code step said where the offer went.
    (sentTo: string | null) => {
      if (sentTo && transfer) drop(transfer.id);
      setTransfer(null);
    },
    [transfer, drop],
  );

  const loading = state.items === null || state.sort !== sort || list.matches('loading');
  const actionButton = (company: CompanyListEntry, kind: 'archive' | 'restore' | 'delete') => (
    <Button
      variant={kind === 'delete' ? 'danger' : 'secondary'}
      size="sm"
      isDisabled={busy !== null}
      aria-label={tl('actions.named', { action: tl(`actions.${kind}`), name: company.name })}
      onPress={() => setAction({ id: company.id, name: company.name, action: kind })}
    >
      {tl(`actions.${kind}`)}
    </Button>
  );

  return (
    <section className="companies">
      <div className="companies__head">
        <h1>{t('title')}</h1>
        <Button onPress={() => app.send({ type: 'START_COMPANY_CREATE' })}>{t('add')}</Button>
      </div>
      <div className="companies__tabs">
        <Tabs selectedKey={sort} onSelectionChange={(key) => navigate(key === 'my' ? '/companies' : `/companies/${String(key)}`)}>
          <TabList aria-label={t('title')}>
            {COMPANY_LIST_SORTS.map((key) => (
              <Tab key={key} id={key}>
                {t(`tabs.${key}`)}
              </Tab>
            ))}
          </TabList>
          {COMPANY_LIST_SORTS.map((key) => (
            <TabPanel key={key} id={key}>
              {key !== sort ? null : loading ? (
                <InlineLoader label={tl('loading')} />
              ) : state.failed ? (
                <p className="companies__empty" role="alert">
                  {t('failed')}
                </p>
              ) : state.items!.length === 0 ? (
                <p className="companies__empty">{t(`empty.${key}`)}</p>
              ) : (
                <ul className="companies__list" aria-label={t(`tabs.${key}`)}>
                  {state.items!.map((company, index) => {
                    const owner = company.role.id === OWNER_ROLE_ID;
                    const deletable = owner && DELETABLE_STATUSES.includes(company.status.id);
                    return (
                      <li
                        key={company.id}
                        className="companies__item companies-list__item"
                        style={{ '--enter-delay': `${index * 100}ms` } as CSSProperties}
                      >
                        <div className="companies__name">{company.name}</div>
                        <div className="companies__role">{company.role.name}</div>
                        <div className={`companies__status companies__status--${company.status.id}`}>
                          {STATUS_TONE[company.status.id] ? (
                            <StatusBadge tone={STATUS_TONE[company.status.id]!}>{company.status.name}</StatusBadge>
                          ) : (
                            <span className="ui-badge companies__badge-new">{company.status.name}</span>
                          )}
                        </div>
                        <div className="companies-list__actions" role="group" aria-label={tl('actions.label', { name: company.name })}>
                          {key !== 'archive' && (
                            <Button
                              variant="primary"
                              size="sm"
                              isPending={busy === company.id}
                              isDisabled={busy !== null}
                              onPress={() => enter(company)}
                              aria-label={t('enterNamed', { name: company.name })}
                            >
                              {t('enter')}
                            </Button>
                          )}
                          {key === 'my' && actionButton(company, 'archive')}
                          {key === 'archive' && actionButton(company, 'restore')}
                          {key === 'my' && owner && (
                            <Button
                              size="sm"
                              isDisabled={busy !== null}
                              aria-label={tl('actions.named', { action: tl('actions.transfer'), name: company.name })}
                              onPress={() => setTransfer({ id: company.id, name: company.name })}
                            >
                              {tl('actions.transfer')}
                            </Button>
                          )}
                          {key !== 'transfer' && deletable && actionButton(company, 'delete')}
                          {key === 'transfer' && (
                            <Button
                              size="sm"
                              isDisabled={busy !== null}
                              aria-label={tl('actions.named', { action: tl('actions.cancelTransfer'), name: company.name })}
                              onPress={() => cancelTransfer(company)}
                            >
                              {tl('actions.cancelTransfer')}
                            </Button>
                          )}
                        </div>
                        {company.transfer && (
                          <p className="companies-list__pending">
                            {tl('pending', { email: company.transfer.email, date: formatDate(company.transfer.date) })}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </TabPanel>
          ))}
        </Tabs>
      </div>
      {action && <CompanyActionModal key={`${action.id}-${action.action}`} target={action} onClose={closeAction} />}
      {transfer && <TransferModal key={transfer.id} company={transfer} onClose={closeTransfer} />}
    </section>
  );
}
