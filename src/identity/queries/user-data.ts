import type { ActiveCompanyView } from '../../company/company.contract.js';
import { POLICY } from '../domain/policy.js';
import { internationalPhone } from '../../shared/domain/phone.js';
import { ROLES, type Role, type Social } from '../domain/user.entity.js';

export const AVATAR_ROUTE = '/api/v2/files/avatars';

export interface UserFile {
  type: 'avatar';
  url: string;
  /** Edge length in pixels of this square rendition. */
  size: number;
}

/** `user_data` of spec 000 §3 "User info": every field that exists so far. Flags are 1 or 0. */
export interface UserData {
  id: string;
  email: string;
  is_confirm_email: 0 | 1;
  lname: string | null;
  name: string | null;
  sname: string | null;
  birth_date: string | null;
  gender_id: number | null;
  /** Ten digits, e.g. 0991234567. */
  phone: string | null;
  /** The same phone in international form, e.g. +380991234567. */
  tel: string | null;
  is_confirm_phone: 0 | 1;
  is_profile_created: 0 | 1;
  otherEmails: string[];
  otherPhones: string[];
  socials: Social[];
  is_verifier: 0 | 1;
  is_admin: 0 | 1;
  role: string;
  office_presence_status: { id: number; name: string } | null;
  files: UserFile[];
  step: number;
  lang: string;
  /** The session's active company (company context), or null: always answered. */
  company: ActiveCompanyView | null;
  token?: string;
}

export function avatarFiles(key: string | null | undefined): UserFile[] {
  if (!key) return [];
  return POLICY.avatar.sizes.map((size) => ({ type: 'avatar' as const, url: `${AVATAR_ROUTE}/${key}-${size}.webp`, size }));
}

/** What `user_data` is made of: one row of identity_user as USER_INFO (queries.ts) selects it. */
export interface UserInfoRow {
  id: string;
  email: string;
  email_confirmed: boolean;
  lname: string | null;
  name: string | null;
  sname: string | null;
  birth_date: string | null;
  gender_id: number | null;
  phone: string | null;
  phone_confirmed: boolean;
  profile_created: boolean;
  other_emails: string[] | null;
  other_phones: string[] | null;
  socials: Social[] | null;
  role: string;
  office_presence_status_id: number | null;
  avatar_key: string | null;
  step: number;
  lang: string;
}

/** `user_data` but its active company, which GetUserInfoQuery adds from the company context. */
export function toUserData(row: UserInfoRow, officePresence: { id: number; name: string } | null): Omit<UserData, 'company'> {
  const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
  const role: Role = (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'user';
  return {
    id: row.id,
    email: row.email,
    is_confirm_email: flag(row.email_confirmed),
    lname: row.lname,
    name: row.name,
    sname: row.sname,
    birth_date: row.birth_date,
    gender_id: row.gender_id,
    phone: row.phone,
    tel: row.phone ? internationalPhone(row.phone) : null,
    is_confirm_phone: flag(row.phone_confirmed && !!row.phone),
    is_profile_created: flag(row.profile_created),
    otherEmails: row.other_emails ?? [],
    otherPhones: row.other_phones ?? [],
    socials: row.socials ?? [],
    is_verifier: flag(role === 'verifier'),
    is_admin: flag(role === 'admin'),
    role,
    office_presence_status: role === 'verifier' ? null : officePresence,
    files: avatarFiles(row.avatar_key),
    step: row.step,
    lang: row.lang,
  };
}
