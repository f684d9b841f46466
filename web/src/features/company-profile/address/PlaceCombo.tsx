import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { livePlaceSearchMachine } from '../live';
import { offersAdding, SEARCH_MIN, type Place, type PlaceSource } from './place-search.machine';
import { Icon, InertWhileOpen, OpenAcrossScroll } from '../../../shared/ui';

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
 * characters, a loading line while the call runs, 'Нет данных' for an empty answer. A street
 * field whose search did not find the typed name offers it as its last option, "Добавить улицу «…»":
 * choosing it adds the street (the company's own) and selects it, so an address never waits for a
 * street directory.
 */
/** The key of the "add the typed street" option (place ids are positive). */
const ADD_KEY = -1;

export function PlaceCombo({ label, value, onChange, source, isDisabled, isRequired, errorMessage }: PlaceComboProps) {
  const { t } = useTranslation('company-profile');
  const inputRef = useRef<HTMLInputElement>(null);
  // The machine starts once, but the form's onChange is a new closure each render that reads the
  // address it was rendered with: the machine calls the latest one. (It kept the first: clearing or
  // retyping a chosen city was compared with the address of the first render and dropped, so the
  // street of the old city stayed chosen and open.)
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const machine = useMemo(
    () =>
      livePlaceSearchMachine.provide({
        actions: { chosenChanged: (_, params) => onChangeRef.current(params.chosen) },
      }),
    // The machine starts once, from the given value and source (a new city remounts the street's combobox).
    [],
  );
  const [state, send] = useMachine(machine, { input: { chosen: value, source } });
  const { text, results, chosen, error } = state.context;

  // The form replaced the value (loaded address, parent field reset): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the id alone (see below).
  useEffect(() => {
    if ((value?.id ?? null) !== (chosen?.id ?? null)) send({ type: 'RESET', chosen: value });
    // Keyed on the id alone: a new object with the same place is no change.
  }, [value?.id]);

  const loading = state.matches('waiting') || state.matches('searching');
  const adding = state.matches('adding');
  const offerAdd = !isDisabled && (state.matches('shown') || adding) && offersAdding(state.context);
  const addName = offerAdd ? text.trim() : null;
  // The add option is a list item of its own (arrow keys and Enter reach it as any other). The list
  // changes only when the answer or the offer does: not a new collection on every render of the form.
  const items: Place[] = useMemo(() => (addName === null ? results : [...results, { id: ADD_KEY, name: addName }]), [results, addName]);
  const status =
    text.trim().length < SEARCH_MIN
      ? t('address.minChars')
      : loading
        ? t('address.searching')
        : error
          ? error
          : results.length === 0
            ? t('address.noData')
            : '';

  function choose(key: Key | null) {
    if (key === null) return;
    if (key === ADD_KEY) {
      send({ type: 'ADD' });
      return;
    }
    const place = results.find((item) => String(item.id) === String(key));
    if (place) send({ type: 'CHOOSE', place });
  }

  return (
    <ComboBox<Place>
      className="ui-field"
      items={items}
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
      <Input ref={inputRef} className="ui-input" />
      {chosen?.description && (
        <Text slot="description" className="ui-field__description">
          {chosen.description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <InertWhileOpen />
      <OpenAcrossScroll inputRef={inputRef} />
      <Popover className="ui-popover place-combo__popover" placement="bottom start">
        {status && (
          <div className="place-combo__status" role="status">
            {status}
          </div>
        )}
        <ListBox<Place> className="ui-listbox">
          {(item) =>
            item.id === ADD_KEY ? (
              <ListBoxItem
                id={ADD_KEY}
                textValue={t('address.addStreet', { name: item.name })}
                className="ui-listbox__item place-combo__add"
              >
                <Icon name="plus" size={16} />
                <span>{adding ? t('address.adding') : t('address.addStreet', { name: item.name })}</span>
              </ListBoxItem>
            ) : (
              <ListBoxItem id={item.id} textValue={item.name} className="ui-listbox__item place-combo__item">
                <span>{item.name}</span>
                {item.description && <span className="place-combo__description">{item.description}</span>}
              </ListBoxItem>
            )
          }
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
