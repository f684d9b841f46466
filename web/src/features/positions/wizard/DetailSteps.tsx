// Steps 2–6, 8 and 9 of the position wizard: lists, switches and texts over the form.
import { useTranslation } from 'react-i18next';
import type { CataloguePosition, FamilyPath, PositionLists } from '../../../shared/api/competency';
import { Icon, Switch, TextField } from '../../../shared/ui';
import { PickField } from '../picker/PickerModal';
import type { pickerMachine } from '../picker/picker.machine';
import { ListSelect, ListTags, TextTags, useProblem, YesNo, type StepProps } from './fields';
import { LIMITS, PICK_FIELDS, type PickedNames, type PickField as PickFieldName } from './vacancy-form';

export interface DetailProps extends StepProps {
  lists: PositionLists;
}

export interface PickingProps extends DetailProps {
  names: PickedNames;
  positions: CataloguePosition[];
  picker: typeof pickerMachine;
  onPicked: (field: PickFieldName, items: { id: number; name: string }[]) => void;
}

function Pick({ field, label, isRequired, props }: { field: PickFieldName; label: string; isRequired?: boolean; props: PickingProps }) {
  const problem = useProblem(props.problems)(field);
  return (
    <PickField
      field={field}
      family={PICK_FIELDS[field] as FamilyPath}
      label={label}
      isRequired={isRequired}
      machine={props.picker}
      positions={props.positions}
      positionId={props.form.id_position}
      selected={props.form[field].map((id) => ({ id, name: props.names[field][id] ?? String(id) }))}
      onApply={(items) => props.onPicked(field, items)}
      errorMessage={problem.errorMessage}
    />
  );
}

export function RequirementsStep(props: PickingProps) {
  const { t } = useTranslation('positions');
  const { form, change, lists } = props;
  const problem = useProblem(props.problems);
  return (
    <div className="pos-grid pos-grid--one">
      <Pick field="target" label={t('fields.target')} isRequired props={props} />
      <Pick field="result" label={t('fields.result')} isRequired props={props} />
      <Pick field="kpi" label={t('fields.kpi')} isRequired props={props} />
      <ListTags
        label={t('fields.credentials')}
        isRequired
        items={lists.s_credentials}
        value={form.credentials}
        onChange={(v) => change('credentials', v)}
        problem={problem('credentials')}
      />
      <TextTags
        label={t('fields.interaction')}
        inputLabel={t('fields.interactionNew')}
        isRequired
        value={form.interaction}
        onChange={(v) => change('interaction', v)}
        problem={problem('interaction')}
      />
    </div>
  );
}

export function CompetenciesStep(props: PickingProps) {
  const { t } = useTranslation('positions');
  const problem = useProblem(props.problems);
  return (
    <div className="pos-grid pos-grid--one">
      <Pick field="zun" label={t('fields.zun')} isRequired props={props} />
      <Pick field="cases" label={t('fields.cases')} props={props} />
      <ListTags
        label={t('fields.competencies')}
        items={props.lists.s_competence}
        value={props.form.competencies}
        onChange={(v) => props.change('competencies', v)}
        problem={problem('competencies')}
      />
    </div>
  );
}

export function ConditionsStep({ form, problems, change, lists }: DetailProps) {
  const { t } = useTranslation('positions');
  const problem = useProblem(problems);
  return (
    <div className="pos-grid pos-grid--one">
      <ListTags
        label={t('fields.compensation')}
        isRequired
        items={lists.s_compensation_package}
        value={form.compensation_package}
        onChange={(v) => change('compensation_package', v)}
        problem={problem('compensation_package')}
      />
      <Switch isSelected={form.career_growth} onChange={(on) => change('career_growth', on)}>
        {t('fields.careerGrowth')}
      </Switch>
      <TextField
        multiline
        maxLength={LIMITS.notesMax}
        label={t('fields.opportunities')}
        isRequired={form.career_growth}
        isDisabled={!form.career_growth}
        value={form.opportunities ?? ''}
        onChange={(v) => change('opportunities', v)}
        {...problem('opportunities')}
      />
      <Switch isSelected={form.business_trips} onChange={(on) => change('business_trips', on)}>
        {t('fields.businessTrips')}
      </Switch>
      <TextField
        multiline
        maxLength={LIMITS.notesMax}
        label={t('fields.missions')}
        isRequired={form.business_trips}
        isDisabled={!form.business_trips}
        value={form.missions ?? ''}
        onChange={(v) => change('missions', v)}
        {...problem('missions')}
      />
    </div>
  );
}

