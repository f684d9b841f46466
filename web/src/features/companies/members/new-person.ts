// A person without an account, appointed administrator or deputy from the company users page (spec
// 001 §6: the administrator at any time, not only in the onboarding). The add dialog asks for them
// once the e-mail turned out to have no account: the names and phone of the deputy form (its rules,
// deputy-form.ts) and the person's consent to their data being used, as the onboarding asks. The
// requests are the onboarding's own (add_company_admin, add_company_deputy): an account is made
// without a password and the person chooses theirs from the invitation. Pure functions.
import type { AddAdminRequest } from '../../../shared/api/company-setup';
import type { AddDeputiesRequest } from '../../../shared/api/company-members';
import { isApiError } from '../../../shared/api/client';
import { failureOf } from '../../../shared/forms/failure';
import { checkDeputy, toDeputyRequest, type DeputyProblem } from './deputy-form';

export const PERSON_FIELDS = ['last_name', 'first_name', 'middle_name', 'tel'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type NewPerson = Record<PersonField, string> & { consent: boolean };
export type PersonProblems = Partial<Record<PersonField | 'consent', DeputyProblem | { key: 'consent' }>>;

export const EMPTY_PERSON: NewPerson = { last_name: '', first_name: '', middle_name: '', tel: '', consent: false };

/** Roles a person without an account may be given here; an ordinary user needs an account of their own. */
export const NEW_PERSON_ROLES = ['administrator', 'deputy'] as const;
export type NewPersonRole = (typeof NEW_PERSON_ROLES)[number];
export const takesNewPerson = (role: string): role is NewPersonRole => (NEW_PERSON_ROLES as readonly string[]).includes(role);

/** The person's problems: the deputy form's rules for names and phone, and the consent. */
export function checkPerson(person: NewPerson): PersonProblems {
  const { email: _email, ...problems } = checkDeputy({ ...person, email: 'x@example.com', s_access_z: [] }, []);
  return person.consent ? problems : { ...problems, consent: { key: 'consent' } };
}

export interface NewPersonRequest {
  company_id: string;
  role: NewPersonRole;
  email: string;
  s_access_z: string[];
  person: NewPerson;
}

/** The onboarding's administrator call for a person named by the form. */
export function toAdminCall(request: NewPersonRequest): AddAdminRequest {
  const { last_name, first_name, middle_name, tel } = request.person;
  return {
    company_id: request.company_id,
    is_admin: 1,
    surname: last_name.trim(),
    first_name: first_name.trim(),
    middle_name: middle_name.trim(),
    tel,
    email: request.email.trim(),
    agreement: request.person.consent,
  };
}

/** The deputy form's call for one deputy. */
export function toDeputiesCall(request: NewPersonRequest): AddDeputiesRequest {
  return {
    company_id: request.company_id,
    deputies: [toDeputyRequest({ ...request.person, email: request.email, s_access_z: request.s_access_z })],
  };
}

/**
 * A server's field name in either answer (`surname`, `deputies.0.tel`, `agreement`) as this form's
 * field, or `email`, or null when it names nothing here.
 */
export function personFieldOf(name: string): PersonField | 'consent' | 'email' | null {
  const field = name.replace(/^deputies\.\d+\./, '');
  if (field === 'surname') return 'last_name';
  if (field === 'agreement') return 'consent';
  if (field === 'email') return 'email';
  return (PERSON_FIELDS as readonly string[]).includes(field) ? (field as PersonField) : null;
}

/**
 * A refused new person: the server's field texts beside this form's fields, and what is left (the
 * address, or a message naming no field) for the e-mail field; "already a member" as that screen says it.
 */
export function personFailure(error: unknown): { email: { text: string } | { key: 'alreadyMember' } | null; problems: PersonProblems } {
  const failure = failureOf(error);
  const problems: PersonProblems = {};
  let email: { text: string } | { key: 'alreadyMember' } | null = null;
  for (const [name, text] of Object.entries(failure.fields)) {
    const field = personFieldOf(name);
    if (field === 'email') email = isApiError(error) && error.code === 'MEMBER_EXISTS' ? { key: 'alreadyMember' } : { text };
    else if (field) problems[field] = { text };
  }
  if (!email && Object.keys(problems).length === 0) email = { text: failure.message };
  return { email, problems };
}
