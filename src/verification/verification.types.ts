/** Plain constants and types of the verification context that other contexts may use (through the contract). */

/** Preset reasons of a rejection (issue 12 "Reasons"); `other` needs the verifier's own text. */
export const REJECTION_REASON_CODES = ['unreadable', 'code_mismatch', 'name_mismatch', 'outdated', 'other'] as const;
export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

export function isRejectionReasonCode(value: unknown): value is RejectionReasonCode {
  return typeof value === 'string' && (REJECTION_REASON_CODES as readonly string[]).includes(value);
}

/**
 * The reasons' names in the interface languages: the verifier's list and the owner's banner (the
 * company context shows the name when the verifier wrote no text of their own).
 */
export const REJECTION_REASON_NAMES: Record<RejectionReasonCode, { ru: string; en: string; uk: string }> = {
  unreadable: { ru: 'Выписка нечитаема', en: 'The extract is unreadable', uk: 'Виписка нечитабельна' },
  code_mismatch: { ru: 'Код ЕГРПОУ не совпадает с выпиской', en: 'The EDRPOU code does not match the extract', uk: 'Код ЄДРПОУ не збігається з випискою' },
  name_mismatch: { ru: 'Название не совпадает с выпиской', en: 'The name does not match the extract', uk: 'Назва не збігається з випискою' },
  outdated: { ru: 'Выписка устарела', en: 'The extract is out of date', uk: 'Виписка застаріла' },
  other: { ru: 'Другое', en: 'Other', uk: 'Інше' },
};
