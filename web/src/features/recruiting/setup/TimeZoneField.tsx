import { useMemo, useState } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { InertWhileOpen } from '../../../shared/ui';

interface Zone {
  id: string;
  label: string;
}

/**
 * ICU still names a few zones by their old IANA spelling; the server stores the current one
 * (Europe/Kyiv is the default every company starts with).
 */
const CURRENT_NAMES: Record<string, string> = {
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
};

/** Every zone the browser knows, by its IANA name, with its offset now and its name in `language`. */
function zonesFor(language: string): Zone[] {
  const names = new Set(Intl.supportedValuesOf('timeZone').map((zone) => CURRENT_NAMES[zone] ?? zone));
  const now = new Date();
  return [...names].sort().map((id) => {
    const part = (style: 'longOffset' | 'long') =>
      new Intl.DateTimeFormat(language, { timeZone: id, timeZoneName: style }).formatToParts(now).find((p) => p.type === 'timeZoneName')
        ?.value ?? '';
    return { id, label: `${id.replaceAll('_', ' ')} (${part('longOffset')}, ${part('long')})` };
  });
}

/**
 * The company's time zone: typed to filter (a city, a region or an offset), picked from the list.
 * A text that names no zone leaves the saved one unchanged: the field shows it again on leaving.
 */
export function TimeZoneField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (zone: string) => void;
  errorMessage: string | undefined;
}) {
  const { t, i18n } = useTranslation('recruiting');
  const zones = useMemo(() => zonesFor(i18n.language), [i18n.language]);
  const labelOf = (id: string) => zones.find((zone) => zone.id === id)?.label ?? id;
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? labelOf(value);
  const needle = (text ?? '').trim().toLocaleLowerCase();
  const items = needle ? zones.filter((zone) => zone.label.toLocaleLowerCase().includes(needle)) : zones;
  return (
    <ComboBox<Zone>
      className="ui-field"
      items={items}
      inputValue={shown}
      onInputChange={setText}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
        setText(null);
      }}
      onBlur={() => setText(null)}
      isInvalid={Boolean(errorMessage)}
      isRequired
      validationBehavior="aria"
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className="ui-field__label">
        {t('settings.timeZone')}
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      </Label>
      <Input className="ui-input" />
      <Text slot="description" className="ui-field__description">
        {t('settings.timeZoneHint')}
      </Text>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <InertWhileOpen />
      <Popover className="ui-popover" placement="bottom start">
        <ListBox<Zone>
          className="ui-listbox"
          renderEmptyState={() => <p className="recruiting-muted recruiting-zone-none">{t('settings.timeZoneNone')}</p>}
        >
          {(zone) => (
            <ListBoxItem id={zone.id} textValue={zone.label} className="ui-listbox__item">
              {zone.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
