// The full-page file viewer (FileViewer.tsx) of a set of files: a company's register extracts for
// the verifier (back-office), a candidate's CVs for the recruiter (recruiting); each area provides
// how its files are listed and fetched, with the company and the owner (company or candidate) as input. A carousel over files.edr; each file is fetched when it is first shown
// (the session travels in a header, so the page holds the bytes): pdf/png/jpg as they are, DOC/DOCX
// as the PDF the worker made (asked again every few seconds while it is still converting; when the
// server has no converter the page offers the download). Zoom in 10% steps and rotation in 90°
// steps belong to the file on screen and start over on the next one.
import { assign, setup } from 'xstate';
import type { FileView } from '../api/file-content';
import { failureOf } from '../forms/failure';
import { isApiError } from '../api/client';
import { notProvided } from '../machines/not-provided';

export interface ViewerFile {
  id: string;
  name: string;
  format: string;
  size: number;
}

/** Whose files they are (a company, a candidate): named in the way back and the carousel's label. */
export interface ViewerOwner {
  id: string;
  name: string;
  files: ViewerFile[];
}

export type ViewKind = 'image' | 'pdf';

/** What the page holds for one file. */
export type Content =
  | { state: 'converting' }
  | { state: 'ready'; kind: ViewKind; blob: Blob }
  /** No rendition can be made here (CONVERTER_MISSING, CONVERSION_FAILED): download instead. */
  | { state: 'unavailable'; code: string; message: string }
  | { state: 'failed'; message: string };

export const ZOOM = { min: 10, max: 400, step: 10, initial: 100 } as const;
/** How often a DOC/DOCX still being converted is asked for again. */
export const CONVERSION_POLL_MS = 2000;
const UNAVAILABLE_CODES = ['CONVERTER_MISSING', 'CONVERSION_FAILED'];

export interface ViewerInput {
  companyId: string;
  /** The company itself when left out. */
  ownerId?: string;
  startAt?: string | null;
}

export interface ViewerContext {
  companyId: string;
  ownerId: string;
  /** The file to show first (else the first). */
  startAt: string | null;
  company: ViewerOwner | null;
  index: number;
  zoom: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: number;
  contents: Record<string, Content>;
  error: string | null;
}

export type ViewerEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO'; index: number }
  | { type: 'ZOOM_IN' }
  | { type: 'ZOOM_OUT' }
  | { type: 'ZOOM_RESET' }
  | { type: 'ROTATE_RIGHT' }
  | { type: 'ROTATE_LEFT' }
  | { type: 'DOWNLOAD' }
  | { type: 'PRINT' }
  | { type: 'OPEN_WINDOW' }
  | { type: 'RETRY' };

/** Images are shown as pictures; everything else the server answers inline is a PDF. */
export function kindOf(format: string): ViewKind {
  return ['png', 'jpg', 'jpeg', 'gif'].includes(format.toLowerCase()) ? 'image' : 'pdf';
}

export function currentFile(context: ViewerContext): ViewerFile | null {
  return context.company?.files[context.index] ?? null;
}

export function currentContent(context: ViewerContext): Content | null {
  const file = currentFile(context);
  return file ? (context.contents[file.id] ?? null) : null;
}

function readyContent(file: ViewerFile, view: FileView): Content {
  return view.state === 'ready' ? { state: 'ready', kind: kindOf(file.format), blob: view.blob } : { state: 'converting' };
}

const wrap = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);

