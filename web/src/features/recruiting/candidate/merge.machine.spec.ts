import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { reached, settled } from '../../../shared/testing/machine';
import { madeUpCandidate, madeUpCard } from '../fixtures';
import type { CandidateCard, CandidateDetail } from '../model';
import { MERGE_SEARCH_DELAY_MS, mergeMachine, mergePreview, type MergeRequest } from './merge.machine';

type ApplicationOf = CandidateDetail['applications'][number];
const application = (vacancyId: string, name: string, status: ApplicationOf['status']) =>
  ({ id: `a-${vacancyId}`, vacancy: { id: vacancyId, name }, status }) as ApplicationOf;

const THIS = madeUpCandidate({
  id: 'c1',
  emails: ['o@example.com'],
  tags: ['java'],
  applications: [application('v1', 'Тестувальник', 'open')],
});
const OTHER = madeUpCandidate({
  id: 'c2',
  name: 'Олена',
  lname: 'Коваленко',
  emails: ['olena@work.example'],
  phones: ['+380991234567', '+380671112233'],
  tags: ['java', 'sql'],
  applications: [application('v2', 'Аналітик', 'rejected')],
  notes: [{ id: 'n1' } as CandidateDetail['notes'][number]],
});

function start(merge: (body: MergeRequest) => Promise<CandidateDetail> = async (body) => ({ ...THIS, id: body.keep_id })) {
  const searches: string[] = [];
  const actor = createActor(
    mergeMachine.provide({
      actors: {
        search: fromPromise<CandidateCard[], { companyId: string; query: string }>(async ({ input }) => {
          searches.push(input.query);
          return [madeUpCard({ id: 'c1' }), madeUpCard({ id: 'c2', lname: 'Коваленко' })];
        }),
        load: fromPromise<CandidateDetail, { companyId: string; candidateId: string }>(async () => OTHER),
        merge: fromPromise<CandidateDetail, MergeRequest>(async ({ input }) => merge(input)),
      },
    }),
    { input: { companyId: 'co1', current: THIS } },
  ).start();
  return { actor, searches };
}

describe('merging two records of one candidate', () => {
  it('keeps everything of both in the preview: contacts, tags, applications, notes; names of the kept one', () => {
    expect(mergePreview(THIS, OTHER)).toEqual({
      name: 'Олена',
      lname: 'Коваль',
      emails: ['o@example.com', 'olena@work.example'],
      phones: ['+380991234567', '+380671112233'],
      tags: ['java', 'sql'],
      applications: ['Тестувальник', 'Аналітик'],
      conflicts: [],
      notes: 1,
      tasks: 0,
      files: 0,
    });
    const clash = madeUpCandidate({ id: 'c3', applications: [application('v1', 'Тестувальник', 'open')] });
    expect(mergePreview(THIS, clash).conflicts).toEqual(['Тестувальник']);
  });

  it('searches once typing pauses, never offers the page’s own candidate, and merges the found one into this one', async () => {
    const sent: MergeRequest[] = [];
    const { actor, searches } = start(async (body) => {
      sent.push(body);
      return { ...THIS, id: body.keep_id };
    });
    actor.send({ type: 'QUERY', query: 'Ко' });
    actor.send({ type: 'QUERY', query: 'Коваленко' });
    await waitFor(actor, (s) => s.context.searched, { timeout: MERGE_SEARCH_DELAY_MS + 1000 });
    expect(searches).toEqual(['Коваленко']);
    expect(actor.getSnapshot().context.results.map((card) => card.id)).toEqual(['c2']);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ choice: 'none' })).toBe(true);
    actor.send({ type: 'CHOOSE', candidateId: 'c2' });
    await reached(actor, { choice: 'chosen' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { choice: 'done' });
    expect(sent).toEqual([{ company_id: 'co1', keep_id: 'c1', merge_id: 'c2' }]);
    expect(actor.getSnapshot().context.keptId).toBe('c1');
  });

  it('keeps the found record when told, and stays open with the server’s refusal', async () => {
    const sent: MergeRequest[] = [];
    const { actor } = start(async (body) => {
      sent.push(body);
      throw new ApiError(409, 'MERGE_CONFLICT', 'Обе карточки откликнулись на одну вакансию');
    });
    actor.send({ type: 'CHOOSE', candidateId: 'c2' });
    await reached(actor, { choice: 'chosen' });
    actor.send({ type: 'KEEP', keep: 'other' });
    actor.send({ type: 'SUBMIT' });
    const after = await settled(actor, { choice: 'merging' });
    expect(after.matches({ choice: 'chosen' })).toBe(true);
    expect(after.context.message).toBe('Обе карточки откликнулись на одну вакансию');
    expect(sent).toEqual([{ company_id: 'co1', keep_id: 'c2', merge_id: 'c1' }]);
  });
});
