// Reading `user_data` for the settings screens. The server writes flags as 1/0 and
// may omit fields, so every read is defensive and the screens get one typed shape.
import { avatarUrl } from './avatar';
import type { UserInfo } from './session';
import { isRecord } from '../api/contract';

export interface Social {
  /** Id of the `social_media` option list. */
  type: number;
  /** The profile link. */
  name: string;
}

export interface ProfileView {
  name: string;
  lname: string;
  sname: string;
  /** YYYY-MM-DD or empty. */
  birthDate: string;
  genderId: number | null;
  /** Ten national digits or empty. */
  phone: string;
  phoneConfirmed: boolean;
  email: string;
  otherEmails: string[];
  otherPhones: string[];
  socials: Social[];
  isVerifier: boolean;
  officePresence: { id: number; name: string } | null;
  /** The 110 px rendition if there is one, else the closest size. */
  avatarUrl: string | null;
  companyName: string | null;
  companyRole: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const flag = (value: unknown): boolean => value === 1 || value === true || value === '1';
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function positiveInt(value: unknown): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export function readProfile(user: UserInfo | null): ProfileView {
  // Partial: a made-up user (the specs, an older answer) may lack any field; each read below copes.
  const u: Partial<UserInfo> = user ?? {};
  const presence = isRecord(u.office_presence_status) ? u.office_presence_status : null;
  const presenceId = positiveInt(presence?.id);
  const company = isRecord(u.company) ? u.company : null;
  const companyUser = isRecord(company?.user) ? company.user : null;
  const companyRole = isRecord(companyUser?.role) ? text(companyUser.role.name) : '';
  return {
    name: text(u.name).trim(),
    lname: text(u.lname).trim(),
    sname: text(u.sname).trim(),
    birthDate: text(u.birth_date),
    genderId: positiveInt(u.gender_id),
    phone: text(u.phone),
    phoneConfirmed: flag(u.is_confirm_phone),
    email: text(u.email),
    otherEmails: strings(u.otherEmails),
    otherPhones: strings(u.otherPhones),
    socials: Array.isArray(u.socials)
      ? u.socials.flatMap((item) => {
          const type = isRecord(item) ? positiveInt(item.type) : null;
          return type !== null && isRecord(item) && typeof item.name === 'string' ? [{ type, name: item.name }] : [];
        })
      : [],
    isVerifier: flag(u.is_verifier),
    officePresence: presence && presenceId !== null ? { id: presenceId, name: text(presence.name) } : null,
    avatarUrl: avatarUrl(u.files),
    companyName: company && text(company.name).trim() ? text(company.name).trim() : null,
    companyRole: companyRole || null,
  };
}

export function fullName(profile: Pick<ProfileView, 'lname' | 'name' | 'sname'>): string {
  return [profile.lname, profile.name, profile.sname].filter(Boolean).join(' ');
}

export function initials(profile: Pick<ProfileView, 'lname' | 'name'>): string {
  return [profile.name, profile.lname]
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
}

/** Whole years from a YYYY-MM-DD birth date to `today`; null when the date is missing or odd. */
export function ageInYears(birthDate: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}
