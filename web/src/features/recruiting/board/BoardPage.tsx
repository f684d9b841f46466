import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button as AriaButton } from 'react-aria-components/Button';
import { GridList, GridListItem, type DropItem } from 'react-aria-components/GridList';
import { useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { useAppUser } from '../../../shared/session/session-context';
import { dateLocale } from '../../../shared/lib/dates';
import { Button, Icon, InlineLoader } from '../../../shared/ui';
import { fullName, type BoardCard, type BoardStage } from '../model';
import type { BoardNotice } from './board.machine';
import { liveBoardMachine } from './live';
import { RejectDialog } from './RejectDialog';
import { VacancyStagesDialog } from '../setup/VacancyStagesDialog';
import { candidatePath, candidatesOfVacancy } from '../paths';
import '../recruiting.css';
import { NoAccess } from '../NoAccess';

// The meeting dialog loads when a card's "Назначить интервью" is first pressed.
const MeetingDialog = lazy(() => import('../meetings/MeetingDialog').then((m) => ({ default: m.MeetingDialog })));

/** The drag type of a card: only the board's own cards drop on its columns. */
const CARD_TYPE = 'application/x-kadry-application';

async function droppedIds(items: DropItem[]): Promise<string[]> {
  const texts = await Promise.all(items.map((item) => (item.kind === 'text' && item.types.has(CARD_TYPE) ? item.getText(CARD_TYPE) : '')));
  return texts.filter(Boolean);
}

/** /personne/vacancy/{vacancyId}: the active company's board of one vacancy. */
export function BoardPage() {
  const { vacancyId = '' } = useParams();
  const { companyId, can } = useCompanyActions();
  const { t } = useTranslation('recruiting');
  if (!companyId || !can('viewCandidates')) return <NoAccess title={t('board.title')} company={companyId !== null} />;
  return <Board key={`${companyId}/${vacancyId}`} companyId={companyId} vacancyId={vacancyId} mayWrite={can('manageCandidates')} />;
}

function Board({ companyId, vacancyId, mayWrite }: { companyId: string; vacancyId: string; mayWrite: boolean }) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveBoardMachine, { input: { companyId, vacancyId } });
  const view = useSelector(actor, (s) => ({
    board: s.context.board,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    busy: s.matches('moving') || s.matches('stale'),
    notice: s.context.notice,
    message: s.context.message,
  }));
  const [rejecting, setRejecting] = useState<BoardCard | null>(null);
  const [editingStages, setEditingStages] = useState(false);
  const [planning, setPlanning] = useState<BoardCard | null>(null);
  const selfId = String(useAppUser()?.id ?? '');
  // The column a card is dragged from is no drop target: the keyboard's first target is another column.
  const draggingFrom = useRef<string | null>(null);
  const refresh = useCallback(() => actor.send({ type: 'REFRESH' }), [actor]);
  usePageTitle(view.board ? t('board.titleOf', { name: view.board.vacancy.name }) : t('board.title'));

  return (
    <div className="recruiting-page">
      <div className="recruiting-page__head">
        <h1>{view.board ? t('board.titleOf', { name: view.board.vacancy.name }) : t('board.title')}</h1>
        <div className="recruiting-toolbar">
          {mayWrite && view.board && (
            <Button variant="secondary" size="sm" onPress={() => setEditingStages(true)}>
              <Icon name="settings" size={16} />
              {t('stages.open')}
            </Button>
          )}
          <Link className="recruiting-link" to={candidatesOfVacancy(vacancyId)}>
            {t('board.toList')}
          </Link>
        </div>
      </div>
      {mayWrite ? <p className="recruiting-muted">{t('board.hint')}</p> : <p className="recruiting-muted">{t('board.readOnly')}</p>}
      <p role="status" className="recruiting-board__status">
        {view.notice ? <NoticeText notice={view.notice} /> : ''}
      </p>
      {view.failed && (
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>
              {t('board.failed')} {view.message}
            </p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          </div>
        </div>
      )}
      {view.loading && <InlineLoader label={t('board.loading')} />}
      {view.board && (
        <div className="recruiting-board" aria-busy={view.busy || undefined}>
          {view.board.stages.map((stage) => (
            <StageColumn
              key={stage.id}
              stage={stage}
              draggingFrom={draggingFrom}
              mayWrite={mayWrite}
              busy={view.busy}
              onMove={(applicationId) => actor.send({ type: 'MOVE', applicationId, stageId: stage.id })}
              onReject={(applicationId) => {
                const card = view.board?.stages.flatMap((item) => item.applications).find((item) => item.id === applicationId);
                if (card) setRejecting(card);
              }}
              onPlan={setPlanning}
            />
          ))}
        </div>
      )}
      {editingStages && view.board && (
        <VacancyStagesDialog
          companyId={companyId}
          vacancy={view.board.vacancy}
          stages={view.board.stages}
          onChanged={refresh}
          onClose={() => setEditingStages(false)}
        />
      )}
      {planning && (
        <Suspense fallback={null}>
          <MeetingDialog
            companyId={companyId}
            selfId={selfId}
            readZone
            applicationId={planning.id}
            candidateName={fullName(planning.candidate)}
            onClose={(saved) => {
              setPlanning(null);
              if (saved) actor.send({ type: 'REFRESH' });
            }}
          />
        </Suspense>
      )}
      {rejecting && (
        <RejectDialog
          companyId={companyId}
          card={rejecting}
          onClose={(rejected) => {
            setRejecting(null);
            if (rejected) actor.send({ type: 'REFRESH' });
          }}
          onMoved={() => actor.send({ type: 'REFRESH' })}
        />
      )}
    </div>
  );
}

