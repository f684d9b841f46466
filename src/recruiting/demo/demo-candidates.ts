import type { EntityManager } from '@mikro-orm/postgresql';
import { CANDIDATE_SEARCH_FILE_INDEXES, CANDIDATE_SEARCH_INDEXES, CV_VECTOR_SQL } from '../domain/candidate-search.js';

/*
 * Candidates at scale for the search benchmark (bench/recruiting-search.mjs), made set-based in the
 * recruiting context's own tables, as `demo:companies` fills the others': one statement per table
 * over generate_series, names, contacts, tags and CV texts picked by `hashint8extended(i, seed)`
 * (random-looking, repeatable). No outbox events: nobody is told of synthetic candidates.
 */

const NAMES = [
  'Олена',
  'Ірина',
  'Марія',
  'Оксана',
  'Наталія',
  'Юлія',
  'Катерина',
  'Анна',
  'Софія',
  'Галина',
  'Тетяна',
  'Світлана',
  'Людмила',
  'Вікторія',
  'Дарина',
  'Андрій',
  'Олександр',
  'Іван',
  'Дмитро',
  'Сергій',
  'Тарас',
  'Богдан',
  'Віктор',
  'Максим',
  'Петро',
  'Микола',
  'Володимир',
  'Юрій',
  'Роман',
  'Олег',
];
const LATIN = [
  'olena',
  'iryna',
  'maria',
  'oksana',
  'natalia',
  'yulia',
  'kateryna',
  'anna',
  'sofia',
  'halyna',
  'tetiana',
  'svitlana',
  'liudmyla',
  'viktoria',
  'daryna',
  'andrii',
  'oleksandr',
  'ivan',
  'dmytro',
  'serhii',
  'taras',
  'bohdan',
  'viktor',
  'maksym',
  'petro',
  'mykola',
  'volodymyr',
  'yurii',
  'roman',
  'oleh',
];
/** Surnames as roots and endings (300 of them, none more than about 0.3% of people, as in life). */
const ROOTS = [
  'Ковал',
  'Бондар',
  'Шевч',
  'Ткач',
  'Кравч',
  'Мельн',
  'Поліщ',
  'Бойч',
  'Савч',
  'Лис',
  'Руд',
  'Марч',
  'Гнат',
  'Петр',
  'Мороз',
  'Павл',
  'Левч',
  'Кузьм',
  'Карп',
  'Роман',
  'Зайч',
  'Литвин',
  'Клим',
  'Приход',
  'Остап',
  'Гончар',
  'Яков',
  'Сидор',
  'Дорош',
  'Федор',
];
const ENDINGS = ['енко', 'ук', 'чук', 'ишин', 'ський', 'ович', 'ів', 'ак', 'ин', 'ець'];
const DOMAINS = ['gmail.com', 'ukr.net', 'i.ua', 'outlook.com', 'meta.ua', 'proton.me'];
const TAGS = ['java', 'python', 'sales', 'devops', 'accountant', 'junior', 'senior', 'remote', 'english', 'manager', 'design', 'logistics'];
/** What every CV says in some way: nearly all CVs have most of these (searching them finds most candidates). */
const CV_WORDS = [
  'досвід',
  'роботи',
  'років',
  'управління',
  'командою',
  'проєктів',
  'клієнтами',
  'аналіз',
  'звітність',
  'освіта',
  'університет',
  'навички',
  'переговори',
  'презентації',
  'комунікація',
  'відповідальність',
  'ініціативність',
  'київ',
  'львів',
  'одеса',
  'дніпро',
  'харків',
  'english',
];
/** Skills and roles: a CV names six of 150, so each is in about 4% of CVs (the 90 numbered ones stand for the long tail). */
const SKILLS = [
  'kubernetes',
  'docker',
  'postgresql',
  'java',
  'python',
  'react',
  'excel',
  '1c',
  'sap',
  'agile',
  'scrum',
  'бухгалтерський',
  'облік',
  'менеджер',
  'розробник',
  'інженер',
  'логістики',
  'закупівель',
  'маркетингу',
  'продажів',
  'кадровик',
  'юрист',
  'аудитор',
  'економіст',
  'дизайнер',
  'тестувальник',
  'аналітик',
  'перекладач',
  'водій',
  'кухар',
  'бариста',
  'продавець',
  'касир',
  'оператор',
  'диспетчер',
  'технолог',
  'будівельник',
  'електрик',
  'зварювальник',
  'слюсар',
  'механік',
  'агроном',
  'ветеринар',
  'лікар',
  'медсестра',
  'фармацевт',
  'вчитель',
  'вихователь',
  'психолог',
  'журналіст',
  'копірайтер',
  'smm',
  'seo',
  'golang',
  'typescript',
  'kotlin',
  'swift',
  'terraform',
  'aws',
  'azure',
  ...Array.from({ length: 90 }, (_, i) => `навичка${i + 1}`),
];
const RARE_CV_WORDS = ['хромодинаміка', 'fortran', 'фармаконагляд', 'геодезія'];

const pick = (index: string, salt: number) => `abs(hashint8extended(${index}, seed.s + ${salt}))`;
const arr = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

