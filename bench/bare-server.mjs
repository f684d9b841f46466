#!/usr/bin/env node
// The yardstick for `npm run bench`: a bare Fastify + pg server answering GET /userinfo with the
// same SQL the product runs for get_userInfo (session resolution, then the user row; named prepared
// statements, a pool of 10 like the product's), and nothing else: no framework, guards or envelope.
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

const app = Fastify({ logger: false });
app.get('/userinfo', async (request, reply) => {
  const token = request.headers.usertoken;
  if (typeof token !== 'string') return reply.code(401).send({ ok: false });
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query({ ...FIND_SESSION, values: [hash, 7 * 24 * 3600, 2 * 3600, 60] });
  if (!session.rows[0]) return reply.code(401).send({ ok: false });
  const user = await pool.query({ ...USER_INFO, values: [session.rows[0].user_id] });
  return { ok: true, user_data: user.rows[0] };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