function NoticeText({ notice }: { notice: BoardNotice }) {
  const { t } = useTranslation('recruiting');
  if (notice.kind === 'moved') return <>{t('board.moved', { name: notice.name, stage: notice.stage })}</>;
  if (notice.kind === 'stale')
    return <>{notice.stage ? t('board.stale', { name: notice.name, stage: notice.stage }) : t('board.staleGone', { name: notice.name })}</>;
  return <>{t('board.moveFailed', { name: notice.name, message: notice.message })}</>;
}

/**
 * One stage: a GridList whose cards drag (pointer, touch, or keyboard: Enter on the handle, Tab to
 * another column, Enter to drop) to any other column. A card dropped on "Отказ" opens the reject
 * dialog rather than moving: a rejection needs its reason and letter.
 */
function StageColumn({
  stage,
  draggingFrom,
  mayWrite,
  busy,
  onMove,
  onReject,
  onPlan,
}: {
  stage: BoardStage;
  draggingFrom: RefObject<string | null>;
  mayWrite: boolean;
  busy: boolean;
  onMove: (applicationId: string) => void;
  onReject: (applicationId: string) => void;
  onPlan: (card: BoardCard) => void;
}) {
  const interviewFormat = new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const { t } = useTranslation('recruiting');
  const titleId = useId();
  const closed = stage.kind === 'rejected';
  const drop = async (items: DropItem[]) => {
    if (busy) return;
    for (const id of await droppedIds(items)) (closed ? onReject : onMove)(id);
  };
  // Not disabled while a move saves: the drop starts the move, and a disabled hook would miss the
  // dragend that follows it (the dragged card stays marked as dragged, its column's drag state set).
  const { dragAndDropHooks } = useDragAndDrop<BoardCard>({
    isDisabled: !mayWrite,
    getItems: (keys, items) =>
      [...keys].map((key) => {
        const card = items.find((item) => item.id === key);
        return { [CARD_TYPE]: String(key), 'text/plain': card ? fullName(card.candidate) : String(key) };
      }),
    acceptedDragTypes: [CARD_TYPE],
    getDropOperation: () => (draggingFrom.current === stage.id ? 'cancel' : 'move'),
    onDragStart: () => {
      draggingFrom.current = stage.id;
    },
    onDragEnd: () => {
      draggingFrom.current = null;
    },
    onRootDrop: (event) => drop(event.items),
    onInsert: (event) => drop(event.items),
    onItemDrop: (event) => drop(event.items),
  });
  return (
    <section className="recruiting-column" data-kind={stage.kind} aria-labelledby={titleId}>
      <h2 id={titleId} className="recruiting-column__title">
        {stage.name} <span className="recruiting-column__count">{stage.applications.length}</span>
      </h2>
      <GridList
        // A name of its own, not the heading's: a drop target reads as "Перетащить на" and this name.
        aria-label={stage.name}
        items={stage.applications}
        dragAndDropHooks={dragAndDropHooks}
        className="recruiting-column__list"
        renderEmptyState={() => <p className="recruiting-column__empty">{t('board.empty')}</p>}
      >
        {(card) => {
          const name = fullName(card.candidate);
          return (
            <GridListItem id={card.id} textValue={name} className="recruiting-card">
              {mayWrite && (
                <AriaButton slot="drag" className="recruiting-card__handle" aria-label={t('board.drag', { name })}>
                  <Icon name="menu" size={16} />
                </AriaButton>
              )}
              <div className="recruiting-card__body">
                <Link className="recruiting-card__name" to={candidatePath(card.candidate.id)}>
                  {name}
                </Link>
                <span className="recruiting-card__meta">
                  {t('board.days', { count: card.days_in_stage })} · {t(`source.${card.source}`)}
                </span>
                {card.next_interview && (
                  <span className="recruiting-interview">
                    {t('meetings.next', { when: interviewFormat.format(new Date(card.next_interview.starts_at)) })}
                  </span>
                )}
                {card.tags.length > 0 && (
                  <span className="recruiting-tags">
                    {card.tags.map((tag) => (
                      <span key={tag} className="recruiting-tag">
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
              </div>
              {mayWrite && !closed && stage.kind !== 'hired' && (
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={busy}
                  onPress={() => onPlan(card)}
                  aria-label={`${t('meetings.plan')}: ${name}`}
                >
                  {t('meetings.plan')}
                </Button>
              )}
              {mayWrite && !closed && stage.kind !== 'hired' && (
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={busy}
                  onPress={() => onReject(card.id)}
                  aria-label={t('board.rejectOf', { name })}
                >
                  {t('board.reject')}
                </Button>
              )}
            </GridListItem>
          );
        }}
      </GridList>
    </section>
  );
}
