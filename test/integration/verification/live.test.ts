import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiveHub } from '../../../src/shared/live/live-hub.js';
import type { Harness } from '../../support/harness.js';
import { openLive as openStream } from '../../support/live-stream.js';
import { waitFor } from '../../support/wait-for.js';
import {
  person,
  registerCompany,
  startVerificationHarness,
  submit,
  uploadExtract,
  waitForCase,
  type Person,
} from './verification.support.js';

/** The stream of the harness's API on this port. */
const openLive = (port: number, token: string) => openStream(`http://127.0.0.1:${port}`, token);

describe('live updates (GET /api/v2/live)', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let port: number;
  let verifier: Person;
  let owner: Person;
  beforeAll(async () => {
    h = await startVerificationHarness();
    const server = h.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    verifier = await person(h, 'verifier');
    owner = await person(h);
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  it('refuses a stream without a session', async () => {
    const live = await openLive(port, 'not-a-token');
    expect(live.status).toBe(401);
    live.close();
  });

  it('tells verifiers a company was submitted and its members that a verifier decided; others hear nothing of it', async () => {
    const verifierLive = await openLive(port, verifier.token);
    const ownerLive = await openLive(port, owner.token);
    expect(verifierLive.status).toBe(200);
    const company = await registerCompany(h, owner);
    await uploadExtract(h, owner, company);
    await submit(owner, company);
    await waitFor(
      () =>
        verifierLive.events.some(
          (e) => e.event === 'verification.changed' && e.data.company_id === company && e.data.kind === 'CompanySubmittedForVerification',
        ),
      {
        what: 'the verifier told of the submission',
      },
    );
    // The message follows the projection's commit: the case already reads as submitted.
    await waitForCase(h, company, 2, 1);

    const decided = await verifier.c.post(
      '/verifier/setVerificationCompany',
      { company_id: company, verification: 1 },
      { token: verifier.token },
    );
    expect(decided.status).toBe(200);
    // The decision's message names the version and revision its answer shows, so the deciding screen knows its own echo.
    await waitFor(
      () =>
        verifierLive.events.find((e) => e.event === 'verification.changed' && e.data.company_id === company && e.data.kind === 'verify'),
      { what: 'the verifiers told of the decision' },
    );
    expect(verifierLive.events.filter((e) => e.event === 'verification.changed' && e.data.kind === 'verify').map((e) => e.data)).toEqual([
      { company_id: company, kind: 'verify', version: decided.body.company.version, revision: decided.body.company.revision },
    ]);
    await waitFor(() => ownerLive.events.some((e) => e.event === 'company.changed' && e.data.company_id === company), {
      what: 'the owner told of the decision',
    });
    const status = await owner.c.post('/company/get_companyInfo', { company_id: company }, { token: owner.token });
    expect(status.body.company_data.status.id).toBe(4);
    expect(ownerLive.events.filter((e) => e.event === 'verification.changed')).toEqual([]);
    expect(verifierLive.events.filter((e) => e.event === 'company.changed')).toEqual([]);
    verifierLive.close();
    ownerLive.close();
    await waitFor(() => h.app.get(LiveHub).openStreams === 0, { what: 'closed streams forgotten' });
  });

  it('holds at most 8 streams of one user', async () => {
    const someone = await person(h);
    const streams = await Promise.all(Array.from({ length: 8 }, () => openLive(port, someone.token)));
    expect(streams.map((live) => live.status)).toEqual(Array(8).fill(200));
    const ninth = await openLive(port, someone.token);
    expect(ninth.status).toBe(429);
    ninth.close();
    for (const live of streams) live.close();
    await waitFor(() => h.app.get(LiveHub).openStreams === 0, { what: 'the streams closed' });
    const again = await openLive(port, someone.token);
    expect(again.status).toBe(200);
    again.close();
  });

  it('ends open streams when the application shuts down, leaving nothing open', async () => {
    const other = await startVerificationHarness();
    const server = other.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const someone = await person(other, 'verifier');
    const live = await openLive((server.address() as AddressInfo).port, someone.token);
    expect(other.app.get(LiveHub).openStreams).toBe(1);
    await other.closeAll();
    await waitFor(() => live.ended, { what: 'the stream ended by the server' });
  });
});
