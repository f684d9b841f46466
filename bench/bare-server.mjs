#!/usr/bin/env node
// The yardstick for `npm run bench`: a bare Fastify + pg server answering GET /userinfo with the
// same SQL the product runs for get_userInfo (session resolution, the user row and the session's
// active company; named prepared statements, a pool of 10 like the product's), and nothing else: no
// framework, guards, envelope or translation of names.
// Started by bench/run.mjs with DATABASE_URL and PORT; prints "ready" when listening.
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const FIND_SESSION = {
  name: 'bare.find_session',
  text: `select s.id as session_id, s.last_seen_at < now() - $4::int * interval '1 second' as stale,
                u.id as user_id, u.role, u.email, u.lang
           from identity_session s join identity_user u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > now()
            and s.last_seen_at > now() - (case when s.remember then $2::int else $3::int end) * interval '1 second'`,
};
const USER_INFO = {
  name: 'bare.user_info',
  text: `select id, email, email_confirmed_at is not null as email_confirmed, lname, name, sname,
                birth_date, gender_id, phone, phone_confirmed_at is not null as phone_confirmed,
                profile_created_at is not null as profile_created, other_emails, other_phones, socials,
                role, office_presence_status_id, avatar_key, step, lang
           from identity_user where id = $1`,
};

// The text of src/company/queries/active-company.query.ts (a third statement since companies landed).
const ACTIVE_COMPANY = {
  name: 'bare.active_company',
  text: `with own as (select company_id from company_active_choice where session_id = $2::uuid and user_id = $1::uuid),
        chosen as (
          select company_id from own
          union all
          (select company_id from company_active_choice
            where user_id = $1::uuid and company_id is not null and not exists (select 1 from own)
            order by chosen_at desc limit 1))
   select c.id, c.name, c.status_id, m.role, c.rejection_code, c.rejection_reason
     from chosen join company c on c.id = chosen.company_id
     join company_membership m on m.company_id = c.id and m.user_id = $1::uuid and m.status = 'confirmed'
    where not c.is_del
    limit 1`,
};

const app = Fastify({ logger: false });
app.get('/userinfo', async (request, reply) => {
  const token = request.headers.usertoken;
  if (typeof token !== 'string') return reply.code(401).send({ ok: false });
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query({ ...FIND_SESSION, values: [hash, 7 * 24 * 3600, 2 * 3600, 60] });
  if (!session.rows[0]) return reply.code(401).send({ ok: false });
  const { user_id: userId, session_id: sessionId } = session.rows[0];
  const user = await pool.query({ ...USER_INFO, values: [userId] });
  const company = await pool.query({ ...ACTIVE_COMPANY, values: [userId, sessionId] });
  return { ok: true, user_data: { ...user.rows[0], company: company.rows[0] ?? null } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