export const viewerMachine = setup({
  types: {
    context: {} as ViewerContext,
    events: {} as ViewerEvent,
    input: {} as ViewerInput,
  },
  actors: {
    loadFiles: notProvided<ViewerOwner, { companyId: string; ownerId: string }>('viewer.machine', 'loadFiles'),
    fetchView: notProvided<FileView, { companyId: string; fileId: string }>('viewer.machine', 'fetchView'),
    downloadFile: notProvided<void, { companyId: string; file: ViewerFile }>('viewer.machine', 'downloadFile'),
  },
  actions: {
    // Side effects of the page (print dialog, new window, toast), provided in live.ts.
    print: (_, _params: { file: ViewerFile; kind: ViewKind; blob: Blob }) => {},
    openWindow: (_, _params: { blob: Blob }) => {},
    notifyError: (_, _params: { message: string }) => {},
    moveTo: assign(({ context }, params: { index: number }) => ({
      index: wrap(params.index, context.company?.files.length ?? 0),
      zoom: ZOOM.initial,
      rotation: 0,
    })),
    storeContent: assign(({ context }, params: { content: Content }) => {
      const file = currentFile(context);
      return file ? { contents: { ...context.contents, [file.id]: params.content } } : {};
    }),
  },
  guards: {
    hasFiles: (_, params: { company: ViewerOwner }) => params.company.files.length > 0,
    hasContent: ({ context }) => {
      const content = currentContent(context);
      return content !== null && content.state !== 'converting';
    },
    isConverting: (_, params: { view: FileView }) => params.view.state === 'converting',
    isUnavailable: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.status === 409 && UNAVAILABLE_CODES.includes(params.error.code),
    isReady: ({ context }) => currentContent(context)?.state === 'ready',
    canZoomIn: ({ context }) => context.zoom < ZOOM.max,
    canZoomOut: ({ context }) => context.zoom > ZOOM.min,
  },
}).createMachine({
  id: 'fileViewer',
  context: ({ input }) => ({
    companyId: input.companyId,
    ownerId: input.ownerId ?? input.companyId,
    startAt: input.startAt ?? null,
    company: null,
    index: 0,
    zoom: ZOOM.initial,
    rotation: 0,
    contents: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadFiles',
        input: ({ context }) => ({ companyId: context.companyId, ownerId: context.ownerId }),
        onDone: [
          {
            guard: { type: 'hasFiles', params: ({ event }) => ({ company: event.output }) },
            target: 'viewing',
            actions: assign({
              company: ({ event }) => event.output,
              index: ({ context, event }) =>
                Math.max(
                  0,
                  event.output.files.findIndex((file) => file.id === context.startAt),
                ),
            }),
          },
          { target: 'empty', actions: assign({ company: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    empty: {},
    viewing: {
      type: 'parallel',
      on: {
        NEXT: { target: '.content.choosing', actions: { type: 'moveTo', params: ({ context }) => ({ index: context.index + 1 }) } },
        PREV: { target: '.content.choosing', actions: { type: 'moveTo', params: ({ context }) => ({ index: context.index - 1 }) } },
        GO: { target: '.content.choosing', actions: { type: 'moveTo', params: ({ event }) => ({ index: event.index }) } },
        ZOOM_IN: { guard: 'canZoomIn', actions: assign({ zoom: ({ context }) => Math.min(ZOOM.max, context.zoom + ZOOM.step) }) },
        ZOOM_OUT: { guard: 'canZoomOut', actions: assign({ zoom: ({ context }) => Math.max(ZOOM.min, context.zoom - ZOOM.step) }) },
        ZOOM_RESET: { actions: assign({ zoom: ZOOM.initial, rotation: 0 }) },
        ROTATE_RIGHT: { actions: assign({ rotation: ({ context }) => (context.rotation + 90) % 360 }) },
        ROTATE_LEFT: { actions: assign({ rotation: ({ context }) => (context.rotation + 270) % 360 }) },
        PRINT: {
          guard: 'isReady',
          actions: {
            type: 'print',
            params: ({ context }) => {
              const content = currentContent(context) as Extract<Content, { state: 'ready' }>;
              return { file: currentFile(context)!, kind: content.kind, blob: content.blob };
            },
          },
        },
        OPEN_WINDOW: {
          guard: 'isReady',
          actions: {
            type: 'openWindow',
            params: ({ context }) => ({ blob: (currentContent(context) as Extract<Content, { state: 'ready' }>).blob }),
          },
        },
      },
      states: {
        content: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'hasContent', target: 'shown' }, { target: 'fetching' }],
            },
            fetching: {
              invoke: {
                src: 'fetchView',
                input: ({ context }) => ({ companyId: context.companyId, fileId: currentFile(context)!.id }),
                onDone: [
                  {
                    guard: { type: 'isConverting', params: ({ event }) => ({ view: event.output }) },
                    target: 'converting',
                    actions: { type: 'storeContent', params: { content: { state: 'converting' } } },
                  },
                  {
                    target: 'shown',
                    actions: {
                      type: 'storeContent',
                      params: ({ context, event }) => ({ content: readyContent(currentFile(context)!, event.output) }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isUnavailable', params: ({ event }) => ({ error: event.error }) },
                    target: 'shown',
                    actions: {
                      type: 'storeContent',
                      params: ({ event }) => ({
                        content: {
                          state: 'unavailable',
                          code: isApiError(event.error) ? event.error.code : '',
                          message: failureOf(event.error).message,
                        },
                      }),
                    },
                  },
                  {
                    target: 'shown',
                    actions: {
                      type: 'storeContent',
                      params: ({ event }) => ({ content: { state: 'failed', message: failureOf(event.error).message } }),
                    },
                  },
                ],
              },
            },
            converting: {
              after: { [CONVERSION_POLL_MS]: 'fetching' },
            },
            shown: {
              on: {
                RETRY: { guard: ({ context }) => currentContent(context)?.state === 'failed', target: 'fetching' },
              },
            },
          },
        },
        download: {
          initial: 'idle',
          states: {
            idle: {
              on: { DOWNLOAD: 'downloading' },
            },
            downloading: {
              invoke: {
                src: 'downloadFile',
                input: ({ context }) => ({ companyId: context.companyId, file: currentFile(context)! }),
                onDone: 'idle',
                onError: {
                  target: 'idle',
                  actions: { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
                },
              },
            },
          },
        },
      },
    },
  },
});
