/** Plain types and constants of the catalogue that other contexts may name (through the contract). */

/** The option lists the account side asks for by name (spec 000 §3 "Option lists"). */
export const OPTION_LIST_NAMES = [
  'gender',
  'social_media',
  'messengers',
  'office_presence_status',
  'filter_companies',
  'employees',
  'activities',
] as const;
export type OptionListName = (typeof OPTION_LIST_NAMES)[number];

export function isOptionListName(value: string): value is OptionListName {
  return (OPTION_LIST_NAMES as readonly string[]).includes(value);
}
