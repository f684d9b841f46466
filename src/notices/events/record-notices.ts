import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../../shared/domain/domain-event.js';
import type { NoticeKind } from '../notices.types.js';

/** What one event tells one user. */
export interface NoticeDraft {
  userId: string;
  kind: NoticeKind;
  params: Record<string, string | number | null>;
  link: string | null;
}

/**
 * Writes the event's notices in the relay's transaction for this handler, leaving out users who
 * switched the kind's in-app copy off. Keyed by (event, user, kind): a replay writes nothing twice.
 * The time is the event's, so the list is in the order things happened, not in the relay's.
 */
export async function recordNotices(em: EntityManager, event: DomainEvent, drafts: NoticeDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const muted = await em.execute<Array<{ user_id: string; kind: string }>>(
    'select user_id, kind from notice_preference where in_app = false and user_id in (select jsonb_array_elements_text(?::jsonb)::uuid)',
    [JSON.stringify(drafts.map((draft) => draft.userId))],
  );
  const off = new Set(muted.map((row) => `${row.user_id}/${row.kind}`));
  for (const draft of drafts) {
    if (off.has(`${draft.userId}/${draft.kind}`)) continue;
    await em.execute(
      `insert into notice (user_id, kind, params, link, event_id, created_at) values (?, ?, ?::jsonb, ?, ?, ?)
       on conflict (event_id, user_id, kind) do nothing`,
      [draft.userId, draft.kind, JSON.stringify(draft.params), draft.link, event.eventId, new Date(event.occurredAt)],
    );
  }
}
