// The address of spec 001 §3 "Address" as the API carries it, and its checks (spec §5): a city is
// required, a street once a city is chosen, a number once a street is chosen.
export interface Address {
  city_id: number | null;
  city_name: string;
  street_id: number | null;
  street_name: string;
  street_number: string;
}

export const EMPTY_ADDRESS: Address = { city_id: null, city_name: '', street_id: null, street_name: '', street_number: '' };

export type AddressProblem = 'city' | 'street' | 'number';

/** Which part of an address is missing, in the order the form asks for them; null when complete. */
export function addressProblem(address: Address): AddressProblem | null {
  if (address.city_id === null) return 'city';
  if (address.street_id === null) return 'street';
  if (address.street_number.trim() === '') return 'number';
  return null;
}

export function isEmptyAddress(address: Address): boolean {
  return address.city_id === null && address.street_id === null && address.street_number.trim() === '';
}

/** Read defensively from an answer (null parts when missing). */
export function readAddress(value: unknown): Address {
  if (typeof value !== 'object' || value === null) return EMPTY_ADDRESS;
  const v = value as Record<string, unknown>;
  const id = (x: unknown) => (x === null || x === undefined || x === '' ? null : Number.isInteger(Number(x)) ? Number(x) : null);
  const text = (x: unknown) => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
  return {
    city_id: id(v.city_id),
    city_name: text(v.city_name),
    street_id: id(v.street_id),
    street_name: text(v.street_name),
    street_number: text(v.street_number),
  };
}

export function formatAddress(address: Address): string {
  return [address.city_name, address.street_name, address.street_number].filter(Boolean).join(', ');
}
