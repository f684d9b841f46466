import { ApiProperty } from '@nestjs/swagger';
import type { Lang } from '../../shared/i18n/lang.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';
import type { HistoryKind } from '../read/read-model.entity.js';

/*
 * Pieces of the verifier views shared by the calls (status names, counters, history lines). Each
 * piece of an answer is one class: the type the reads build and, through its decorators, its schema
 * in the OpenAPI document (names start with Verifier: schema names are global to the document).
 */

export class VerifierNamedIdResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language (empty when the catalogue has no such item)' }) name!: string;
}

export type NamedId = VerifierNamedIdResponse;

export class VerifierPersonResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export function statusView(statusId: number, lang: Lang): NamedId {
  return { id: statusId, name: translate(`verification.status.${statusId}` as MessageKey, lang) };
}

/** The list counters of every verifier answer (README "Verification (the `verification` context)", "Case view"). */
export interface Counters {
  companiesAll: number;
  companiesUnderConsideration: number;
  companiesActive: number;
  companiesReject: number;
  companiesDeleted: number;
  companiesOverdue: number;
}

export interface HistoryRow {
  id: string;
  kind: HistoryKind;
  actor_id: string | null;
  actor_name: string | null;
  /** A Date from the ORM, ISO text from JSON built by PostgreSQL. */
  at: Date | string;
  details: Record<string, unknown>;
}

export class VerifierHistoryResponse {
  @ApiProperty() id!: string;
  @ApiProperty({
    type: String,
    description: 'What happened (registered, submitted, verified, rejected, removed_by_verifier, comment_added, claimed …)',
    example: 'submitted',
  })
  kind!: HistoryKind;
  @ApiProperty({ description: 'One line in the caller’s language' }) text!: string;
  @ApiProperty({ type: VerifierPersonResponse, nullable: true, description: 'Null for the system' }) actor!: VerifierPersonResponse | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the line names (changed fields, reason …), as recorded' })
  details!: Record<string, unknown>;
}

export type HistoryItem = VerifierHistoryResponse;

/** Names of the option ids an edit may carry (activity, employee count) in the caller's language. */
export type OptionNames = Partial<Record<string, (id: number) => string | null>>;

const QUOTES: Record<Lang, [string, string]> = { ru: ['«', '»'], uk: ['«', '»'], en: ['“', '”'] };

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/**
 * Each changed field with its old and new value ("название: «Перша» → «Друга»"): the verifier sees
 * what changed, not only where. Option ids read through their names; an empty value says so.
 */
function fieldChanges(details: Record<string, unknown>, lang: Lang, names: OptionNames): string {
  const changes = (details.changes ?? {}) as Record<string, unknown>;
  const [open, close] = QUOTES[lang];
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return translate('verification.history.emptyValue', lang);
    if (typeof value === 'number') return names[field]?.(value) ?? String(value);
    return `${open}${String(value)}${close}`;
  };
  return Object.entries(changes)
    .map(([field, change]) => {
      const label = translate(`verification.field.${field}` as MessageKey, lang);
      return isChange(change) ? `${label}: ${shown(field, change.from)} → ${shown(field, change.to)}` : label;
    })
    .join('; ');
}

function reasonText(details: Record<string, unknown>, lang: Lang): string {
  const code = typeof details.reason_code === 'string' ? translate(`verification.reason.${details.reason_code}` as MessageKey, lang) : '';
  const text = typeof details.reason === 'string' ? details.reason : '';
  return [code, text].filter(Boolean).join('. ');
}

export function historyItem(row: HistoryRow, lang: Lang, names: OptionNames = {}): HistoryItem {
  const details = row.details ?? {};
  const from = details.from as { name?: string } | undefined;
  const params: Record<string, string> = {
    fields: fieldChanges(details, lang, names),
    name: typeof details.name === 'string' ? details.name : '',
    reason: reasonText(details, lang),
    from: from?.name ?? '',
  };
  return {
    id: String(row.id),
    kind: row.kind,
    text: translate(`verification.history.${row.kind}` as MessageKey, lang, params),
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    at: new Date(row.at).toISOString(),
    details,
  };
}
