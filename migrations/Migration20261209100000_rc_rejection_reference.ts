import { Migration } from '@mikro-orm/migrations';

/**
 * ApplicationRejected's letter in the outbox is a reference to its `rc_rejection_letter` row now
 * (letterId, sendAt): outbox rows are kept after dispatch, and the copies of the candidate's address
 * and the letter's text that older rows hold would outlive an erasure, which redacts only the row.
 * The handler reads the row, so the rewritten events still send their letters.
 */
export class Migration20261209100000_rc_rejection_reference extends Migration {
  override name = 'Migration20261209100000_rc_rejection_reference';

  override up(): void | Promise<void> {
    this.addSql(`update "outbox"
      set "payload" = jsonb_set("payload", '{letter}',
        jsonb_build_object('letterId', "payload"->'letter'->'letterId', 'sendAt', "payload"->'letter'->'sendAt'))
      where "type" = 'ApplicationRejected' and jsonb_typeof("payload"->'letter') = 'object';`);
  }

  override down(): void | Promise<void> {
    // The copies are gone on purpose; the reference still sends every letter.
  }
}
