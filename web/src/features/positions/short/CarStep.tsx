// The Car step: the licence select defaults to No; Yes enables the categories, the
// date driving began (DD.MM.YYYY, typed through a mask, not in the future) and the car; No
// disables them and the machine empties them.
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, FieldError, Label, Text } from 'react-aria-components/CheckboxGroup';
import { useFieldProblem, useProblemText } from '../../../shared/forms/problem-text';
import { Checkbox, Select, TextField } from '../../../shared/ui';
import type { StepProps } from './step-props';

export function CarStep({ context, send, busy }: StepProps) {
  const { t } = useTranslation('positions-short');
  const fieldProblem = useFieldProblem();
  const problemText = useProblemText();
  const { car, problems, lists } = context;
  const off = car.driver_license === 0;
  const yesNo = [
    { id: 1, label: t('yes') },
    { id: 0, label: t('no') },
  ];
  const chosen = car.driver_categories.map(String);
  return (
    <div className="short-step__fields">
      <Select
        label={t('car.licence')}
        items={yesNo}
        value={car.driver_license}
        isDisabled={busy}
        onChange={(key) => key !== null && send({ type: 'SET_LICENCE', value: key === 1 ? 1 : 0 })}
      />
      <CheckboxGroup
        value={chosen}
        // The machine keeps the ticks; each changed box is one TOGGLE_CATEGORY.
        onChange={(next) => {
          for (const item of lists.s_driving_license_category) {
            if (next.includes(String(item.id)) !== chosen.includes(String(item.id))) send({ type: 'TOGGLE_CATEGORY', id: item.id });
          }
        }}
        isDisabled={off || busy}
        isRequired={!off}
        isInvalid={Boolean(problems.driver_categories)}
        validationBehavior="aria"
        className="ui-field"
      >
        <Label className="ui-field__label">
          {t('car.categories')}
          {!off && (
            <span className="ui-field__required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        <div className="short-step__checks">
          {lists.s_driving_license_category.length === 0 && <p>{t('car.noCategories')}</p>}
          {lists.s_driving_license_category.map((item) => (
            <Checkbox key={item.id} value={String(item.id)}>
              {item.name}
            </Checkbox>
          ))}
        </div>
        {off && (
          <Text slot="description" className="ui-field__description">
            {t('car.disabledHint')}
          </Text>
        )}
        <FieldError className="ui-field__error">{problemText(problems.driver_categories)}</FieldError>
      </CheckboxGroup>
      <TextField
        label={t('car.experience')}
        description={off ? t('car.disabledHint') : t('car.experienceHint')}
        placeholder={t('car.placeholder')}
        inputMode="numeric"
        autoComplete="off"
        value={car.driving_experience}
        onChange={(text) => send({ type: 'SET_EXPERIENCE', text })}
        isDisabled={off || busy}
        isRequired={!off}
        {...fieldProblem(problems.driving_experience)}
      />
      <Select
        label={t('car.available')}
        items={yesNo}
        value={car.car_available}
        isDisabled={off || busy}
        onChange={(key) => key !== null && send({ type: 'SET_CAR', value: key === 1 ? 1 : 0 })}
      />
    </div>
  );
}
