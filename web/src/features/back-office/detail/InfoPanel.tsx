import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '../../../shared/api/verification';
import { CompanyStatus } from '../CompanyStatus';
import { formatPhoneForReading, phoneHref } from '../../../shared/forms/phone';
import { formatDate, formatDateTime } from '../../../shared/lib/dates';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="bo-info__line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const external = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** Spec 001 §2 "Detail info panel": the company's facts as tags, its status and the owner's contacts. */
export function InfoPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('back-office');
  const none = t('detail.info.none');
  // Spec 001 §2: code, activity, services, employee count and website as tags (the name is the modal's title).
  const tags = [company.code, company.activity?.name, company.services, company.employees?.name].filter((tag): tag is string =>
    Boolean(tag),
  );
  const owner = company.owner;
  return (
    <section className="bo-info">
      <ul className="bo-info__tags" aria-label={t('detail.info.label')}>
        {tags.map((tag, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: plain text that may repeat, nothing kept per item.
          <li key={index} className="bo-tag">
            {tag}
          </li>
        ))}
        {company.website && (
          <li className="bo-tag">
            <a href={external(company.website)} target="_blank" rel="noreferrer noopener">
              {company.website}
            </a>
          </li>
        )}
      </ul>
      <dl className="bo-info__grid">
        {company.brand && <Line label={t('detail.info.brand')}>{company.brand}</Line>}
        <Line label={t('detail.info.created')}>{formatDate(company.create_date) || none}</Line>
        <Line label={t('detail.info.status')}>
          <CompanyStatus status={company.status} isDeleted={company.is_del === 1} />
          {company.overdue && <span className="bo-due bo-due--overdue">{t('table.overdue')}</span>}
        </Line>
        {company.due_at && <Line label={t('detail.info.due')}>{formatDateTime(company.due_at)}</Line>}
        <Line label={t('detail.info.assignee')}>{company.assignee?.name || t('detail.info.nobody')}</Line>
      </dl>
      {owner && (
        <>
          <h3 className="bo-info__owner">{t('detail.info.owner')}</h3>
          <dl className="bo-info__grid">
            <Line label={t('detail.info.email')}>{owner.email ? <a href={`mailto:${owner.email}`}>{owner.email}</a> : none}</Line>
            <Line label={t('detail.info.phone')}>
              {owner.phone ? <a href={phoneHref(owner.phone)}>{formatPhoneForReading(owner.phone)}</a> : none}
            </Line>
            <Line label={t('detail.info.otherEmails')}>{owner.emails.length ? owner.emails.join(', ') : none}</Line>
            <Line label={t('detail.info.otherPhones')}>
              {owner.phones.length ? owner.phones.map(formatPhoneForReading).join(', ') : none}
            </Line>
            <Line label={t('detail.info.city')}>{owner.city || none}</Line>
            <Line label={t('detail.info.socials')}>
              {owner.socials.length
                ? owner.socials.map((social) => (
                    <a key={social.url} href={external(social.url)} target="_blank" rel="noreferrer noopener" className="bo-info__social">
                      {social.network || social.url}
                    </a>
                  ))
                : none}
            </Line>
          </dl>
        </>
      )}
    </section>
  );
}
