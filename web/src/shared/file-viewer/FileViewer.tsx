import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';
import { Button, InlineLoader } from '../ui';
import { ImageView } from './ImageView';
import { PdfView } from './PdfView';
import {
  currentContent,
  currentFile,
  ZOOM,
  type Content,
  type ViewerEvent,
  type ViewerFile,
  type ViewerInput,
  type viewerMachine,
} from './viewer.machine';
import './viewer.css';

/** Whose files: the texts of the way back, the carousel and the failures name a company or a candidate. */
export type ViewerKind = 'company' | 'candidate';

export interface FileViewerProps {
  /** The viewer's machine with the area's actors provided (how the files are listed and fetched). */
  machine: typeof viewerMachine;
  input: ViewerInput;
  kind: ViewerKind;
  /** Where the header's way back leads. */
  backTo: string;
}

/** Keys of the carousel and of the zoom, unless a field or a modifier is in play. */
function keyEvent(event: KeyboardEvent): ViewerEvent | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return null;
  if (event.key === 'ArrowRight') return { type: 'NEXT' };
  if (event.key === 'ArrowLeft') return { type: 'PREV' };
  if (event.key === '+' || event.key === '=') return { type: 'ZOOM_IN' };
  if (event.key === '-') return { type: 'ZOOM_OUT' };
  return null;
}

/**
 * The full-page file viewer (docs/verification.md, "The verifier's file viewer"): outside the shell,
 * a carousel of one owner's files with zoom, rotation, print, a new window and the download.
 * Mount it with a `key` per owner.
 */
