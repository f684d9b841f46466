import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { livePlaceSearchMachine } from '../live';
import { SEARCH_MIN, type Place, type PlaceSource } from './place-search.machine';
import { InertWhileOpen } from '../../../shared/ui';

export interface PlaceComboProps {
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  /** What it searches (the call is the area's, live.ts): cities, or the streets of a city. */
  source: PlaceSource;
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string | null;
}

/**
 * A city or street picker: a react-aria ComboBox (arrow keys, Enter, Escape) fed by the debounced
 * search machine. Its status line is the spec's hint: 'Введите более 2 символов' below three
 * characters, a loading line while the call runs, 'Нет данных' for an empty answer.
 */
export function PlaceCombo({ label, value, onChange, source, isDisabled, isRequired, errorMessage }: PlaceComboProps) {
  const { t } = useTranslation('company-profile');
  const machine = useMemo(
    () =>
      livePlaceSearchMachine.provide({
        actions: { chosenChanged: (_, params) => onChange(params.chosen) },
      }),
    // The machine starts once, from the given value and source (a new city remounts the street's combobox).
    [],
  );
  const [state, send] = useMachine(machine, { input: { chosen: value, source } });
  const { text, results, chosen, error } = state.context;

  // The form replaced the value (loaded address, parent field reset): follow it.
  useEffect(() => {
    if ((value?.id ?? null) !== (chosen?.id ?? null)) send({ type: 'RESET', chosen: value });
    // Keyed on the id alone: a new object with the same place is no change.
  }, [value?.id]);

  const loading = state.matches('waiting') || state.matches('searching');
  const status = text.trim().length < SEARCH_MIN ? t('address.minChars') : loading ? t('address.searching') : error ? error : results.length === 0 ? t('address.noData') : '';

  function choose(key: Key | null) {
    if (key === null) return;
    const place = results.find((item) => String(item.id) === String(key));
    if (place) send({ type: 'CHOOSE', place });
  }

  return (
    <ComboBox<Place>
      className="ui-field"
      items={results}
      inputValue={text}
      onInputChange={(typed) => send({ type: 'TYPE', value: typed })}
      selectedKey={chosen ? chosen.id : null}
      onSelectionChange={choose}
      menuTrigger="input"
      allowsEmptyCollection
      allowsCustomValue
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="ui-field__label">
        {label}
        {isRequired && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Input className="ui-input" />
      {chosen?.description && (
        <Text slot="description" className="ui-field__description">
          {chosen.description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <InertWhileOpen />
      <Popover className="ui-popover place-combo__popover" placement="bottom start">
        {status && (
          <div className="place-combo__status" role="status">
            {status}
          </div>
        )}
        <ListBox<Place> className="ui-listbox">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="ui-listbox__item place-combo__item">
              <span>{item.name}</span>
              {item.description && <span className="place-combo__description">{item.description}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
