import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyDetail } from '../../../shared/api/verification';
import type { LiveInput } from '../../../shared/live';
import { madeUp } from '../../../shared/testing/api';
import { canDecide, companyDetailMachine, type Command, type DetailEmitted, type SeenCase } from './company-detail.machine';

/** A case; its revision moves with every change, the version with status changes only (by default the revision is the version's). */
const company = (status: number, version = 0, revision = version): CompanyDetail =>
  madeUp<CompanyDetail>({
    id: 'c1',
    number: 1,
    name: `v${version}`,
    code: '12345678',
    brand: null,
    activity: null,
    services: null,
    employees: null,
    website: null,
    create_date: '',
    update_date: '',
    is_del: status === 5 ? 1 : 0,
    status: { id: status, name: '' },
    version,
    revision,
    submission_id: 's1',
    data_version: 2,
    due_at: null,
    overdue: false,
    assignee: null,
    owner: { id: 'u1', email: null, emails: [], phone: null, phones: [], city: null, socials: [] },
    files: { edr: [] },
    history: [],
    messages: [],
  });

type RunInput = { companyId: string; command: Command; seen: SeenCase | null };

function start(
  run: (command: Command) => Promise<CompanyDetail> = async () => company(2),
  load: () => Promise<CompanyDetail> = async () => company(2),
) {
  const runs: RunInput[] = [];
  const emitted: DetailEmitted[] = [];
  let loads = 0;
  let push: ((event: EventObject) => void) | null = null;
  const actor = createActor(
    companyDetailMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads += 1;
          return load();
        }),
        run: fromPromise(async ({ input }: { input: RunInput }) => {
          runs.push(input);
          return run(input.command);
        }),
        live: fromCallback<EventObject, LiveInput>(({ sendBack }) => {
          push = sendBack;
          return () => undefined;
        }),
      },
    }),
    { input: { companyId: 'c1' } },
  );
  actor.on('*', (event) => emitted.push(event as DetailEmitted));
  actor.start();
  return { actor, runs, emitted, loads: () => loads, live: (event: EventObject & Record<string, unknown>) => push!(event) };
}

