// A minimal printable layout of a vacancy (written by pos-list because the short wizard's
// preview, which owns this file, was not in this branch yet; the lead keeps pos-short's at
// merge). Props are the agreed ones: the vacancy as the server answers it and the company name.
import { useTranslation } from 'react-i18next';
import type { VacancyValues, VacancyView } from '../../../shared/api/positions';
import './vacancy-document.css';

/** The fields shown, in the order of the wizard's steps; their display texts come from `labels`. */
const FIELDS = [
  'department_id', 'level', 'functionality', 'address_vacancy', 'employment_type', 'target', 'result', 'kpi', 'credentials', 'interaction',
  'zun', 'cases', 'competencies', 'compensation_package', 'dress_code', 'work_process', 'work_place', 'customer_communications',
  'supervisor_communications', 'gender', 'family_status', 'experience', 'hobbies', 'personal_qualities', 'driver_categories', 'education',
  'languages', 'programs', 'criteria',
] as const satisfies readonly (keyof VacancyValues)[];

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((text) => text.trim() !== '');

export function VacancyDocument({ vacancy, companyName }: { vacancy: VacancyView; companyName?: string }) {
  const { t, i18n } = useTranslation('vacancies');
  const money = new Intl.NumberFormat(i18n.language);
  const rows: Array<{ key: string; label: string; values: string[] }> = [];
  if (vacancy.salary) rows.push({ key: 'salary', label: t('document.salary'), values: [t('document.salaryRange', { from: money.format(vacancy.salary.from), to: money.format(vacancy.salary.to) })] });
  if (vacancy.work_time) rows.push({ key: 'work_time', label: t('document.workTime'), values: [`${vacancy.work_time.from} – ${vacancy.work_time.to}`] });
  if (vacancy.age_enabled && vacancy.age) rows.push({ key: 'age', label: t('document.age'), values: [t('document.ageRange', { from: vacancy.age.from, to: vacancy.age.to })] });
  for (const field of FIELDS) {
    const values = field === 'interaction' ? vacancy.interaction : asList(vacancy.labels[field]);
    if (values.length > 0) rows.push({ key: field, label: t(`document.fields.${field}`), values });
  }

  return (
    <article className="vacancy-document" aria-label={t('document.label')}>
      <header className="vacancy-document__header">
        <p className="vacancy-document__number">{t('document.number', { number: vacancy.number })}</p>
        <h2 className="vacancy-document__name">{vacancy.name || asList(vacancy.labels.name)[0]}</h2>
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
            <dt>{t('document.status')}</dt>
            <dd>{t(`status.${vacancy.status}`)}</dd>
          </div>
        </dl>
      </header>
      <dl className="vacancy-document__fields">
        {rows.map((row) => (
          <div key={row.key} className="vacancy-document__field">
            <dt>{row.label}</dt>
            <dd>
              {row.values.length === 1 ? (
                row.values[0]
              ) : (
                <ul>
                  {row.values.map((value, index) => (
                    <li key={index}>{value}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