export interface DemoCandidatesFill {
  seed: number;
  /** Share (0–1) of candidates with a CV whose text is searchable. */
  cvShare: number;
}

/**
 * Drops the search indexes before a bulk fill (building them once afterwards is several times
 * quicker than keeping them up row by row) and makes them again after it, with fresh statistics.
 */
export async function withoutSearchIndexes<T>(em: EntityManager, fill: () => Promise<T>): Promise<T> {
  const indexes = [...CANDIDATE_SEARCH_INDEXES, ...CANDIDATE_SEARCH_FILE_INDEXES];
  for (const index of indexes) await em.execute(`drop index if exists "${index.name}"`);
  try {
    return await fill();
  } finally {
    await em.execute("set maintenance_work_mem = '512MB'");
    for (const index of indexes) await em.execute(index.expression);
    await em.execute('analyze rc_candidate');
    await em.execute('analyze rc_candidate_file');
    await em.execute('analyze rc_candidate_contact');
  }
}

/**
 * Candidates `from` … `from + count - 1`, dealt round the companies given, with their contacts, and
 * CVs for a share of them; answers how many of each. Runs in the caller's transaction.
 */
export async function insertDemoCandidates(
  em: EntityManager,
  companyIds: readonly string[],
  from: number,
  count: number,
  fill: DemoCandidatesFill,
) {
  const companies = `{${companyIds.join(',')}}`;
  const [made] = await em.execute<Array<{ n: number; files: number }>>(
    `with made as (
       insert into rc_candidate (id, company_id, name, lname, emails, phones, source, referrer_id, tags, consent, lang, retain_until, created_by, created_at, updated_at, erased_at)
       select gen_random_uuid(), (?::uuid[])[1 + i % ${companyIds.length}], (?::text[])[1 + ${pick('i', 1)} % ${NAMES.length}], (?::text[])[1 + ${pick('i', 2)} % ${ROOTS.length}] || (?::text[])[1 + ${pick('i', 12)} % ${ENDINGS.length}],
              jsonb_build_array((?::text[])[1 + ${pick('i', 1)} % ${LATIN.length}] || '.' || i || '@' || (?::text[])[1 + ${pick('i', 3)} % ${DOMAINS.length}]),
              jsonb_build_array('+38067' || lpad((${pick('i', 4)} % 10000000)::text, 7, '0')),
              (array['careers','referral','job-site','agency','manual'])[1 + ${pick('i', 5)} % 5], null,
              case ${pick('i', 6)} % 3 when 0 then '[]'::jsonb
                   else jsonb_build_array((?::text[])[1 + ${pick('i', 7)} % ${TAGS.length}]) end,
              null, 'uk', created + interval '24 months', null, created, created, null
         from generate_series(?::bigint, ?::bigint) i
        cross join (select ?::bigint as s) seed
        cross join lateral (select now() - interval '1 minute' * (${pick('i', 8)} % (2 * 365 * 1440)) as created) r
       returning id, company_id, emails, phones, created_at
     ), contacts as (
       insert into rc_candidate_contact (company_id, kind, value, candidate_id)
       select company_id, 'email', emails->>0, id from made union all select company_id, 'phone', phones->>0, id from made
       on conflict do nothing
     ), files as (
       -- CVs: 100 common words and 6 skills each, one in a thousand with a rare word to search for.
       insert into rc_candidate_file (id, company_id, candidate_id, name, format, mime, size, storage_key, text, text_vector, text_state, added_by, created_at)
       select gen_random_uuid(), c.company_id, c.id, 'cv.pdf', 'pdf', 'application/pdf', 100000, md5(c.id::text), cv.text, ${CV_VECTOR_SQL('cv.text')}, 'ready', null, c.created_at
         from (select made.*, row_number() over () as i from made) c
        cross join (select ?::bigint as s) seed
        cross join lateral (
          select array_to_string(array(select (?::text[])[1 + abs(hashint8extended(c.i * 1000 + w, seed.s)) % ${CV_WORDS.length}] from generate_series(1, 100) w), ' ')
                 || ' ' || array_to_string(array(select (?::text[])[1 + abs(hashint8extended(c.i * 1000 + 500 + w, seed.s)) % ${SKILLS.length}] from generate_series(1, 6) w), ' ')
                 || case when ${pick('c.i', 9)} % 1000 = 0 then ' ' || (?::text[])[1 + ${pick('c.i', 10)} % ${RARE_CV_WORDS.length}] else '' end as text
        ) cv
        where ${pick('c.i', 11)} % 1000 < ?
       returning 1
     )
     select (select count(*) from made)::int as n, (select count(*) from files)::int as files`,
    [
      companies,
      arr(NAMES),
      arr(ROOTS),
      arr(ENDINGS),
      arr(LATIN),
      arr(DOMAINS),
      arr(TAGS),
      from,
      from + count - 1,
      fill.seed,
      fill.seed,
      arr(CV_WORDS),
      arr(SKILLS),
      arr(RARE_CV_WORDS),
      Math.round(fill.cvShare * 1000),
    ],
  );
  return { candidates: made!.n, files: made!.files };
}