/** A `verification.changed` message as the server sends it: it names the case revision it made (a decision's its version too). */
const changed = (data: Record<string, unknown>) => ({
  type: 'LIVE',
  event: { type: 'verification.changed', data: { company_id: 'c1', ...data } },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a company case in the back office', () => {
  it('runs a decision with the version it shows, says it is done and shows the answer as the case: no reload', async () => {
    // A deletion answers the case after it too (removeCompany, like setVerificationCompany).
    for (const [command, after] of [
      [{ kind: 'reject', reasonCode: 'unreadable', comment: 'blurred' }, company(3, 4)],
      [{ kind: 'delete' }, company(5, 4)],
    ] as Array<[Command, CompanyDetail]>) {
      const { actor, runs, emitted, loads } = start(
        async () => after,
        async () => company(2, 3),
      );
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'RUN', command });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null);
      // The verdict names the case version, the submission and the data version the verifier looked at.
      expect(runs).toEqual([{ companyId: 'c1', command, seen: { version: 3, submission_id: 's1', data_version: 2 } }]);
      expect(emitted).toEqual([{ type: 'done', command }]);
      expect(actor.getSnapshot().context.company).toEqual(after);
      expect(loads()).toBe(1);
    }
  });

  it('makes one request per decision, its own live echo included (the detail read before it opened aside)', async () => {
    // The server's order: the live message is published after the commit, the answer read after it;
    // either may reach the screen first.
    for (const echoFirst of [true, false]) {
      let echo: (() => void) | null = null;
      const { actor, runs, loads, live } = start(
        async () => {
          if (echoFirst) live(changed({ kind: 'verify', version: 4, revision: 4 }));
          else echo = () => live(changed({ kind: 'verify', version: 4, revision: 4 }));
          return company(4, 4);
        },
        async () => company(2, 3),
      );
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      const before = loads();
      actor.send({ type: 'RUN', command: { kind: 'verify' } });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.company?.status.id === 4);
      (echo as (() => void) | null)?.();
      await settle();
      expect([echoFirst, runs.length + loads() - before, actor.getSnapshot().value]).toEqual([echoFirst, 1, { ready: 'idle' }]);
    }
  });

  it('still reloads after a decision when a change it did not make was heard while it ran', async () => {
    for (const heard of [{ kind: 'CompanyEdited' }, { kind: 'comment', revision: 5 }, { kind: 'verify', version: 5, revision: 5 }]) {
      const { actor, loads, live } = start(
        async () => {
          live(changed(heard));
          return company(4, 4);
        },
        async () => company(2, 3),
      );
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'RUN', command: { kind: 'verify' } });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null);
      expect([heard, loads()]).toEqual([heard, 2]);
    }
  });

  it("shows a claim's or a comment's answer as the case: one request each, its own live echo ignored", async () => {
    const commands: Command[] = [
      { kind: 'claim', action: 'take' },
      { kind: 'claim', action: 'release' },
      { kind: 'sendComment', text: 'x' },
      { kind: 'editComment', id: 'm1', text: 'y' },
      { kind: 'removeComment', id: 'm1' },
    ];
    for (const command of commands) {
      for (const echoFirst of [true, false]) {
        // A claim or a comment moves the revision (7 → 8), not the version (3).
        const after = {
          ...company(2, 3, 8),
          assignee: command.kind === 'claim' && command.action === 'take' ? { id: 'me', name: 'Me' } : null,
        };
        const kind = command.kind === 'claim' ? 'claim' : 'comment';
        let echo: (() => void) | null = null;
        const { actor, runs, emitted, loads, live } = start(
          async () => {
            if (echoFirst) live(changed({ kind, revision: 8 }));
            else echo = () => live(changed({ kind, revision: 8 }));
            return after;
          },
          async () => company(2, 3, 7),
        );
        await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
        actor.send({ type: 'RUN', command });
        await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null);
        (echo as (() => void) | null)?.();
        await settle();
        expect([command, echoFirst, runs.length, loads(), emitted]).toEqual([command, echoFirst, 1, 1, [{ type: 'done', command }]]);
        expect(actor.getSnapshot().context.company).toEqual(after);
      }
    }
  });

  it("reloads after a claim or a comment when another verifier's newer change was heard while it ran, or arrives after", async () => {
    const command: Command = { kind: 'sendComment', text: 'x' };
    // Heard while the command ran: the answer (revision 8) may predate revision 9.
    const during = start(
      async () => {
        during.live(changed({ kind: 'claim', revision: 9 }));
        return company(2, 3, 8);
      },
      async () => company(2, 3, 7),
    );
    await waitFor(during.actor, (s) => s.matches({ ready: 'idle' }));
    during.actor.send({ type: 'RUN', command });
    await waitFor(during.actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null && during.loads() === 2);

    // After it: the detail shows revision 8, so a message naming 9 is news.
    const after = start(
      async () => company(2, 3, 8),
      async () => company(2, 3, 7),
    );
    await waitFor(after.actor, (s) => s.matches({ ready: 'idle' }));
    after.actor.send({ type: 'RUN', command });
    await waitFor(after.actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null);
    expect(after.loads()).toBe(1);
    after.live(changed({ kind: 'comment', revision: 8 }));
    await settle();
    expect(after.loads()).toBe(1);
    after.live(changed({ kind: 'comment', revision: 9 }));
    await waitFor(after.actor, (s) => s.matches({ ready: 'idle' }) && after.loads() === 2);
  });

  it('reports a refusal (another verifier decided first) and shows the current state', async () => {
    let status = 2;
    const { actor, emitted } = start(
      async () => {
        status = 4;
        throw new ApiError(409, 'VERIFICATION_STATE_CONFLICT', 'Already verified');
      },
      async () => company(status),
    );
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'RUN', command: { kind: 'verify' } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.company?.status.id === 4);
    expect(emitted).toEqual([
      { type: 'refused', problem: { kind: 'verify', code: 'VERIFICATION_STATE_CONFLICT', message: 'Already verified' } },
    ]);
    expect(canDecide(actor.getSnapshot().context.company!)).toBe(false);
  });

  it('reloads on a live event about this company only', async () => {
    const { actor, loads, live } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    live({ type: 'LIVE', event: { type: 'verification.changed', data: { company_id: 'other' } } });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    live({ type: 'LIVE', event: { type: 'verification.changed', data: { company_id: 'c1' } } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(loads()).toBe(2);
  });

  it('ignores a message naming a revision it already shows, and reloads for a newer one', async () => {
    const { actor, loads, live } = start(undefined, async () => company(4, 4, 6));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    for (const data of [
      { kind: 'verify', version: 4, revision: 5 },
      { kind: 'claim', revision: 6 },
      { kind: 'CompanyFileAdded', revision: 3 },
    ])
      live(changed(data));
    await settle();
    expect([actor.getSnapshot().value, loads()]).toEqual([{ ready: 'idle' }, 1]);
    live(changed({ kind: 'remove', version: 5, revision: 7 }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && loads() === 2);
  });

  it('tells an unknown company from a failed load', async () => {
    const { actor } = start(undefined, async () => {
      throw new ApiError(404, 'COMPANY_NOT_FOUND', 'No such company');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.notFound).toBe(true);
  });

  it('opens decisions only while the case awaits a check', () => {
    expect([1, 2, 3, 4, 5].map((status) => canDecide(company(status)))).toEqual([false, true, false, false, false]);
  });
});
