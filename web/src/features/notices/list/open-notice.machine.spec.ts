import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { openNoticeMachine } from './open-notice.machine';

function opener(enter: (companyId: string) => Promise<void>) {
  const opened: Array<{ link: string; entered: boolean }> = [];
  const entered: string[] = [];
  const actor = createActor(
    openNoticeMachine.provide({
      actors: {
        enterCompany: fromPromise<void, { companyId: string }>(async ({ input }) => {
          entered.push(input.companyId);
          await enter(input.companyId);
        }),
      },
      actions: { open: (_, params) => void opened.push(params) },
    }),
  ).start();
  return { actor, opened, entered };
}

describe('opening a notice from the bell', () => {
  it('enters the company the notice names, then opens its link and has the app re-read the user', async () => {
    const { actor, opened, entered } = opener(async () => undefined);
    actor.send({ type: 'OPEN', link: '/', companyId: 'c2' });
    // Nothing opens before the company is the active one: its screen would show another company.
    expect(opened).toEqual([]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(entered).toEqual(['c2']);
    expect(opened).toEqual([{ link: '/', entered: true }]);
  });

  it('opens the link at once when no company is to be entered, and as it is when the entry is refused', async () => {
    const { actor, opened } = opener(async () => {
      throw new Error('COMPANY_NOT_FOUND');
    });
    actor.send({ type: 'OPEN', link: '/companies', companyId: null });
    expect(opened).toEqual([{ link: '/companies', entered: false }]);
    actor.send({ type: 'OPEN', link: '/vacancies', companyId: 'gone' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(opened).toEqual([
      { link: '/companies', entered: false },
      { link: '/vacancies', entered: false },
    ]);
  });
});
