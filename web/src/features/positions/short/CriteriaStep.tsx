// The criteria step: "selected criteria" and "all criteria", two react-aria
// GridLists with drag and drop between and within them — by mouse, touch, keyboard (Enter on the
// handle, Tab to a target, Enter to drop) and screen reader — and, for those who do not drag,
// Add, Remove, Up and Down buttons on every row. Every move goes to the machine, which keeps the
// rules (criteria-list.ts): the screen only translates drops into events.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GridList, GridListItem, type DropItem, type Key } from 'react-aria-components/GridList';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useDragAndDrop } from 'react-aria-components/useDragAndDrop';
import { Button, Icon } from '../../../shared/ui';
import { isAvailable, MAX_CRITERIA } from './criteria-list';
import type { StepProps } from './step-props';

/** Where a dragged criterion comes from: "all" ones may go to the selected list only. */
const FROM_SELECTED = 'application/x-kadry-criterion-selected';
const FROM_ALL = 'application/x-kadry-criterion-all';

interface Row {
  id: number;
  name: string;
  disabled: boolean;
}

async function idsOf(items: DropItem[], type: string): Promise<number[]> {
  const texts = await Promise.all(
    items.map((item) => (item.kind === 'text' && item.types.has(type) ? item.getText(type) : Promise.resolve(''))),
  );
  return texts.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

const numeric = (keys: Iterable<Key>) => [...keys].map(Number);

export function CriteriaStep({ context, send, busy }: StepProps) {
  const { t } = useTranslation('positions-short');
  const selectedId = useId();
  const allId = useId();
  const { criteria, lists, vacancy } = context;
  const rows: Row[] = lists.s_selection_criteria.map((item) => ({
    id: item.id,
    name: item.name,
    disabled: !isAvailable(item.code, vacancy ?? {}),
  }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const selected = criteria.order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = rows.filter((row) => !criteria.order.includes(row.id));
  const priorityName = (number: number) => lists.s_priority.find((item) => item.id === number)?.name ?? String(number);
  const dropOutside = (operation: string) => operation === 'cancel' && send({ type: 'DROP_OUTSIDE' });

  const selectedDnd = useDragAndDrop<Row>({
    isDisabled: busy,
    getItems: (keys) => numeric(keys).map((id) => ({ [FROM_SELECTED]: String(id), 'text/plain': byId.get(id)?.name ?? '' })),
    acceptedDragTypes: [FROM_SELECTED, FROM_ALL],
    getDropOperation: () => 'move',
    onReorder: (event) =>
      send({
        type: 'MOVE',
        ids: numeric(event.keys),
        target: Number(event.target.key),
        position: event.target.dropPosition === 'after' ? 'after' : 'before',
      }),
    onInsert: async (event) => {
      const ids = await idsOf(event.items, FROM_ALL);
      const at = criteria.order.indexOf(Number(event.target.key)) + (event.target.dropPosition === 'after' ? 1 : 0);
      for (const [offset, id] of ids.entries()) send({ type: 'ADD', id, index: at + offset });
    },
    onRootDrop: async (event) => {
      for (const id of await idsOf(event.items, FROM_ALL)) send({ type: 'ADD', id });
    },
    onDragEnd: (event) => dropOutside(event.dropOperation),
  });

  const allDnd = useDragAndDrop<Row>({
    isDisabled: busy,
    getItems: (keys) => numeric(keys).map((id) => ({ [FROM_ALL]: String(id), 'text/plain': byId.get(id)?.name ?? '' })),
    // Only selected criteria may be dropped here (taken out); the order of this list means nothing.
    acceptedDragTypes: [FROM_SELECTED],
    getDropOperation: () => 'move',
    onInsert: async (event) => {
      for (const id of await idsOf(event.items, FROM_SELECTED)) send({ type: 'REMOVE', id });
    },
    onRootDrop: async (event) => {
      for (const id of await idsOf(event.items, FROM_SELECTED)) send({ type: 'REMOVE', id });
    },
    onDragEnd: (event) => dropOutside(event.dropOperation),
  });

  return (
    <div className="short-criteria">
      <p className="short-step__intro">{t('criteria.intro')}</p>
      {/* The toast announces it (role alert); this copy stays in view after the toast's 2 s. */}
      {context.notice && (
        <p className="short-step__notice">{t(context.notice === 'maxCriteria' ? 'criteria.max' : 'criteria.dropOutside')}</p>
      )}
      {context.problems.criteria && (
        <p role="alert" className="short-step__notice">
          {'text' in context.problems.criteria ? context.problems.criteria.text : t('toasts.failed')}
        </p>
      )}
      <div className="short-criteria__lists">
        <section className="short-criteria__column" aria-labelledby={selectedId}>
          <div className="short-criteria__heading">
            <h3 id={selectedId}>{t('criteria.selected')}</h3>
            <span className="short-criteria__count">{t('criteria.count', { count: selected.length, max: MAX_CRITERIA })}</span>
          </div>
          <GridList
            aria-labelledby={selectedId}
            items={selected}
            dragAndDropHooks={selectedDnd.dragAndDropHooks}
            className="short-criteria__list"
            renderEmptyState={() => <p className="short-criteria__empty">{t('criteria.selectedEmpty')}</p>}
          >
            {(row) => {
              const index = criteria.order.indexOf(row.id);
              return (
                <GridListItem id={row.id} textValue={row.name} className="short-criteria__item">
                  <AriaButton slot="drag" className="short-criteria__handle" aria-label={t('criteria.drag', { name: row.name })}>
                    <Icon name="menu" />
                  </AriaButton>
                  <span className="short-criteria__text">
                    <span className="short-criteria__name">{row.name}</span>
                    <span className="short-criteria__priority">
                      {t('criteria.priority', { number: index + 1, name: priorityName(index + 1) })}
                    </span>
                  </span>
                  <span className="short-criteria__buttons">
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      aria-label={t('criteria.up', { name: row.name })}
                      isDisabled={busy || index === 0}
                      onPress={() => send({ type: 'MOVE_BY', id: row.id, step: -1 })}
                    >
                      <Icon name="chevronDown" className="short-criteria__up" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      aria-label={t('criteria.down', { name: row.name })}
                      isDisabled={busy || index === selected.length - 1}
                      onPress={() => send({ type: 'MOVE_BY', id: row.id, step: 1 })}
                    >
                      <Icon name="chevronDown" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      aria-label={t('criteria.remove', { name: row.name })}
                      isDisabled={busy}
                      onPress={() => send({ type: 'REMOVE', id: row.id })}
                    >
                      <Icon name="close" />
                    </Button>
                  </span>
                </GridListItem>
              );
            }}
          </GridList>
        </section>
        <section className="short-criteria__column" aria-labelledby={allId}>
          <div className="short-criteria__heading">
            <h3 id={allId}>{t('criteria.all')}</h3>
          </div>
          <GridList
            aria-labelledby={allId}
            items={rest}
            disabledKeys={rest.filter((row) => row.disabled).map((row) => row.id)}
            dragAndDropHooks={allDnd.dragAndDropHooks}
            className="short-criteria__list"
            renderEmptyState={() => <p className="short-criteria__empty">{t('criteria.allEmpty')}</p>}
          >
            {(row) => {
              const kept = criteria.priority[row.id];
              return (
                <GridListItem id={row.id} textValue={row.name} className="short-criteria__item">
                  <AriaButton slot="drag" className="short-criteria__handle" aria-label={t('criteria.drag', { name: row.name })}>
                    <Icon name="menu" />
                  </AriaButton>
                  <span className="short-criteria__text">
                    <span className="short-criteria__name">{row.name}</span>
                    {row.disabled ? (
                      <span className="short-criteria__priority">{t('criteria.noValue')}</span>
                    ) : kept ? (
                      <span className="short-criteria__priority">{t('criteria.keptPriority', { number: kept })}</span>
                    ) : null}
                  </span>
                  <span className="short-criteria__buttons">
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      aria-label={t('criteria.add', { name: row.name })}
                      isDisabled={busy || row.disabled}
                      onPress={() => send({ type: 'ADD', id: row.id })}
                    >
                      <Icon name="plus" />
                    </Button>
                  </span>
                </GridListItem>
              );
            }}
          </GridList>
        </section>
      </div>
    </div>
  );
}
