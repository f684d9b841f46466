import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Applications at scale for the funnel benchmark (bench/recruiting-funnel.mjs), set-based like
 * demo-candidates.ts: each of a company's candidates applies once to one of `vacancies` boards (the
 * template's "Новый", three steps, "Принят", "Отказ"), goes some steps on and is hired, rejected
 * (ours or theirs) or still open; every move is in the history. Figures are picked by
 * `hashint8extended(i, seed)`, so a run repeats. No outbox events: nobody is told of synthetic moves.
 */

const STEPS = ['Скрининг', 'Интервью', 'Тестовое задание'];

/** Stage ids repeat between runs of one company (md5 of company, vacancy and position). */
const stageId = (vacancy: string, position: string) => `md5(?::text || ':' || ${vacancy} || ':' || ${position})::uuid`;

/** The boards of `vacancies` vacancies of the company (and its template), six stages each. */
export async function insertDemoStages(em: EntityManager, companyId: string, vacancies: number): Promise<void> {
  await em.execute(
    `insert into rc_stage (id, company_id, vacancy_id, kind, name, position, removed_at, created_at)
     select ${stageId('v', 'p')}, ?, case when v < 0 then null else md5(?::text || ':vacancy:' || v)::uuid end,
            (array['new','step','step','step','hired','rejected'])[p + 1],
            case when p between 1 and 3 then (?::text[])[p] end, p, null, now() - interval '2 years'
       from generate_series(-1, ? - 1) v cross join generate_series(0, 5) p
     on conflict do nothing`,
    [companyId, companyId, companyId, `{${STEPS.map((step) => `"${step}"`).join(',')}}`, vacancies],
  );
}

/**
 * One application for each of the company's candidates `from` … `from + count - 1` (in id order),
 * with its moves; answers how many of each. Runs in the caller's transaction.
 */
export async function insertDemoApplications(
  em: EntityManager,
  companyId: string,
  fill: { vacancies: number; seed: number; from: number; count: number },
): Promise<{ applications: number; moves: number }> {
  const h = (salt: number) => `abs(hashint8extended(c.i, ${fill.seed} + ${salt}))`;
  const [made] = await em.execute<Array<{ applications: number; moves: number }>>(
    `with c as (
       select id, row_number() over (order by id) as i from rc_candidate where company_id = ? order by id offset ? limit ?
     ), plan as (
       select c.id as candidate_id, md5(?::text || ':application:' || c.id)::uuid as id, (${h(1)} % ?)::int as v,
              now() - interval '1 minute' * (${h(2)} % (365 * 1440)) as created,
              -- Steps reached: 35% none, 30% one, 20% two, 15% all three.
              case when ${h(3)} % 100 < 35 then 0 when ${h(3)} % 100 < 65 then 1 when ${h(3)} % 100 < 85 then 2 else 3 end as depth,
              ${h(4)} % 100 as fate, 1 + ${h(5)} % 8 as reason, ${h(6)} as gap
         from c
     ), ends as (
       select p.*,
              case when p.depth = 3 and p.fate < 40 then 'hired' when p.fate < 70 then 'rejected' else 'open' end as status
         from plan p
     ), apps as (
       insert into rc_application (id, company_id, candidate_id, vacancy_id, stage_id, status, version, rejection_reason_id, created_by, created_at, closed_at, updated_at)
       select e.id, ?, e.candidate_id, md5(?::text || ':vacancy:' || e.v)::uuid,
              md5(?::text || ':' || e.v || ':' || case e.status when 'hired' then 4 when 'rejected' then 5 else e.depth end)::uuid,
              e.status, e.depth + case when e.status = 'open' then 1 else 2 end,
              case when e.status = 'rejected' then e.reason end, null, e.created,
              case when e.status <> 'open' then e.created + interval '1 hour' * (e.depth + 1) * (4 + e.gap % 150) end,
              e.created
         from ends e
       returning 1
     ), moves as (
       insert into rc_application_move (application_id, company_id, from_stage_id, to_stage_id, by_user_id, at)
       select e.id, ?,
              case when k = 0 then null else md5(?::text || ':' || e.v || ':' || least(k - 1, e.depth))::uuid end,
              md5(?::text || ':' || e.v || ':' || case when k <= e.depth then k when e.status = 'hired' then 4 else 5 end)::uuid,
              null, e.created + interval '1 hour' * k * (4 + e.gap % 150)
         from ends e cross join generate_series(0, e.depth + case when e.status = 'open' then 0 else 1 end) k
       returning 1
     )
     select (select count(*) from apps)::int as applications, (select count(*) from moves)::int as moves`,
    [companyId, fill.from - 1, fill.count, companyId, fill.vacancies, ...Array<string>(6).fill(companyId)],
  );
  return made!;
}

/**
 * The report's stays and funnel days of the company's applications, made from their history in one statement each (the
 * trigger that keeps them is switched off for a bulk fill: row by row it would take minutes).
 */
export async function insertDemoStays(em: EntityManager, companyId: string): Promise<void> {
  await em.execute(
    `insert into rc_application_stay (application_id, company_id, vacancy_id, applied_at, stage_id, entered_at, left_at, again)
     select m.application_id, a.company_id, a.vacancy_id, a.created_at, m.to_stage_id, m.at,
            lead(m.at) over (partition by m.application_id order by m.at, m.id),
            row_number() over (partition by m.application_id, m.to_stage_id order by m.at, m.id) > 1
       from rc_application_move m join rc_application a on a.id = m.application_id
      where a.company_id = ?`,
    [companyId],
  );
  // The funnel's days too (their triggers are off with the stays'), as the migration fills them.
  await em.execute(
    `insert into rc_funnel_stay_day (company_id, day, kind, step, bucket, name, position, stage_id, entered, stays)
     select st.company_id, (st.applied_at at time zone 'Europe/Kyiv')::date, s.kind, case when s.kind = 'step' then lower(s.name) end,
            floor(extract(epoch from st.left_at - st.entered_at) / 8640)::int, min(s.name), min(s.position), min(s.id::text),
            count(*) filter (where not st.again), count(*)
       from rc_application_stay st join rc_stage s on s.id = st.stage_id
      where st.company_id = ?
      group by 1, 2, 3, 4, 5`,
    [companyId],
  );
  await em.execute(
    `insert into rc_funnel_application_day (company_id, day, status, reason_id, source, count)
     select a.company_id, (a.created_at at time zone 'Europe/Kyiv')::date, a.status, a.rejection_reason_id, c.source, count(*)
       from rc_application a join rc_candidate c on c.id = a.candidate_id and c.company_id = a.company_id
      where a.company_id = ?
      group by 1, 2, 3, 4, 5`,
    [companyId],
  );
}
