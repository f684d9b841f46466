import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { COMPANY_LIST_SORTS, companyApi, type CompanyListItem, type CompanyListSort } from '../../../shared/api/company';
import { useAppActor } from '../../../shared/session/session-context';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, InlineLoader, StatusBadge, Tab, TabList, TabPanel, Tabs, type CompanyStatusTone } from '../../../shared/ui';
import '../companies.css';

/** Status ids of spec 001 §4 → badge tone; 1 (registered, not submitted) has its own neutral style. */
const STATUS_TONE: Record<number, CompanyStatusTone> = { 2: 'review', 3: 'rejected', 4: 'verified', 5: 'deleted' };

export function sortFromParam(param: string | undefined): CompanyListSort {
  return COMPANY_LIST_SORTS.includes(param as CompanyListSort) ? (param as CompanyListSort) : 'my';
}

type ListState = { sort: CompanyListSort; items: CompanyListItem[] | null; failed: boolean };

export function CompaniesPage() {
  const { t } = useTranslation('companies');
  const params = useParams();
  const navigate = useNavigate();
  const app = useAppActor();
  const sort = sortFromParam(params.sort);
  const [state, setState] = useState<ListState>({ sort, items: null, failed: false });
  const [entering, setEntering] = useState<string | null>(null);
  usePageTitle(t('title'));

  useEffect(() => {
    const controller = new AbortController();
    setState({ sort, items: null, failed: false });
    companyApi.list(sort, { signal: controller.signal }).then(
      (items) => setState({ sort, items, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ sort, items: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [sort]);

  const enter = async (company: CompanyListItem) => {
    setEntering(company.id);
    try {
      await companyApi.login(company.id);
      // The active company changes what the app shows (status, banners, switcher): re-read the user.
      app.send({ type: 'RELOAD' });
    } catch {
      setEntering(null);
    }
  };

  const loading = state.items === null || state.sort !== sort;
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
              <InlineLoader />
            ) : state.failed ? (
              <p className="companies__empty" role="alert">{t('failed')}</p>
            ) : state.items!.length === 0 ? (
              <p className="companies__empty">{t(`empty.${key}`)}</p>
            ) : (
              <ul className="companies__list" aria-label={t(`tabs.${key}`)}>
                {state.items!.map((company, index) => (
                  <li key={company.id} className="companies__item" style={{ '--enter-delay': `${index * 100}ms` } as CSSProperties}>
                    <div className="companies__name">{company.name}</div>
                    <div className="companies__role">{company.role.name}</div>
                    <div className={`companies__status companies__status--${company.status.id}`}>
                      {STATUS_TONE[company.status.id] ? <StatusBadge tone={STATUS_TONE[company.status.id]!}>{company.status.name}</StatusBadge> : <span className="ui-badge companies__badge-new">{company.status.name}</span>}
                    </div>
                    {key === 'my' && (
                      <Button variant="secondary" size="sm" isPending={entering === company.id} isDisabled={entering !== null} onPress={() => void enter(company)} aria-label={t('enterNamed', { name: company.name })}>
                        {t('enter')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </Tabs>
      </div>
    </section>
  );
}
