import type { EntityManager } from '@mikro-orm/postgresql';
import { isEmail } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { POLICY } from '../domain/policy.js';
import { hashPassword } from '../domain/secrets.js';
import { ROLES, User, type ProfileFields, type Role } from '../domain/user.entity.js';

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  /** With a profile (and its phone confirmed) the account lands straight on its home screen. */
  profile?: ProfileFields;
}

/** Rules an operator-made account must meet; the same ones registration enforces. */
export function accountProblems(input: { email: string; password: string; role: string }): string[] {
  const problems: string[] = [];
  const email = normalizeEmail(input.email);
  if (!isEmail(email) || email.length > POLICY.loginMax) problems.push('--email must be an e-mail address of at most 100 characters');
  if (input.password.length < POLICY.password.min || input.password.length > POLICY.password.max)
    problems.push('the password must have 8 to 50 characters');
  if (!(ROLES as readonly string[]).includes(input.role)) problems.push(`--role must be one of ${ROLES.join(', ')}`);
  return problems;
}

/**
 * Creates an account with its e-mail already confirmed (CLI `user:create`, demo seed). Returns
 * null when the e-mail is taken, so seeding stays idempotent.
 */
export async function createConfirmedAccount(em: EntityManager, input: NewAccount): Promise<string | null> {
  const problems = accountProblems(input);
  if (problems.length) throw new Error(problems.join('; '));
  const email = normalizeEmail(input.email);
  if ((await em.count(User, { email })) > 0) return null;
  const now = new Date();
  const user = em.create(User, {
    id: randomUUID(),
    email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    lang: 'ru',
    emailConfirmedAt: now,
  });
  if (input.profile) {
    user.createProfile(input.profile, now);
    user.confirmPhone(input.profile.phone, now);
  }
  await em.flush();
  return user.id;
}

/** The demo accounts of `seed --demo`; their passwords are documented in docs/identity.md. */
export const DEMO_ACCOUNTS: NewAccount[] = [
  {
    email: 'owner@kadry.local',
    password: 'Owner-demo-2026',
    role: 'user',
    profile: { lname: 'Коваленко', name: 'Олена', sname: 'Петрівна', birthDate: '1988-04-12', genderId: 2, phone: '0501234567' },
  },
  {
    email: 'verifier@kadry.local',
    password: 'Verifier-demo-2026',
    role: 'verifier',
    profile: { lname: 'Шевченко', name: 'Петро', sname: null, birthDate: '1985-09-30', genderId: 1, phone: '0671234567' },
  },
  {
    email: 'admin@kadry.local',
    password: 'Admin-demo-2026',
    role: 'admin',
    profile: { lname: 'Бондар', name: 'Ірина', sname: null, birthDate: '1990-01-15', genderId: 2, phone: '0931234567' },
  },
];

export async function seedDemoAccounts(em: EntityManager): Promise<Array<{ email: string; created: boolean }>> {
  const result: Array<{ email: string; created: boolean }> = [];
  for (const account of DEMO_ACCOUNTS) {
    result.push({ email: account.email, created: (await createConfirmedAccount(em, account)) !== null });
  }
  return result;
}
