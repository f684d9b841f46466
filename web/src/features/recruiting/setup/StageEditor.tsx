import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components/Button';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { Button, Icon, InlineLoader, TextField } from '../../../shared/ui';
import { liveStagesMachine } from './live';
import { buttonAfterMove, dropIndex, STAGE_NAME_MAX, STEPS_MAX, stepsOf, type StageView } from './stages';
import type { StagesNotice } from './stages.machine';
import '../recruiting.css';
import './setup.css';

/** The drag type of a step: only the editor's own steps reorder it. */
const STEP_TYPE = 'application/x-kadry-stage';

/**
 * The stages of the company's template (vacancyId null) or of one vacancy's board: the fixed
 * "Новый" first and the two ends last, shown as they are; the steps between them added, renamed,
 * reordered (dragged by the pointer, by keyboard through the handle, or moved up and down with
 * their buttons: one press, no dragging needed) and removed, each change saved at once.
 */
export function StageEditor({
  companyId,
  vacancyId,
  occupied,
  onChanged,
}: {
  companyId: string;
  vacancyId: string | null;
  /** The cards on each column of a vacancy's board, by stage id (a step holding any stays). */
  occupied?: Readonly<Record<string, number>>;
  /** Called after each saved change (the board reads itself again). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveStagesMachine, { input: { companyId, vacancyId, occupied } });
  const view = useSelector(actor, (s) => ({
    stages: s.context.stages,
    name: s.context.name,
    renaming: s.context.renaming,
    problem: s.context.problem,
    notice: s.context.notice,
    message: s.context.message,
    blocked: s.context.blocked,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    saving: s.matches('saving'),
  }));
  const notice = view.notice;
  useEffect(() => {
    if (notice && onChanged) onChanged();
  }, [notice, onChanged]);
  // A step moved by its Up or Down button: the buttons are disabled while the move is saved (and
  // the pressed one stays so at the list's end), so the browser drops the focus to the page. Once
  // saved it goes back to the row, on a button that can still be pressed. Checked a frame later:
  // the list's rows render after the editor (react-aria builds the collection first).
  const editor = useRef<HTMLDivElement>(null);
  const moved = useRef<{ id: string; pressed: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const last = moved.current;
    if (!last || view.saving) return;
    moved.current = null;
    const button = buttonAfterMove(view.stages, last.id, last.pressed);
    if (!button) return;
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled);
      if (lost) editor.current?.querySelector<HTMLElement>(`[data-step-button="${button}:${last.id}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [view.saving, view.stages]);
  const move = (id: string, pressed: 'up' | 'down', to: number) => {
    moved.current = { id, pressed };
    actor.send({ type: 'MOVE', id, to });
  };

  const steps = stepsOf(view.stages);
  // Not disabled while a change saves: the drop starts the save, and a disabled hook would miss the
  // dragend that follows it, leaving the dragged row marked as dragged. A drop meanwhile is ignored
  // (the machine takes MOVE only between saves).
  const { dragAndDropHooks } = useDragAndDrop<StageView>({
    getItems: (keys, items) =>
      [...keys].map((key) => ({ [STEP_TYPE]: String(key), 'text/plain': items.find((item) => item.id === key)?.name ?? String(key) })),
    acceptedDragTypes: [STEP_TYPE],
    onReorder: (event) => {
      const [moved] = [...event.keys];
      if (moved === undefined || event.target.dropPosition === 'on') return;
      const id = String(moved);
      actor.send({ type: 'MOVE', id, to: dropIndex(view.stages, id, String(event.target.key), event.target.dropPosition) });
    },
  });

  if (view.loading) return <InlineLoader label={t('stages.loading')} />;
  if (view.failed)
    return (
      <div className="ui-notice ui-notice--error" role="alert">
        <Icon name="alert" />
        <div>
          <p>
            {t('stages.failed')} {view.message}
          </p>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  const fixed = (kind: StageView['kind']) => view.stages.find((stage) => stage.kind === kind)?.name ?? '';
  const renamingName = view.stages.find((stage) => stage.id === view.renaming)?.name ?? '';

  return (
    <div ref={editor} className="recruiting-stages" aria-busy={view.saving || undefined}>
      <p className="recruiting-muted">{t(vacancyId ? 'stages.vacancyHint' : 'stages.hint')}</p>
      <p className="recruiting-muted">{t('stages.keyboard')}</p>
      <p className="recruiting-stages__fixed">
        <Icon name="key" size={16} /> {t('stages.first', { name: fixed('new') })}
      </p>
      <GridList
        aria-label={t('stages.steps')}
        items={steps}
        dragAndDropHooks={dragAndDropHooks}
        className="recruiting-stages__list"
        renderEmptyState={() => <p className="recruiting-column__empty">{t('stages.none')}</p>}
      >
        {(step) => {
          const index = steps.findIndex((item) => item.id === step.id);
          const count = occupied?.[step.id] ?? 0;
          return (
            <GridListItem id={step.id} textValue={step.name} className="recruiting-stage">
              <AriaButton slot="drag" className="recruiting-card__handle" aria-label={t('stages.drag', { name: step.name })}>
                <Icon name="menu" size={16} />
              </AriaButton>
              <span className="recruiting-stage__name">
                {step.name}
                {count > 0 && <span className="recruiting-muted"> · {t('stages.holds', { count })}</span>}
              </span>
              <span className="recruiting-stage__actions">
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={view.saving || index === 0}
                  onPress={() => move(step.id, 'up', index - 1)}
                  data-step-button={`up:${step.id}`}
                  aria-label={t('stages.upOf', { name: step.name })}
                >
                  {t('stages.up')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={view.saving || index === steps.length - 1}
                  onPress={() => move(step.id, 'down', index + 1)}
                  data-step-button={`down:${step.id}`}
                  aria-label={t('stages.downOf', { name: step.name })}
                >
                  {t('stages.down')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={view.saving}
                  onPress={() => actor.send({ type: 'RENAME', id: step.id })}
                  data-step-button={`rename:${step.id}`}
                  aria-label={t('stages.renameOf', { name: step.name })}
                >
                  <Icon name="edit" size={16} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={view.saving}
                  onPress={() => actor.send({ type: 'REMOVE', id: step.id })}
                  aria-label={t('stages.removeOf', { name: step.name })}
                >
                  <Icon name="trash" size={16} />
                </Button>
              </span>
            </GridListItem>
          );
        }}
      </GridList>
      <p className="recruiting-stages__fixed">
        <Icon name="key" size={16} /> {t('stages.ends', { hired: fixed('hired'), rejected: fixed('rejected') })}
      </p>
      <form
        className="recruiting-stages__form"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT_NAME' });
        }}
      >
        <TextField
          // Rename puts the step's name in the field below the list: a field of its own, focused to type it.
          key={view.renaming ?? 'new'}
          autoFocus={view.renaming !== null || view.notice?.kind === 'rename'}
          label={view.renaming ? t('stages.renameLabel', { name: renamingName }) : t('stages.newLabel')}
          value={view.name}
          onChange={(value) => actor.send({ type: 'NAME', value })}
          maxLength={STAGE_NAME_MAX}
          isInvalid={view.problem !== null}
          errorMessage={view.problem ? t(`stages.problem.${view.problem}`, { max: STEPS_MAX, length: STAGE_NAME_MAX }) : undefined}
          validationBehavior="aria"
        />
        <Button type="submit" variant="secondary" isDisabled={view.saving}>
          {view.renaming ? t('stages.rename') : t('stages.add')}
        </Button>
        {view.renaming && (
          <Button variant="ghost" onPress={() => actor.send({ type: 'CANCEL_RENAME' })}>
            {t('cancel')}
          </Button>
        )}
      </form>
      <p role="status" className="recruiting-muted">
        {view.notice ? <NoticeText notice={view.notice} /> : ''}
      </p>
      <p role="alert" className="recruiting-error">
        {view.blocked ? t('stages.notEmpty', { name: view.blocked.name, count: view.blocked.count }) : (view.message ?? '')}
      </p>
    </div>
  );
}

function NoticeText({ notice }: { notice: NonNullable<StagesNotice> }) {
  const { t } = useTranslation('recruiting');
  return <>{t(`stages.saved.${notice.kind}`, { name: notice.name })}</>;
}
