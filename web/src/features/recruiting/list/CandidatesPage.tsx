import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useCompanyActions } from '../../../shared/session/company-actions';
import {
  Button,
  Cell,
  Column,
  Icon,
  InlineLoader,
  Row,
  SearchField,
  Select,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '../../../shared/ui';
import { AddCandidateDialog } from '../add/AddCandidateDialog';
import { fullName } from '../model';
import { pageCount } from './candidates-list.machine';
import { liveCandidatesListMachine } from './live';
import { candidatePath, RECRUITING_SETTINGS_PATH } from '../paths';
import '../recruiting.css';
import { NoAccess } from '../NoAccess';

/** /personne (the menu's "Подбор персонала"): the active company's candidates, for members who may see them. */
export function CandidatesPage() {
  const { t } = useTranslation('recruiting');
  usePageTitle(t('list.title'));
  const { companyId, can } = useCompanyActions();
  const [params] = useSearchParams();
  if (!companyId || !can('viewCandidates')) return <NoAccess title={t('list.title')} company={companyId !== null} />;
  return (
    <CompanyCandidates key={companyId} companyId={companyId} mayWrite={can('manageCandidates')} vacancyId={params.get('vacancy') ?? ''} />
  );
}

function CompanyCandidates({ companyId, mayWrite, vacancyId }: { companyId: string; mayWrite: boolean; vacancyId: string }) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveCandidatesListMachine, { input: { companyId, vacancyId } });
  const view = useSelector(actor, (s) => ({
    query: s.context.query,
    rows: s.context.rows,
    total: s.context.total,
    capped: s.context.capped,
    vacancies: s.context.vacancies,
    loading: s.matches({ list: 'loading' }) || s.matches({ list: 'typing' }),
    failed: s.matches({ list: 'failed' }),
    message: s.context.message,
  }));
  const [adding, setAdding] = useState(false);
  const [tag, setTag] = useState('');
  const filtered = Boolean(view.query.text.trim() || view.query.tag || view.query.vacancyId);
  const pages = pageCount(view.total);

  return (
    <div className="recruiting-page">
      <div className="recruiting-page__head">
        <h1>{t('list.title')}</h1>
        {mayWrite && (
          <div className="recruiting-toolbar">
            <Link className="recruiting-link recruiting-setup-link" to={RECRUITING_SETTINGS_PATH}>
              <Icon name="settings" size={16} /> {t('settings.title')}
            </Link>
            <Button variant="primary" onPress={() => setAdding(true)}>
              <Icon name="plus" />
              {t('list.add')}
            </Button>
          </div>
        )}
      </div>
      <div role="search" className="recruiting-filters" aria-label={t('list.filters')}>
        <SearchField
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={view.query.text}
          onChange={(text) => actor.send({ type: 'SEARCH', text })}
          clearLabel={t('list.clear')}
        />
        <form
          className="recruiting-filters__tag"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'TAG', tag });
          }}
        >
          <TextField
            label={t('list.tag')}
            value={tag}
            onChange={setTag}
            onBlur={() => tag !== view.query.tag && actor.send({ type: 'TAG', tag })}
          />
        </form>
        <Select
          label={t('list.vacancy')}
          items={[{ id: '', label: t('list.anyVacancy') }, ...view.vacancies.map((vacancy) => ({ id: vacancy.id, label: vacancy.name }))]}
          value={view.query.vacancyId}
          onChange={(key) => actor.send({ type: 'VACANCY', vacancyId: key === null ? '' : String(key) })}
        />
      </div>
      <p role="status" className="recruiting-muted">
        {view.loading ? '' : view.capped ? t('list.countMore', { count: view.total }) : t('list.count', { count: view.total })}
      </p>
      {view.failed ? (
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>
              {t('list.failed')} {view.message}
            </p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          </div>
        </div>
      ) : view.loading && view.rows.length === 0 ? (
        <InlineLoader label={t('list.loading')} />
      ) : (
        <div aria-busy={view.loading || undefined}>
          <Table aria-label={t('list.title')} minWidth={view.rows.length > 0 ? 720 : undefined}>
            <TableHeader>
              <Column id="name" isRowHeader>
                {t('list.name')}
              </Column>
              <Column id="contacts">{t('list.contacts')}</Column>
              <Column id="source">{t('list.source')}</Column>
              <Column id="tags">{t('list.tags')}</Column>
              <Column id="added">{t('list.added')}</Column>
            </TableHeader>
            <TableBody
              items={view.rows}
              renderEmptyState={() => <div className="ui-table__empty">{filtered ? t('list.emptyFiltered') : t('list.empty')}</div>}
            >
              {(row) => (
                <Row id={row.id} href={candidatePath(row.id)}>
                  <Cell>{fullName(row)}</Cell>
                  <Cell>{[row.email, row.phone].filter(Boolean).join(', ') || '—'}</Cell>
                  <Cell>{t(`source.${row.source}`)}</Cell>
                  <Cell>{row.tags.join(', ') || '—'}</Cell>
                  <Cell>{formatDate(row.created_at)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {pages > 1 && (
        <nav className="recruiting-pagination" aria-label={t('list.pagination')}>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={view.query.page <= 1}
            onPress={() => actor.send({ type: 'PAGE', page: view.query.page - 1 })}
          >
            {t('list.previous')}
          </Button>
          <span aria-current="page">{t('list.page', { page: view.query.page, pages })}</span>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={view.query.page >= pages}
            onPress={() => actor.send({ type: 'PAGE', page: view.query.page + 1 })}
          >
            {t('list.next')}
          </Button>
        </nav>
      )}
      {adding && (
        <AddCandidateDialog companyId={companyId} onClose={() => setAdding(false)} onAdded={() => actor.send({ type: 'RELOAD' })} />
      )}
    </div>
  );
}
