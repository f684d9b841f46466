// Step 7: universities (chosen from /get_uniwersytet/ or typed when missing) and courses or
// trainings, each entry with its years (YYYY, start ≤ end), specialty and educational level.
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import type { University } from '../../../shared/api/competency';
import type { StudyEntry } from '../../../shared/api/positions';
import { Button, Icon, TextField } from '../../../shared/ui';
import type { DetailProps } from './DetailSteps';
import { ListSelect, ProblemLine, useProblem } from './fields';
import { newStudy } from './vacancy-form';
import { InertWhileOpen } from '../../../shared/ui';

/** At most this many suggestions: the list holds every university of Ukraine. */
const SUGGESTIONS = 50;

function UniversityCombo({
  value,
  universities,
  onChange,
  problem,
}: {
  value: StudyEntry;
  universities: University[];
  onChange: (entry: StudyEntry) => void;
  problem: ReturnType<ReturnType<typeof useProblem>>;
}) {
  const { t } = useTranslation('positions');
  const typed = value.name.trim().toLowerCase();
  const matches = (typed === '' ? universities : universities.filter((u) => u.name.toLowerCase().includes(typed))).slice(0, SUGGESTIONS);
  return (
    <ComboBox<University>
      className="ui-field"
      items={matches}
      // A name missing from the list is kept as typed (id_university null).
      allowsCustomValue
      inputValue={value.name}
      onInputChange={(name) => onChange({ ...value, name, id_university: universities.find((u) => u.name === name)?.id ?? null })}
      selectedKey={value.id_university}
      onSelectionChange={(key) => {
        const chosen = universities.find((u) => u.id === Number(key));
        if (chosen) onChange({ ...value, name: chosen.name, id_university: chosen.id });
      }}
      menuTrigger="input"
      isRequired
      isInvalid={problem.isInvalid}
      validationBehavior="aria"
    >
      <Label className="ui-field__label">
        {t('fields.university')}
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      </Label>
      <Input className="ui-input" maxLength={200} />
      <FieldError className="ui-field__error">{problem.errorMessage}</FieldError>
      <InertWhileOpen />
      <Popover className="ui-popover">
        <ListBox<University> className="ui-listbox">
          {(u) => (
            <ListBoxItem id={u.id} textValue={u.name} className="ui-listbox__item">
              {u.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function Studies({ kind, props, universities }: { kind: 'universities' | 'courses'; props: DetailProps; universities: University[] }) {
  const { t } = useTranslation('positions');
  const problem = useProblem(props.problems);
  const entries = props.form[kind];
  const set = (index: number, entry: StudyEntry) =>
    props.change(
      kind,
      entries.map((e, i) => (i === index ? entry : e)),
    );
  return (
    <fieldset className="pos-fieldset">
      <legend className="ui-field__label">{t(`fields.${kind}`)}</legend>
      {entries.length === 0 && <p className="pos-muted">{t('options.noEntries')}</p>}
      {entries.map((entry, i) => {
        const at = `${kind}.${i}`;
        return (
          <div key={entry.id} className="pos-entry pos-grid">
            {kind === 'universities' ? (
              <UniversityCombo value={entry} universities={universities} onChange={(e) => set(i, e)} problem={problem(`${at}.name`)} />
            ) : (
              <TextField
                label={t('fields.courseName')}
                isRequired
                maxLength={200}
                value={entry.name}
                onChange={(name) => set(i, { ...entry, name })}
                {...problem(`${at}.name`)}
              />
            )}
            <TextField
              label={t('fields.specialty')}
              isRequired
              maxLength={200}
              value={entry.specialty}
              onChange={(specialty) => set(i, { ...entry, specialty })}
              {...problem(`${at}.specialty`)}
            />
            <div className="pos-pair">
              <TextField
                label={t('fields.yearStart')}
                isRequired
                inputMode="numeric"
                maxLength={4}
                value={entry.year_start}
                onChange={(year_start) => set(i, { ...entry, year_start })}
                {...problem(`${at}.year_start`)}
              />
              <TextField
                label={t('fields.yearEnd')}
                inputMode="numeric"
                maxLength={4}
                value={entry.year_end ?? ''}
                onChange={(year) => set(i, { ...entry, year_end: year === '' ? null : year })}
                {...problem(`${at}.year_end`)}
              />
            </div>
            <ListSelect
              label={t('fields.educationalLevel')}
              items={props.lists.s_educational_level}
              value={entry.educational_level}
              onChange={(level) => set(i, { ...entry, educational_level: level })}
              problem={problem(`${at}.educational_level`)}
            />
            <div className="pos-wide">
              <Button
                variant="ghost"
                size="sm"
                onPress={() =>
                  props.change(
                    kind,
                    entries.filter((_, j) => j !== i),
                  )
                }
              >
                <Icon name="close" size={14} />
                {t('actions.removeEntry')}
              </Button>
            </div>
          </div>
        );
      })}
      <ProblemLine problem={problem(kind)} />
      <Button variant="secondary" onPress={() => props.change(kind, [...entries, newStudy(crypto.randomUUID())])}>
        <Icon name="plus" size={16} />
        {t(kind === 'universities' ? 'actions.addUniversity' : 'actions.addCourse')}
      </Button>
    </fieldset>
  );
}

export function EducationStep(props: DetailProps & { universities: University[] }) {
  return (
    <div className="pos-grid pos-grid--one">
      <Studies kind="universities" props={props} universities={props.universities} />
      <Studies kind="courses" props={props} universities={props.universities} />
    </div>
  );
}
