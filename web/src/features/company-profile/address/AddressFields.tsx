import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui';
import type { Address, AddressProblem } from './address';
import { PlaceCombo } from './PlaceCombo';

export interface AddressFieldsProps {
  /** Legend of the group, e.g. 'Legal address'. */
  legend: string;
  value: Address;
  onChange: (address: Address) => void;
  /** The part to mark (after a submit); null when the address is fine. */
  problem?: AddressProblem | null;
  isRequired?: boolean;
  /** The member's rights do not open the address: it is shown, not changed. */
  isDisabled?: boolean;
}

/**
 * City, street and number: the street stays disabled until a city is
 * chosen and is searched within it; the number stays disabled until a street is chosen. Changing
 * the city drops the street and number; changing the street drops the number.
 */
export function AddressFields({ legend, value, onChange, problem, isRequired, isDisabled = false }: AddressFieldsProps) {
  const { t } = useTranslation('company-profile');
  const cityId = value.city_id;
  const required = t('messages.required');
  return (
    <fieldset className="address-fields">
      <legend className="address-fields__legend">{legend}</legend>
      <PlaceCombo
        label={t('address.city')}
        value={value.city_id === null ? null : { id: value.city_id, name: value.city_name }}
        onChange={(city) => {
          if ((city?.id ?? null) === value.city_id) return;
          onChange({ city_id: city?.id ?? null, city_name: city?.name ?? '', street_id: null, street_name: '', street_number: '' });
        }}
        source={{ kind: 'cities' }}
        isDisabled={isDisabled}
        isRequired={isRequired}
        errorMessage={problem === 'city' ? required : null}
      />
      <PlaceCombo
        // The streets of the chosen city: another city is another search, from an empty street.
        key={cityId ?? 'no-city'}
        label={t('address.street')}
        value={value.street_id === null ? null : { id: value.street_id, name: value.street_name }}
        onChange={(street) => {
          if ((street?.id ?? null) === value.street_id) return;
          onChange({ ...value, street_id: street?.id ?? null, street_name: street?.name ?? '', street_number: '' });
        }}
        source={{ kind: 'streets', cityId }}
        isDisabled={isDisabled || cityId === null}
        isRequired={isRequired || cityId !== null}
        errorMessage={problem === 'street' ? required : null}
      />
      <TextField
        label={t('address.number')}
        value={value.street_number}
        onChange={(street_number) => onChange({ ...value, street_number })}
        isDisabled={isDisabled || value.street_id === null}
        isRequired={value.street_id !== null}
        maxLength={20}
        isInvalid={problem === 'number'}
        errorMessage={problem === 'number' ? required : null}
      />
    </fieldset>
  );
}
