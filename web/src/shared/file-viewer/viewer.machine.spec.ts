import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../api/client';
import type { FileView } from '../api/file-content';
import { flush, reached, settled } from '../testing/machine';
import { CONVERSION_POLL_MS, currentContent, currentFile, viewerMachine, ZOOM, type ViewerOwner, type ViewerFile } from './viewer.machine';

const file = (id: string, format: string): ViewerFile => ({ id, name: `${id}.${format}`, format, size: 1024 });
const company = (files: ViewerFile[]): ViewerOwner => ({ id: 'c1', name: 'ТОВ Приклад', files });
const bytes = (text: string) => new Blob([text]);

function start(
  files: ViewerFile[],
  answers: Record<string, Array<() => FileView>> = {},
  options: { download?: () => Promise<void>; startAt?: string } = {},
) {
  const clock = new SimulatedClock();
  const fetched: string[] = [];
  const effects: string[] = [];
  const actor = createActor(
    viewerMachine.provide({
      actors: {
        loadFiles: fromPromise(async ({ input }) => {
          effects.push(`load ${input.ownerId === input.companyId ? input.companyId : `${input.ownerId} of ${input.companyId}`}`);
          return company(files);
        }),
        fetchView: fromPromise<FileView, { companyId: string; fileId: string }>(async ({ input }) => {
          fetched.push(input.fileId);
          const next = answers[input.fileId]?.shift();
          return next ? next() : { state: 'ready', blob: bytes(input.fileId) };
        }),
        downloadFile: fromPromise<void, { companyId: string; file: ViewerFile }>(async ({ input }) => {
          effects.push(`download ${input.file.id}`);
          await (options.download ?? (async () => undefined))();
        }),
      },
      actions: {
        print: (_, params) => effects.push(`print ${params.file.id} as ${params.kind}`),
        openWindow: () => effects.push('open'),
        notifyError: (_, params) => effects.push(`error ${params.message}`),
      },
    }),
    { input: { companyId: 'c1', ...(options.startAt ? { ownerId: 'cand1', startAt: options.startAt } : {}) }, clock },
  ).start();
  return { actor, clock, fetched, effects };
}

const shown = { viewing: { content: 'shown' } } as const;

