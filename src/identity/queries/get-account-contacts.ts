import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { normalizeLang, type Lang } from '../../shared/i18n/lang.js';
import type { Social } from '../domain/user.entity.js';

/*
 * What the verification context shows of a company's owner (spec 001 §2 "Detail info panel": main
 * and other e-mails and phones, socials) and whom it names in its history (verifiers, owners), and
 * where and in which language it writes to an owner. Verifiers only reach it through their own
 * role-guarded calls.
 */

export interface AccountContacts {
  id: string;
  email: string;
  otherEmails: string[];
  /** Ten digits, or null. */
  phone: string | null;
  otherPhones: string[];
  socials: Social[];
  /** "Surname Name" from the profile, or the e-mail when no profile was made. */
  displayName: string;
  lang: Lang;
}

/** The contacts of each known id (unknown ids are left out of the map). */
export class GetAccountContactsQuery extends Query<Map<string, AccountContacts>> {
  constructor(readonly userIds: string[]) {
    super();
  }
}

interface ContactsRow {
  id: string;
  email: string;
  other_emails: string[] | null;
  phone: string | null;
  other_phones: string[] | null;
  socials: Social[] | null;
  lname: string | null;
  name: string | null;
  lang: string;
}

// Prepared: the back office asks on every opening of a case and with every history it shows.
export const CONTACTS = prepared(
  'identity.account-contacts',
  'select id, email, other_emails, phone, other_phones, socials, lname, name, lang from identity_user where id = any($1::uuid[])',
);

@QueryHandler(GetAccountContactsQuery)
export class GetAccountContactsHandler implements IQueryHandler<GetAccountContactsQuery> {
  constructor(private readonly sql: PreparedSql) {}

  async execute({ userIds }: GetAccountContactsQuery): Promise<Map<string, AccountContacts>> {
    const ids = [...new Set(userIds)];
    const result = new Map<string, AccountContacts>();
    if (ids.length === 0) return result;
    const rows = await this.sql.rows<ContactsRow>(CONTACTS, [ids]);
    for (const row of rows) {
      const fullName = [row.lname, row.name].filter((part): part is string => !!part && part.trim() !== '').join(' ');
      result.set(row.id, {
        id: row.id,
        email: row.email,
        otherEmails: row.other_emails ?? [],
        phone: row.phone,
        otherPhones: row.other_phones ?? [],
        socials: row.socials ?? [],
        displayName: fullName || row.email,
        lang: normalizeLang(row.lang),
      });
    }
    return result;
  }
}
