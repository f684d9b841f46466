// Step 2 "Administrator" of /company-create: assign me (is_admin 0) or
// another person (is_admin 1). Only another person needs the fields; the agreement is asked
// either way (the server asks it too). No password: a person's password is theirs alone, chosen
// from the invitation (docs/company.md, "Members"); an address that has an account is appointed
// with it. Pure functions: the wizard machine decides with them.
import type { AddAdminRequest } from '../../../shared/api/company-setup';
import { isCompletePhone } from '../../../shared/forms/phone';
import { isEmail, LIMITS, type Problem } from '../../../shared/forms/validation';

export const ADMIN_FIELDS = ['surname', 'first_name', 'middle_name', 'tel', 'email'] as const;
export type AdminField = (typeof ADMIN_FIELDS)[number] | 'agreement';
export type Assignee = 'me' | 'other';

export interface AdminValues {
  assignee: Assignee;
  surname: string;
  first_name: string;
  middle_name: string;
  /** The ten national digits (the phone field's, shared/forms/PhoneField.tsx). */
  tel: string;
  email: string;
  agreement: boolean;
}

/** The administrator form's own messages, translated from `companySetup:admin.rules`. */
export type AdminRule = 'surname' | 'firstName' | 'tel' | 'telFormat' | 'email' | 'agreement';
export type AdminProblem = Problem | { rule: AdminRule };
export type AdminProblems = Partial<Record<AdminField, AdminProblem>>;

export const EMPTY_ADMIN: AdminValues = {
  assignee: 'me',
  surname: '',
  first_name: '',
  middle_name: '',
  tel: '',
  email: '',
  agreement: false,
};

export function checkAdmin(values: AdminValues): AdminProblems {
  const problems: AdminProblems = {};
  if (!values.agreement) problems.agreement = { rule: 'agreement' };
  if (values.assignee === 'me') return problems;
  const long = (value: string) => value.trim().length > LIMITS.nameMax;
  if (values.surname.trim() === '') problems.surname = { rule: 'surname' };
  else if (long(values.surname)) problems.surname = { key: 'tooLong' };
  if (values.first_name.trim() === '') problems.first_name = { rule: 'firstName' };
  else if (long(values.first_name)) problems.first_name = { key: 'tooLong' };
  if (long(values.middle_name)) problems.middle_name = { key: 'tooLong' };
  if (values.tel === '') problems.tel = { rule: 'tel' };
  else if (!isCompletePhone(values.tel)) problems.tel = { rule: 'telFormat' };
  const email = values.email.trim();
  if (email === '') problems.email = { key: 'required' };
  else if (email.length > LIMITS.loginMax) problems.email = { key: 'tooLong' };
  else if (!isEmail(email)) problems.email = { rule: 'email' };
  return problems;
}

export function toAdminRequest(companyId: string, values: AdminValues): AddAdminRequest {
  if (values.assignee === 'me') return { company_id: companyId, is_admin: 0, agreement: values.agreement };
  return {
    company_id: companyId,
    is_admin: 1,
    surname: values.surname.trim(),
    first_name: values.first_name.trim(),
    middle_name: values.middle_name.trim(),
    tel: values.tel,
    email: values.email.trim(),
    agreement: values.agreement,
  };
}
