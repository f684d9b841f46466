import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, Icon, InlineLoader, RadioGroup, SearchField } from '../../../shared/ui';
import { fullName, type CandidateCard, type CandidateDetail } from '../model';
import { liveMergeMachine } from './live';
import { mergePreview, type Keep } from './merge.machine';

/**
 * "Объединить с…" on the candidate's page: find the other record of the same person, choose which
 * stays, see what it will hold, confirm. `onClose(keptId)`: the candidate that stayed, or null.
 */
export function MergeDialog({
  companyId,
  candidate,
  onClose,
}: {
  companyId: string;
  candidate: CandidateDetail;
  onClose: (keptId: string | null) => void;
}) {
  const { t } = useTranslation('recruiting');
  const resultId = useId();
  const actor = useActorRef(liveMergeMachine, { input: { companyId, current: candidate } });
  const view = useSelector(actor, (s) => ({
    query: s.context.query,
    results: s.context.results,
    searched: s.context.searched,
    searching: s.matches({ search: 'searching' }) || s.matches({ search: 'waiting' }),
    otherId: s.context.otherId,
    other: s.context.other,
    keep: s.context.keep,
    message: s.context.message,
    loading: s.matches({ choice: 'loading' }),
    chosen: s.matches({ choice: 'chosen' }),
    merging: s.matches({ choice: 'merging' }),
    keptId: s.matches({ choice: 'done' }) ? s.context.keptId : null,
  }));
  useEffect(() => {
    if (view.keptId) onClose(view.keptId);
  }, [view.keptId, onClose]);
  const other = view.other;
  const [kept, merged] = other ? (view.keep === 'this' ? [candidate, other] : [other, candidate]) : [null, null];
  const preview = kept && merged ? mergePreview(kept, merged) : null;

  return (
    <FormDialog
      title={t('merge.title', { name: fullName(candidate) })}
      size="lg"
      onCancel={() => onClose(null)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={t('merge.submit')}
      isBusy={view.merging}
      busySpinner
      isSubmitDisabled={!view.chosen && !view.merging}
      error={view.message}
      className="recruiting-form"
    >
      <p className="recruiting-muted">{t('merge.hint')}</p>
      <SearchField
        aria-label={t('merge.search')}
        value={view.query}
        onChange={(query) => actor.send({ type: 'QUERY', query })}
        placeholder={t('merge.searchPlaceholder')}
        clearLabel={t('list.clear')}
        autoFocus
      />
      <div aria-live="polite" className="recruiting-muted">
        {view.searching ? t('merge.searching') : view.searched && view.results.length === 0 ? t('merge.nothing') : ''}
      </div>
      {view.results.length > 0 && (
        <RadioGroup
          label={t('merge.found')}
          value={view.otherId || null}
          onChange={(candidateId) => actor.send({ type: 'CHOOSE', candidateId })}
          options={view.results.map((card) => ({ id: card.id, label: cardLabel(card) }))}
        />
      )}
      {view.loading && <InlineLoader label={t('merge.loading')} />}
      {other && preview && (
        <>
          <RadioGroup
            label={t('merge.keep')}
            value={view.keep}
            onChange={(keep) => actor.send({ type: 'KEEP', keep: keep as Keep })}
            options={[
              { id: 'this', label: t('merge.keepThis', { name: fullName(candidate) }) },
              { id: 'other', label: t('merge.keepOther', { name: fullName(other) }) },
            ]}
            description={t('merge.keepHint')}
          />
          <section className="recruiting-merge" aria-labelledby={resultId}>
            <h3 id={resultId}>{t('merge.result')}</h3>
            <dl className="recruiting-profile">
              <Row term={t('merge.name')} value={fullName(preview)} />
              <Row term={t('candidate.emails')} value={preview.emails.join(', ') || '—'} />
              <Row term={t('candidate.phones')} value={preview.phones.join(', ') || '—'} />
              <Row term={t('candidate.tags')} value={preview.tags.join(', ') || '—'} />
              <Row term={t('candidate.applications')} value={preview.applications.join(', ') || '—'} />
              <Row
                term={t('merge.records')}
                value={t('merge.counts', { notes: preview.notes, tasks: preview.tasks, files: preview.files })}
              />
            </dl>
            <p className="recruiting-muted">{t('merge.gone', { name: fullName(merged!) })}</p>
          </section>
          {preview.conflicts.length > 0 && (
            <div className="ui-notice ui-notice--warning">
              <Icon name="alert" />
              <p>{t('merge.conflict', { vacancies: preview.conflicts.join(', ') })}</p>
            </div>
          )}
        </>
      )}
    </FormDialog>
  );
}

function cardLabel(card: CandidateCard): string {
  return [fullName(card), card.email, card.phone].filter(Boolean).join(' · ');
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