describe('viewer.machine', () => {
  it('loads the company and shows its first extract, fetched once', async () => {
    const { actor, fetched, effects } = start([file('a', 'png'), file('b', 'pdf')]);
    const snapshot = await reached(actor, shown);
    expect(effects).toEqual(['load c1']);
    expect(fetched).toEqual(['a']);
    expect(currentFile(snapshot.context)?.id).toBe('a');
    expect(currentContent(snapshot.context)).toMatchObject({ state: 'ready', kind: 'image' });
  });

  it('opens on the file it is asked for (a candidate’s CV chosen on their page), fetching only that one', async () => {
    const { actor, fetched, effects } = start([file('a', 'pdf'), file('b', 'docx')], {}, { startAt: 'b' });
    const snapshot = await reached(actor, shown);
    expect(effects).toEqual(['load cand1 of c1']);
    expect(fetched).toEqual(['b']);
    expect(snapshot.context.index).toBe(1);
  });

  it('moves both ways around the carousel, fetching each file once and starting zoom and rotation over', async () => {
    const { actor, fetched } = start([file('a', 'png'), file('b', 'pdf'), file('c', 'docx')]);
    await reached(actor, shown);
    actor.send({ type: 'ZOOM_IN' });
    actor.send({ type: 'ROTATE_RIGHT' });
    actor.send({ type: 'NEXT' });
    let snapshot = await reached(actor, shown);
    expect(snapshot.context).toMatchObject({ index: 1, zoom: 100, rotation: 0 });
    expect(currentContent(snapshot.context)).toMatchObject({ state: 'ready', kind: 'pdf' });
    actor.send({ type: 'PREV' });
    actor.send({ type: 'PREV' });
    snapshot = await reached(actor, shown);
    // From the first file back to the last: a DOC/DOCX is shown as its PDF rendition.
    expect(snapshot.context.index).toBe(2);
    expect(currentContent(snapshot.context)).toMatchObject({ state: 'ready', kind: 'pdf' });
    actor.send({ type: 'NEXT' });
    snapshot = await reached(actor, shown);
    expect(snapshot.context.index).toBe(0);
    actor.send({ type: 'GO', index: 1 });
    await reached(actor, shown);
    expect(fetched).toEqual(['a', 'b', 'c']);
  });

  it('zooms in 10% steps between the bounds and rotates in quarter turns both ways', async () => {
    const { actor } = start([file('a', 'jpg')]);
    await reached(actor, shown);
    actor.send({ type: 'ZOOM_IN' });
    expect(actor.getSnapshot().context.zoom).toBe(110);
    actor.send({ type: 'ZOOM_OUT' });
    actor.send({ type: 'ZOOM_OUT' });
    expect(actor.getSnapshot().context.zoom).toBe(90);
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'ZOOM_OUT' });
    expect(actor.getSnapshot().context.zoom).toBe(ZOOM.min);
    for (let i = 0; i < 60; i += 1) actor.send({ type: 'ZOOM_IN' });
    expect(actor.getSnapshot().context.zoom).toBe(ZOOM.max);
    actor.send({ type: 'ROTATE_LEFT' });
    expect(actor.getSnapshot().context.rotation).toBe(270);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'ROTATE_RIGHT' });
    expect(actor.getSnapshot().context.rotation).toBe(180);
    actor.send({ type: 'ZOOM_RESET' });
    expect(actor.getSnapshot().context).toMatchObject({ zoom: 100, rotation: 0 });
  });

  it('asks again while a DOC/DOCX is being converted, then shows its PDF', async () => {
    const converting = (): FileView => ({ state: 'converting' });
    const { actor, clock, fetched } = start([file('d', 'docx')], { d: [converting, converting] });
    let snapshot = await reached(actor, { viewing: { content: 'converting' } });
    expect(currentContent(snapshot.context)).toEqual({ state: 'converting' });
    clock.increment(CONVERSION_POLL_MS - 1);
    await flush();
    expect(fetched).toEqual(['d']);
    clock.increment(1);
    await reached(actor, { viewing: { content: 'converting' } });
    await flush();
    expect(fetched).toEqual(['d', 'd']);
    clock.increment(CONVERSION_POLL_MS);
    snapshot = await reached(actor, shown);
    expect(fetched).toEqual(['d', 'd', 'd']);
    expect(currentContent(snapshot.context)).toMatchObject({ state: 'ready', kind: 'pdf' });
  });

  it('offers the download when the server has no converter, and lets a failed fetch be retried', async () => {
    const missing = (): FileView => {
      throw new ApiError(409, 'CONVERTER_MISSING', 'LibreOffice is not installed');
    };
    const offline = (): FileView => {
      throw new ApiError(0, 'NETWORK_ERROR', 'offline');
    };
    const { actor, fetched } = start([file('d', 'doc'), file('p', 'pdf')], { d: [missing], p: [offline] });
    let snapshot = await reached(actor, shown);
    expect(currentContent(snapshot.context)).toEqual({
      state: 'unavailable',
      code: 'CONVERTER_MISSING',
      message: 'LibreOffice is not installed',
    });
    // Nothing to retry there: the answer stands.
    actor.send({ type: 'RETRY' });
    expect(fetched).toEqual(['d']);
    actor.send({ type: 'NEXT' });
    snapshot = await reached(actor, shown);
    expect(currentContent(snapshot.context)).toEqual({ state: 'failed', message: 'offline' });
    actor.send({ type: 'RETRY' });
    snapshot = await settled(actor, { viewing: { content: 'fetching' } });
    expect(currentContent(snapshot.context)).toMatchObject({ state: 'ready' });
    expect(fetched).toEqual(['d', 'p', 'p']);
  });

  it('prints and opens only a file that is on screen, and downloads the original', async () => {
    const { actor, effects } = start(
      [file('d', 'docx'), file('i', 'png')],
      { d: [() => ({ state: 'converting' })] },
      { download: async () => Promise.reject(new ApiError(404, 'FILE_NOT_FOUND', 'File not found')) },
    );
    await reached(actor, { viewing: { content: 'converting' } });
    actor.send({ type: 'PRINT' });
    actor.send({ type: 'OPEN_WINDOW' });
    actor.send({ type: 'DOWNLOAD' });
    await reached(actor, { viewing: { download: 'downloading' } });
    await settled(actor, { viewing: { download: 'downloading' } });
    actor.send({ type: 'NEXT' });
    await reached(actor, shown);
    actor.send({ type: 'PRINT' });
    actor.send({ type: 'OPEN_WINDOW' });
    expect(effects).toEqual(['load c1', 'download d', 'error File not found', 'print i as image', 'open']);
  });

  it('says so when the company cannot be loaded or has no extract', async () => {
    const failing = createActor(
      viewerMachine.provide({
        actors: { loadFiles: fromPromise(async () => Promise.reject(new ApiError(404, 'COMPANY_NOT_FOUND', 'Company not found'))) },
      }),
      { input: { companyId: 'x' } },
    ).start();
    expect((await reached(failing, 'failed')).context.error).toBe('Company not found');
    const empty = createActor(viewerMachine.provide({ actors: { loadFiles: fromPromise(async () => company([])) } }), {
      input: { companyId: 'c1' },
    }).start();
    await reached(empty, 'empty');
  });
});
