import { POLICY } from '../domain/policy.js';
import { internationalPhone } from '../../shared/domain/phone.js';
import type { Social, User } from '../domain/user.entity.js';

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
  token?: string;
}

export function avatarFiles(key: string | null | undefined): UserFile[] {
  if (!key) return [];
  return POLICY.avatar.sizes.map((size) => ({ type: 'avatar' as const, url: `${AVATAR_ROUTE}/${key}-${size}.webp`, size }));
}

export function toUserData(user: User, officePresence: { id: number; name: string } | null): UserData {
  const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
  return {
    id: user.id,
    email: user.email,
    is_confirm_email: flag(user.hasConfirmedEmail()),
    lname: user.lname ?? null,
    name: user.name ?? null,
    sname: user.sname ?? null,
    birth_date: user.birthDate ?? null,
    gender_id: user.genderId ?? null,
    phone: user.phone ?? null,
    tel: user.phone ? internationalPhone(user.phone) : null,
    is_confirm_phone: flag(user.hasConfirmedPhone()),
    is_profile_created: flag(user.hasProfile()),
    otherEmails: user.otherEmails ?? [],
    otherPhones: user.otherPhones ?? [],
    socials: user.socials ?? [],
    is_verifier: flag(user.currentRole() === 'verifier'),
    is_admin: flag(user.currentRole() === 'admin'),
    role: user.currentRole(),
    office_presence_status: user.currentRole() === 'verifier' ? null : officePresence,
    files: avatarFiles(user.avatarKey),
    step: user.step,
    lang: user.lang,
  };
}