export function FileViewer({ machine, input, kind, backTo }: FileViewerProps) {
  const { t } = useTranslation('file-viewer');
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, (s) => ({
    company: s.context.company,
    index: s.context.index,
    zoom: s.context.zoom,
    rotation: s.context.rotation,
    contents: s.context.contents,
    file: currentFile(s.context),
    content: currentContent(s.context),
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    empty: s.matches('empty'),
    error: s.context.error,
    downloading: s.matches({ viewing: { download: 'downloading' } }),
  }));
  usePageTitle(view.file ? `${view.file.name} — ${t('title')}` : t('title'));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = keyEvent(event);
      if (!command) return;
      event.preventDefault();
      actor.send(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor]);

  const files = view.company?.files ?? [];
  const ready = view.content?.state === 'ready';
  const send = (event: ViewerEvent) => () => actor.send(event);

  return (
    <div className="viewer">
      <header className="viewer__header">
        <Link to={backTo} className="viewer__back">
          <span aria-hidden="true">←</span> {view.company ? t(`${kind}.back`, { name: view.company.name }) : t(`${kind}.backPlain`)}
        </Link>
        <div className="viewer__heading">
          <h1 className="viewer__title">{view.file ? view.file.name : t('title')}</h1>
          {view.file && <span className="viewer__position">{t('position', { current: view.index + 1, total: files.length })}</span>}
        </div>
        {view.file && (
          <div className="viewer__toolbar" role="toolbar" aria-label={t('tools')}>
            <Button
              size="sm"
              variant="ghost"
              onPress={send({ type: 'ZOOM_OUT' })}
              isDisabled={!ready || view.zoom <= ZOOM.min}
              aria-label={t('zoomOut')}
            >
              <span aria-hidden="true">−</span>
            </Button>
            <output className="viewer__zoom" aria-live="polite" aria-label={t('zoomLevel')} data-testid="zoom-level">
              {view.zoom}%
            </output>
            <Button
              size="sm"
              variant="ghost"
              onPress={send({ type: 'ZOOM_IN' })}
              isDisabled={!ready || view.zoom >= ZOOM.max}
              aria-label={t('zoomIn')}
            >
              <span aria-hidden="true">+</span>
            </Button>
            <Button size="sm" variant="ghost" onPress={send({ type: 'ROTATE_LEFT' })} isDisabled={!ready} aria-label={t('rotateLeft')}>
              <span aria-hidden="true">⟲</span>
            </Button>
            <Button size="sm" variant="ghost" onPress={send({ type: 'ROTATE_RIGHT' })} isDisabled={!ready} aria-label={t('rotateRight')}>
              <span aria-hidden="true">⟳</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onPress={send({ type: 'ZOOM_RESET' })}
              isDisabled={!ready || (view.zoom === ZOOM.initial && view.rotation === 0)}
            >
              {t('zoomReset')}
            </Button>
            <span className="viewer__separator" aria-hidden="true" />
            <Button size="sm" onPress={send({ type: 'PRINT' })} isDisabled={!ready}>
              {t('print')}
            </Button>
            <Button size="sm" onPress={send({ type: 'OPEN_WINDOW' })} isDisabled={!ready}>
              {t('openWindow')}
            </Button>
            <Button size="sm" variant="primary" onPress={send({ type: 'DOWNLOAD' })} isDisabled={view.downloading}>
              {view.downloading ? t('downloading') : t('download')}
            </Button>
          </div>
        )}
      </header>

      <main id="main-content" className="viewer__main" tabIndex={-1}>
        {view.loading && <InlineLoader />}
        {view.failed && (
          <div className="viewer__message" role="alert">
            <p>{view.error ? `${t(`${kind}.failed`)} ${view.error}` : t(`${kind}.failed`)}</p>
            <Button onPress={send({ type: 'RETRY' })}>{t('retry')}</Button>
          </div>
        )}
        {view.empty && (
          <div className="viewer__message">
            <p>{t(`${kind}.empty`)}</p>
          </div>
        )}
        {files.length > 0 && (
          <section
            className="viewer__carousel"
            aria-roledescription={t('carousel')}
            aria-label={t(`${kind}.filesOf`, { name: view.company?.name ?? '' })}
          >
            <Button
              className="viewer__nav viewer__nav--prev"
              variant="secondary"
              iconOnly
              onPress={send({ type: 'PREV' })}
              isDisabled={files.length < 2}
              aria-label={t('previous')}
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <div className="viewer__viewport">
              <div className="viewer__track" style={{ transform: `translateX(${-100 * view.index}%)` }}>
                {files.map((file, index) => (
                  <div
                    key={file.id}
                    className="viewer__slide"
                    role="group"
                    aria-roledescription={t('slide')}
                    aria-label={t('position', { current: index + 1, total: files.length })}
                    aria-hidden={index !== view.index}
                    inert={index !== view.index}
                    data-current={index === view.index}
                  >
                    {/* Only the file on screen and its neighbours hold their content while the track slides. */}
                    {Math.abs(index - view.index) <= 1 && (
                      <Slide
                        file={file}
                        content={view.contents[file.id] ?? null}
                        zoom={index === view.index ? view.zoom : ZOOM.initial}
                        rotation={index === view.index ? view.rotation : 0}
                        onDownload={send({ type: 'DOWNLOAD' })}
                        onRetry={send({ type: 'RETRY' })}
                      />
                    )}
                  </div>
                ))}
              </div>
            </div>
            <Button
              className="viewer__nav viewer__nav--next"
              variant="secondary"
              iconOnly
              onPress={send({ type: 'NEXT' })}
              isDisabled={files.length < 2}
              aria-label={t('next')}
            >
              <span aria-hidden="true">›</span>
            </Button>
          </section>
        )}
        {files.length > 1 && (
          <nav className="viewer__strip" aria-label={t('allFiles')}>
            <ol>
              {files.map((file, index) => (
                <li key={file.id}>
                  <Button
                    size="sm"
                    variant={index === view.index ? 'primary' : 'ghost'}
                    onPress={send({ type: 'GO', index })}
                    aria-current={index === view.index ? 'true' : undefined}
                  >
                    {file.name}
                  </Button>
                </li>
              ))}
            </ol>
            <p className="viewer__hint">{t('keyboardHint')}</p>
          </nav>
        )}
      </main>
    </div>
  );
}

interface SlideProps {
  file: ViewerFile;
  content: Content | null;
  zoom: number;
  rotation: number;
  onDownload(): void;
  onRetry(): void;
}

function Slide({ file, content, zoom, rotation, onDownload, onRetry }: SlideProps) {
  const { t } = useTranslation('file-viewer');
  if (!content) return <InlineLoader />;
  switch (content.state) {
    case 'converting':
      return (
        <div className="viewer__message" role="status">
          <InlineLoader label={t('converting')} />
        </div>
      );
    case 'unavailable':
      return (
        <div className="viewer__message">
          <p>{content.message}</p>
          <Button variant="primary" onPress={onDownload}>
            {t('downloadNamed', { name: file.name })}
          </Button>
        </div>
      );
    case 'failed':
      return (
        <div className="viewer__message" role="alert">
          <p>{`${t('fileFailed')} ${content.message}`}</p>
          <Button onPress={onRetry}>{t('retry')}</Button>
        </div>
      );
    case 'ready':
      return content.kind === 'image' ? (
        <ImageView blob={content.blob} name={file.name} zoom={zoom} rotation={rotation} />
      ) : (
        <PdfView blob={content.blob} name={file.name} zoom={zoom} rotation={rotation} />
      );
  }
}