export function SpecificsStep({ form, problems, change, lists }: DetailProps) {
  const { t } = useTranslation('positions');
  const problem = useProblem(problems);
  const fields = [
    ['dress_code', 'dressCode', 's_dress'],
    ['work_process', 'workProcess', 's_work_specifics'],
    ['work_place', 'workPlace', 's_specificity_workplace'],
    ['customer_communications', 'customerCommunications', 's_specificity_communication'],
    ['supervisor_communications', 'supervisorCommunications', 's_manager_specificity_communication'],
  ] as const;
  return (
    <div className="pos-grid">
      {fields.map(([field, label, list]) => (
        <ListSelect
          key={field}
          label={t(`fields.${label}`)}
          isRequired
          items={lists[list]}
          value={form[field]}
          onChange={(v) => change(field, v)}
          problem={problem(field)}
        />
      ))}
    </div>
  );
}

export function AgeStep({ form, problems, change, lists }: DetailProps) {
  const { t } = useTranslation('positions');
  const problem = useProblem(problems);
  return (
    <div className="pos-grid">
      {/* Why the step is off and optional (PROTECTED_VACANCY_FIELDS): none of it may be asked of a candidate. */}
      <div className="pos-wide ui-notice" role="note">
        <Icon name="info" />
        <p>{t('fields.ageNotice')}</p>
      </div>
      <div className="pos-wide">
        <Switch isSelected={form.age_enabled} onChange={(on) => change('age_enabled', on)}>
          {t('fields.ageEnabled')}
        </Switch>
      </div>
      <div className="pos-pair">
        <TextField
          label={t('fields.ageFrom')}
          inputMode="numeric"
          isRequired={form.age_enabled}
          isDisabled={!form.age_enabled}
          value={form.age_from}
          onChange={(v) => change('age_from', v)}
          {...problem('age_from')}
        />
        <TextField
          label={t('fields.ageTo')}
          inputMode="numeric"
          isRequired={form.age_enabled}
          isDisabled={!form.age_enabled}
          value={form.age_to}
          onChange={(v) => change('age_to', v)}
          {...problem('age_to')}
        />
      </div>
      <ListSelect
        label={t('fields.gender')}
        items={lists.tools_sex}
        value={form.gender}
        onChange={(v) => change('gender', v)}
        problem={problem('gender')}
      />
      <ListSelect
        label={t('fields.familyStatus')}
        items={lists.s_family_status}
        value={form.family_status}
        onChange={(v) => change('family_status', v)}
        problem={problem('family_status')}
      />
      <TextField label={t('fields.kids')} inputMode="numeric" value={form.kids} onChange={(v) => change('kids', v)} {...problem('kids')} />
      <YesNo label={t('fields.military')} value={form.military_service} onChange={(v) => change('military_service', v)} />
    </div>
  );
}

export function ExperienceStep({ form, problems, change, lists }: DetailProps) {
  const { t } = useTranslation('positions');
  const problem = useProblem(problems);
  return (
    <div className="pos-grid pos-grid--one">
      <ListSelect
        label={t('fields.experience')}
        isRequired
        items={lists.s_work_experience}
        value={form.experience}
        onChange={(v) => change('experience', v)}
        problem={problem('experience')}
      />
      <TextTags
        label={t('fields.companyNames')}
        inputLabel={t('fields.companyName')}
        value={form.experience_company_names}
        onChange={(v) => change('experience_company_names', v)}
        problem={problem('experience_company_names')}
      />
      <TextTags
        label={t('fields.jobTitles')}
        inputLabel={t('fields.jobTitle')}
        value={form.experience_job_titles}
        onChange={(v) => change('experience_job_titles', v)}
        problem={problem('experience_job_titles')}
      />
    </div>
  );
}

export function PersonalStep({ form, problems, change, lists }: DetailProps) {
  const { t } = useTranslation('positions');
  const problem = useProblem(problems);
  return (
    <div className="pos-grid pos-grid--one">
      <ListTags
        label={t('fields.hobbies')}
        items={lists.s_hobbies}
        value={form.hobbies}
        onChange={(v) => change('hobbies', v)}
        problem={problem('hobbies')}
      />
      <ListTags
        label={t('fields.personalQualities')}
        isRequired
        items={lists.s_personal_qualities}
        value={form.personal_qualities}
        onChange={(v) => change('personal_qualities', v)}
        problem={problem('personal_qualities')}
      />
    </div>
  );
}
