#!/usr/bin/env node
// The yardstick for `npm run bench`: a bare Fastify + pg server answering GET /userinfo with the
// same SQL the product runs for get_userInfo (session resolution, the user row and the session's
// active company; named prepared statements, a pool of 10 like the product's), and nothing else: no
// framework, guards, envelope or translation of names.
// Started by bench/run.mjs with DATABASE_URL and PORT; prints "ready" when listening.
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import pg from 'pg';

// The product's own statement texts (from the build), so the two can never drift apart; the
// statement names differ only so that nothing is shared by accident.
const { FIND_SESSION: findSession } = await import('../dist/src/identity/queries/resolve-session.js');
const { USER_INFO: userInfo } = await import('../dist/src/identity/queries/get-user-info.js');
const { ACTIVE_COMPANY: activeCompany } = await import('../dist/src/company/queries/active-company.query.js');
const FIND_SESSION = { name: 'bare.find_session', text: findSession.text };
const USER_INFO = { name: 'bare.user_info', text: userInfo.text };
const ACTIVE_COMPANY = { name: 'bare.active_company', text: activeCompany.text };

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

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
