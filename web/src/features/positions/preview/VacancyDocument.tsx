// The printable layout of a vacancy: the company, author,
// approvers and date, then every section in the wizards' order, names from the server's `labels`.
// Shared by the short wizard's preview drawer and the approval screen; printing keeps only this
// (vacancy-document.css, @media print).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approver, VacancyView } from '../../../shared/api/positions';
import { formatDate } from '../../../shared/lib/dates';
import { SECTIONS, shownField, vacancyTitle, type Shown } from './document-sections';
import './vacancy-document.css';

export interface VacancyDocumentProps {
  vacancy: VacancyView;
  companyName?: string;
}

function Value({ shown }: { shown: Exclude<Shown, null> }) {
  const { t } = useTranslation('positions-short');
  switch (shown.kind) {
    case 'line':
      return <>{shown.text}</>;
    case 'yesNo':
      return <>{shown.value ? t('yes') : t('no')}</>;
    case 'range':
      return <>{t('document.range', { from: shown.from, to: shown.to })}</>;
    case 'list':
      return (
        <ul className="vacancy-document__list">
          {shown.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: plain text that may repeat, nothing kept per item.
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      );
  }
}

function ApproverLine({ approver }: { approver: Approver }) {
  const { t } = useTranslation('positions-short');
  const decision = approver.decision ? t(`document.decision.${approver.decision}`) : t('document.decision.pending');
  return (
    <li>
      {approver.name} — {decision}
      {approver.comment ? `: ${approver.comment}` : ''}
    </li>
  );
}

export function VacancyDocument({ vacancy, companyName }: VacancyDocumentProps) {
  const { t } = useTranslation('positions-short');
  const titleId = useId();
  const date = formatDate(vacancy.published_at ?? vacancy.updated_at);
  const title = vacancyTitle(vacancy);
  return (
    <article className="vacancy-document" aria-labelledby={titleId}>
      <header className="vacancy-document__header">
        <p className="vacancy-document__number">{t('document.number', { number: vacancy.number })}</p>
        <h2 id={titleId} className="vacancy-document__title">
          {title || t('document.empty')}
        </h2>
        <dl className="vacancy-document__meta">
          {companyName && (
            <div>
              <dt>{t('document.company')}</dt>
              <dd>{companyName}</dd>
            </div>
          )}
          <div>
            <dt>{t('document.author')}</dt>
            <dd>{vacancy.author.name}</dd>
          </div>
          <div>
            <dt>{t('document.statusLabel')}</dt>
            <dd>{t(`document.status.${vacancy.status}`)}</dd>
          </div>
          <div>
            <dt>{t('document.date')}</dt>
            <dd>
              <time dateTime={vacancy.published_at ?? vacancy.updated_at}>{date}</time>
            </dd>
          </div>
          {vacancy.approvers.length > 0 && (
            <div>
              <dt>{t('document.approvers')}</dt>
              <dd>
                <ul className="vacancy-document__list">
                  {vacancy.approvers.map((approver) => (
                    <ApproverLine key={approver.user_id} approver={approver} />
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      </header>
      {SECTIONS.map((section) => {
        const rows = section.fields.flatMap(([field, kind]) => {
          const shown = shownField(vacancy, field, kind);
          return shown ? [{ field, shown }] : [];
        });
        return (
          <section key={section.name} className="vacancy-document__section" aria-labelledby={`${titleId}-${section.name}`}>
            <h3 id={`${titleId}-${section.name}`}>{t(`document.sections.${section.name}`)}</h3>
            {rows.length === 0 ? (
              <p className="vacancy-document__empty">{t('document.empty')}</p>
            ) : (
              <dl className="vacancy-document__fields">
                {rows.map(({ field, shown }) => (
                  <div key={field}>
                    <dt>{t(`document.fields.${field}`)}</dt>
                    <dd>
                      <Value shown={shown} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </article>
  );
}
