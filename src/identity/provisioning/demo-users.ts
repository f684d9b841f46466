import type { EntityManager } from '@mikro-orm/postgresql';
import { TIME_ORDERED_UUID_SQL } from '../../shared/database/time-ordered-uuid.js';

/** Every demo account signs in with this password (documented in docs/company.md, "Demo data at scale"; demo data only). */
export const DEMO_USER_PASSWORD = 'Demo-owner-2026';

/** The e-mail of demo account `index` of one run: demo-<run>-<index>@demo.kadry.local. */
export function demoUserEmail(runTag: string, index: number): string {
  return `demo-${runTag}-${index}@demo.kadry.local`;
}

const SURNAMES = [
  'Коваленко',
  'Бондаренко',
  'Шевченко',
  'Ткаченко',
  'Кравченко',
  'Олійник',
  'Мельник',
  'Шевчук',
  'Поліщук',
  'Бондар',
  'Коваль',
  'Ткачук',
  'Марченко',
  'Руденко',
  'Савченко',
  'Лисенко',
  'Мороз',
  'Гончаренко',
  'Кравець',
  'Левченко',
  'Павленко',
  'Кузьменко',
  'Мартинюк',
  'Романюк',
  'Гребенюк',
  'Литвиненко',
  'Остапчук',
  'Сидоренко',
  'Клименко',
  'Гуменюк',
];
const MALE = ['Олександр', 'Андрій', 'Сергій', 'Дмитро', 'Володимир', 'Микола', 'Іван', 'Юрій', 'Богдан', 'Тарас', 'Олег', 'Василь'];
const FEMALE = ['Олена', 'Наталія', 'Ірина', 'Оксана', 'Тетяна', 'Світлана', 'Марія', 'Юлія', 'Анна', 'Галина', 'Катерина', 'Леся'];
const MALE_PATRONYMICS = [
  'Олександрович',
  'Андрійович',
  'Сергійович',
  'Петрович',
  'Іванович',
  'Миколайович',
  'Васильович',
  'Юрійович',
  'Степанович',
];
const FEMALE_PATRONYMICS = [
  'Олександрівна',
  'Андріївна',
  'Сергіївна',
  'Петрівна',
  'Іванівна',
  'Миколаївна',
  'Василівна',
  'Юріївна',
  'Степанівна',
];

/** Random-looking but repeatable per (seed, index, salt): `abs(hashint8extended(...))`. */
const pick = (index: string, seed: string, salt: number) => `abs(hashint8extended(${index}, ${seed} + ${salt}))`;

export interface DemoUserBatch {
  /** Distinguishes this run's e-mails from earlier runs' (e-mails are unique). */
  runTag: string;
  /** Index of the first account of the batch within the run (1-based), and how many. */
  from: number;
  count: number;
  seed: number;
  /** One argon2id hash of DEMO_USER_PASSWORD, computed once per run. */
  passwordHash: string;
}

/**
 * Demo accounts for `demo:companies`, made set-based in identity's own table: e-mail confirmed,
 * personal profile filled (Ukrainian names, a birth date, a gender), no phone (confirmed phones
 * are unique and belong to real people). Runs inside the caller's transaction; answers the new
 * accounts' ids and names. No outbox events: nobody should be greeted or mailed for synthetic accounts.
 */
export interface DemoUser {
  id: string;
  /** "Surname Name", as the accounts' contacts name them elsewhere. */
  displayName: string;
}

export async function insertDemoUsers(em: EntityManager, batch: DemoUserBatch): Promise<DemoUser[]> {
  if (!/^[0-9a-z]{1,16}$/.test(batch.runTag)) throw new Error('runTag must be 1-16 lower-case letters or digits');
  const rows = await em.execute<Array<{ id: string; display_name: string }>>(
    `insert into identity_user (id, email, password_hash, role, lang, email_confirmed_at, phone, phone_confirmed_at, lname, name, sname,
                                birth_date, gender_id, other_emails, other_phones, socials, step, profile_created_at, created_at, updated_at)
     select ${TIME_ORDERED_UUID_SQL}, 'demo-' || ?::text || '-' || i || '@demo.kadry.local', ?::text, 'user',
            case when ${pick('i', 's', 1)} % 3 = 0 then 'uk' else 'ru' end,
            created, null, null,
            (?::text[])[1 + ${pick('i', 's', 2)} % ?::int],
            case when female then (?::text[])[1 + ${pick('i', 's', 3)} % ?::int] else (?::text[])[1 + ${pick('i', 's', 3)} % ?::int] end,
            case when female then (?::text[])[1 + ${pick('i', 's', 4)} % ?::int] else (?::text[])[1 + ${pick('i', 's', 4)} % ?::int] end,
            date '1965-01-01' + (${pick('i', 's', 5)} % 13000)::int,
            case when female then 2 else 1 end,
            '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, 0, created, created, created
       from generate_series(?::bigint, ?::bigint) i
      cross join (select ?::bigint as s) seed(s)
      cross join lateral (select ${pick('i', 's', 6)} % 2 = 0 as female,
                                 now() - interval '1 second' * (${pick('i', 's', 7)} % (2 * 365 * 86400)) - interval '1 day' as created) r
     returning id, lname || ' ' || name as display_name`,
    [
      batch.runTag,
      batch.passwordHash,
      `{${SURNAMES.join(',')}}`,
      SURNAMES.length,
      `{${FEMALE.join(',')}}`,
      FEMALE.length,
      `{${MALE.join(',')}}`,
      MALE.length,
      `{${FEMALE_PATRONYMICS.join(',')}}`,
      FEMALE_PATRONYMICS.length,
      `{${MALE_PATRONYMICS.join(',')}}`,
      MALE_PATRONYMICS.length,
      batch.from,
      batch.from + batch.count - 1,
      batch.seed,
    ],
  );
  return rows.map((row) => ({ id: row.id, displayName: row.display_name }));
}
