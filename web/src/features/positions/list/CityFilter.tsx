import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../shared/api/places';
import { liveCityFilterMachine } from './live';
import { InertWhileOpen } from '../../../shared/ui';

/** The address_vacancy filter: a city picked from the city search (arrow keys, Enter, Escape). */
export function CityFilter({
  value,
  onChange,
}: {
  value: { id: number; name: string } | null;
  onChange: (city: { id: number; name: string } | null) => void;
}) {
  const { t } = useTranslation('vacancies');
  const [text, setText] = useState(value?.name ?? '');
  // The search (a pause, two letters, the latest text only) is a machine; its call is the area's (live.ts).
  const [search, sendSearch] = useMachine(liveCityFilterMachine);
  const cities = search.context.cities;

  // The form was reset: the field follows.
  useEffect(() => {
    if (value === null) setText('');
  }, [value]);

  useEffect(() => {
    sendSearch({ type: 'TYPE', value: text, picked: value?.name ?? null });
  }, [text, value?.name, sendSearch]);

  const choose = (key: Key | null) => {
    const city = cities.find((item) => String(item.id) === String(key));
    if (city) {
      setText(city.name);
      onChange({ id: city.id, name: city.name });
    }
  };

  return (
    <ComboBox<City>
      className="ui-field"
      items={cities}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        // Editing the name drops the picked city until another one is chosen.
        if (value && typed !== value.name) onChange(null);
      }}
      selectedKey={value ? value.id : null}
      onSelectionChange={choose}
      menuTrigger="input"
      allowsCustomValue
    >
      <Label className="ui-field__label">{t('filters.city')}</Label>
      <Input className="ui-input" />
      <Text slot="description" className="ui-field__description">
        {t('filters.cityHint')}
      </Text>
      <InertWhileOpen />
      <Popover className="ui-popover" placement="bottom start">
        <ListBox<City> className="ui-listbox">
          {(city) => (
            <ListBoxItem id={city.id} textValue={city.name} className="ui-listbox__item">
              {city.description ? `${city.name}, ${city.description}` : city.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
