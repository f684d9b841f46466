// Step 10: every step's values read-only, each section with a link back to its step.
import { useTranslation } from 'react-i18next';
import type { DictionaryItem, PositionLists } from '../../../shared/api/competency';
import type { CompanyOffice, DepartmentView } from '../../../shared/api/profiling';
import type { StudyEntry, TenStep } from '../../../shared/api/positions';
import { Button } from '../../../shared/ui';
import { addressOptions } from './MainStep';
import { addressKey, TEN_STEPS, type PickedNames, type PickField, type WizardForm } from './vacancy-form';

export interface ReviewProps {
  form: WizardForm;
  names: PickedNames;
  lists: PositionLists;
  departments: DepartmentView[];
  offices: CompanyOffice[];
  onEdit: (step: TenStep) => void;
}

type Row = [label: string, value: string];

export function ReviewStep({ form, names, lists, departments, offices, onEdit }: ReviewProps) {
  const { t } = useTranslation('positions');
  const empty = t('review.empty');
  const one = (items: readonly DictionaryItem[] | undefined, id: number | null) =>
    id === null ? empty : (items?.find((item) => item.id === id)?.name ?? String(id));
  const many = (items: readonly DictionaryItem[] | undefined, ids: readonly number[]) =>
    ids.length === 0 ? empty : ids.map((id) => one(items, id)).join(', ');
  const picked = (field: PickField) =>
    form[field].length === 0 ? empty : form[field].map((id) => names[field][id] ?? String(id)).join(', ');
  const texts = (list: readonly string[]) => (list.length === 0 ? empty : list.join(', '));
  const yesNo = (value: boolean | 0 | 1) => t(value ? 'options.yes' : 'options.no');
  const range = (from: string, to: string) => (from === '' && to === '' ? empty : `${from} – ${to}`);
  const department = departments.find((d) => d.id === form.department_id);
  const addressLabels = new Map(addressOptions(department, offices).map((o) => [addressKey(o.address), o.label]));
  const studies = (entries: StudyEntry[]) =>
    entries.length === 0
      ? empty
      : entries
          .map((e) =>
            [e.name, e.specialty, [e.year_start, e.year_end].filter(Boolean).join('–'), one(lists.s_educational_level, e.educational_level)]
              .filter((part) => part && part !== empty)
              .join(', '),
          )
          .join('; ');

  const sections: Record<Exclude<TenStep, 'review'>, Row[]> = {
    main: [
      [t('fields.department'), department?.name ?? empty],
      [t('fields.name'), form.name || empty],
      [t('fields.level'), one(lists.s_job_levels, form.level)],
      [t('fields.functionality'), picked('functionality')],
      [t('fields.subordinates'), form.subordinates_type === 1 ? `${yesNo(1)}, ${form.subordinates_number}` : yesNo(0)],
      [
        t('fields.address'),
        form.address_vacancy.length === 0
          ? empty
          : form.address_vacancy.map((a) => addressLabels.get(addressKey(a)) ?? a.street_number).join('; '),
      ],
      [t('fields.employmentType'), one(lists.s_employment_type, form.employment_type)],
      [t('review.workTime'), range(form.work_from, form.work_to)],
      [t('review.salary'), range(form.salary_from, form.salary_to)],
    ],
    requirements: [
      [t('fields.target'), picked('target')],
      [t('fields.result'), picked('result')],
      [t('fields.kpi'), picked('kpi')],
      [t('fields.credentials'), many(lists.s_credentials, form.credentials)],
      [t('fields.interaction'), texts(form.interaction)],
    ],
    competencies: [
      [t('fields.zun'), picked('zun')],
      [t('fields.cases'), picked('cases')],
      [t('fields.competencies'), many(lists.s_competence, form.competencies)],
    ],
    conditions: [
      [t('fields.compensation'), many(lists.s_compensation_package, form.compensation_package)],
      [t('fields.careerGrowth'), form.career_growth ? `${yesNo(true)}: ${form.opportunities ?? ''}` : yesNo(false)],
      [t('fields.businessTrips'), form.business_trips ? `${yesNo(true)}: ${form.missions ?? ''}` : yesNo(false)],
    ],
    specifics: [
      [t('fields.dressCode'), one(lists.s_dress, form.dress_code)],
      [t('fields.workProcess'), one(lists.s_work_specifics, form.work_process)],
      [t('fields.workPlace'), one(lists.s_specificity_workplace, form.work_place)],
      [t('fields.customerCommunications'), one(lists.s_specificity_communication, form.customer_communications)],
      [t('fields.supervisorCommunications'), one(lists.s_manager_specificity_communication, form.supervisor_communications)],
    ],
    age: [
      [t('fields.ageEnabled'), form.age_enabled ? range(form.age_from, form.age_to) : yesNo(false)],
      [t('fields.gender'), one(lists.tools_sex, form.gender)],
      [t('fields.familyStatus'), one(lists.s_family_status, form.family_status)],
      [t('fields.kids'), form.kids || empty],
      [t('fields.military'), yesNo(form.military_service)],
    ],
    education: [
      [t('fields.universities'), studies(form.universities)],
      [t('fields.courses'), studies(form.courses)],
    ],
    experience: [
      [t('fields.experience'), one(lists.s_work_experience, form.experience)],
      [t('fields.companyNames'), texts(form.experience_company_names)],
      [t('fields.jobTitles'), texts(form.experience_job_titles)],
    ],
    personal: [
      [t('fields.hobbies'), many(lists.s_hobbies, form.hobbies)],
      [t('fields.personalQualities'), many(lists.s_personal_qualities, form.personal_qualities)],
    ],
  };

  return (
    <div className="pos-review">
      <p>{t('review.intro')}</p>
      {TEN_STEPS.filter((step): step is Exclude<TenStep, 'review'> => step !== 'review').map((step) => (
        <section key={step} className="pos-review__section" aria-labelledby={`pos-review-${step}`}>
          <div className="pos-review__head">
            <h4 id={`pos-review-${step}`}>{t(`steps.${step}`)}</h4>
            <Button variant="ghost" size="sm" aria-label={t('review.editStep', { step: t(`steps.${step}`) })} onPress={() => onEdit(step)}>
              {t('actions.edit')}
            </Button>
          </div>
          <dl className="pos-review__rows">
            {sections[step].map(([label, value]) => (
              <div key={label} className="pos-review__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
