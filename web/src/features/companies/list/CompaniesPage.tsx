import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { COMPANY_LIST_SORTS, companyApi, type CompanyListSort } from '../../../shared/api/company';
import { companyListApi, type CompanyListEntry } from '../../../shared/api/company-list';
import { failureOf } from '../../../shared/forms/failure';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppActor } from '../../../shared/session/session-context';
import { Button, InlineLoader, StatusBadge, Tab, TabList, TabPanel, Tabs, toast, type CompanyStatusTone } from '../../../shared/ui';
import '../companies.css';
import './companies-list.css';
import { CompanyActionModal, type CompanyActionTarget } from './CompanyActionModal';
import { TransferModal } from './TransferModal';
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

type ListState = { sort: CompanyListSort; items: CompanyListEntry[] | null; failed: boolean };

export function CompaniesPage() {
  const { t, i18n } = useTranslation('companies');
  const { t: tl } = useTranslation('companies-list');
  const params = useParams();
  const navigate = useNavigate();
  const app = useAppActor();
  const sort = sortFromParam(params.sort);
  const [state, setState] = useState<ListState>({ sort, items: null, failed: false });
  const [busy, setBusy] = useState<string | null>(null);
  const [action, setAction] = useState<CompanyActionTarget | null>(null);
  const [transfer, setTransfer] = useState<{ id: string; name: string } | null>(null);
  usePageTitle(t('title'));

  useEffect(() => {
    const controller = new AbortController();
    setState({ sort, items: null, failed: false });
    companyListApi.list(sort, { signal: controller.signal }).then(
      (items) => setState({ sort, items, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ sort, items: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [sort]);

  /** The company left this tab (archived, restored, deleted, offered, taken back). */
  const drop = useCallback((id: string) => setState((current) => ({ ...current, items: current.items?.filter((item) => item.id !== id) ?? null })), []);

  const enter = async (company: CompanyListEntry) => {
    setBusy(company.id);
    try {
      await companyApi.login(company.id);
      // The active company changes what the app shows (status, banners, switcher): re-read the user.
      app.send({ type: 'RELOAD' });
    } catch (error) {
      setBusy(null);
      toast.error(failureOf(error).message);
    }
  };

  const cancelTransfer = async (company: CompanyListEntry) => {
    setBusy(company.id);
    try {
      await companyListApi.cancelTransfer(company.id);
      drop(company.id);
      toast.success(tl('cancelled', { name: company.name }));
    } catch (error) {
      toast.error(failureOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const closeAction = useCallback(
    (done: boolean) => {
      if (done && action) drop(action.id);
      setAction(null);
    },
    [action, drop],
  );
  const closeTransfer = useCallback(
    (sentTo: string | null) => {
      if (sentTo && transfer) {
        drop(transfer.id);
        toast.success(tl('transfer.sent', { email: sentTo }));
      }
      setTransfer(null);
    },
    [transfer, drop, tl],
  );

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const loading = state.items === null || state.sort !== sort;
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
                      <li key={company.id} className="companies__item companies-list__item" style={{ '--enter-delay': `${index * 100}ms` } as CSSProperties}>
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
                              onPress={() => void enter(company)}
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
                              onPress={() => void cancelTransfer(company)}
                            >
                              {tl('actions.cancelTransfer')}
                            </Button>
                          )}
                        </div>
                        {company.transfer && (
                          <p className="companies-list__pending">
                            {tl('pending', { email: company.transfer.email, date: dateFormat.format(new Date(company.transfer.date)) })}
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
