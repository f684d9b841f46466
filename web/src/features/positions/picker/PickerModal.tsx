import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { useTranslation } from 'react-i18next';
import type { CataloguePosition, FamilyPath } from '../../../shared/api/competency';
import { Button, Checkbox, Icon, InlineLoader, Modal, Tab, TabList, TabPanel, Tabs, TextField } from '../../../shared/ui';
import { ChosenList } from './ChosenList';
import { removable, visibleItems, type Picked, type PickerTab, type pickerMachine } from './picker.machine';
import { useCompanyActions } from '../../../shared/session/company-actions';

export type PickerTitle = 'functionality' | 'target' | 'result' | 'kpi' | 'zun' | 'cases';

interface PickerModalProps {
  machine: typeof pickerMachine;
  title: PickerTitle;
  family: FamilyPath;
  positions: CataloguePosition[];
  positionId: number;
  selected: Picked[];
  onApply: (items: Picked[]) => void;
  onClose: () => void;
}

const TABS: PickerTab[] = ['all', 'global', 'mine'];

/** The open picker: mounted on opening, so it always starts from the field's current items. */
function PickerModal({ machine, title, family, positions, positionId, selected, onApply, onClose }: PickerModalProps) {
  const { t } = useTranslation('positions');
  const latest = useRef({ onApply, onClose });
  latest.current = { onApply, onClose };
  const provided = useMemo(() => machine.provide({ actions: { apply: (_, params) => latest.current.onApply(params.items) } }), [machine]);
  const curator = useCompanyActions().can('manageCatalogues');
  const [state, send] = useMachine(provided, { input: { family, positions, positionId, selected, curator } });
  const { context } = state;
  const items = visibleItems(context);
  const busy = state.matches('adding') || state.matches('removing');
  const checked = new Set(context.checked.map((item) => item.id));

  const columns = (
    <div className="pos-picker">
      <section className="pos-picker__column" aria-labelledby="pos-picker-positions">
        <h3 id="pos-picker-positions">{t('picker.positions')}</h3>
        <ListBox
          aria-labelledby="pos-picker-positions"
          className="ui-listbox pos-picker__list"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(context.positionId)]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined && Number(key) !== context.positionId) send({ type: 'POSITION', id: Number(key) });
          }}
          items={positions.map((p) => ({ id: String(p.id), name: p.name }))}
        >
          {(p) => (
            <ListBoxItem id={p.id} textValue={p.name} className="ui-listbox__item">
              {p.name}
            </ListBoxItem>
          )}
        </ListBox>
      </section>
      <section className="pos-picker__column" aria-labelledby="pos-picker-items" aria-busy={state.matches('loading')}>
        <h3 id="pos-picker-items">{t('picker.items')}</h3>
        {state.matches('loading') ? (
          <InlineLoader />
        ) : state.matches('failed') ? (
          <div role="alert">
            <p>{context.error ?? t('picker.loadFailed')}</p>
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="pos-muted">{t('picker.empty')}</p>
        ) : (
          <ul className="pos-picker__items">
            {items.map((item) => (
              <li key={item.id}>
                <Checkbox
                  isSelected={checked.has(item.id)}
                  onChange={() => send({ type: 'TOGGLE', item: { id: item.id, name: item.name } })}
                >
                  {item.name}
                </Checkbox>
                {removable(item, curator) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t(item.isUserAdd ? 'picker.removeOwn' : 'picker.removeLocal', { name: item.name })}
                    isDisabled={busy}
                    onPress={() => send({ type: 'REMOVE', id: item.id })}
                  >
                    <Icon name="close" size={14} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="pos-inline">
          <TextField
            label={t('picker.newItem')}
            value={context.newName}
            maxLength={200}
            isDisabled={!state.matches('ready') && !state.matches('adding')}
            onChange={(value) => send({ type: 'TYPE', value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') send({ type: 'ADD' });
            }}
            isInvalid={Boolean(context.error) && state.matches('ready')}
            errorMessage={context.error}
          />
          <Button
            variant="secondary"
            isPending={state.matches('adding')}
            isDisabled={context.newName.trim() === ''}
            onPress={() => send({ type: 'ADD' })}
          >
            {t('actions.add')}
          </Button>
        </div>
      </section>
      <section className="pos-picker__column" aria-labelledby="pos-picker-selected">
        <h3 id="pos-picker-selected">{t('picker.selected')}</h3>
        {context.checked.length === 0 ? (
          <p className="pos-muted">{t('picker.nothingSelected')}</p>
        ) : (
          <ul className="pos-tags pos-tags--column">
            {context.checked.map((item) => (
              <li key={item.id} className="pos-tag">
                <span>{item.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={t('picker.uncheck', { name: item.name })}
                  onPress={() => send({ type: 'UNCHECK', id: item.id })}
                >
                  <Icon name="close" size={14} />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );

  return (
    <Modal
      title={t(`picker.title.${title}`)}
      size="xl"
      isOpen
      onOpenChange={(open) => {
        if (!open) {
          send({ type: 'CANCEL' });
          latest.current.onClose();
        }
      }}
      footer={() => (
        <>
          <Button
            variant="secondary"
            onPress={() => {
              send({ type: 'CANCEL' });
              onClose();
            }}
          >
            {t('actions.cancel')}
          </Button>
          <Button
            variant="primary"
            isDisabled={busy}
            onPress={() => {
              send({ type: 'APPLY' });
              onClose();
            }}
          >
            {t('actions.apply')}
          </Button>
        </>
      )}
    >
      <Tabs selectedKey={context.tab} onSelectionChange={(key) => send({ type: 'TAB', tab: key as PickerTab })}>
        <TabList aria-label={t('picker.tabs')}>
          {TABS.map((tab) => (
            <Tab key={tab} id={tab}>
              {t(`picker.${tab}`)}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => (
          <TabPanel key={tab} id={tab}>
            {columns}
          </TabPanel>
        ))}
      </Tabs>
    </Modal>
  );
}

interface PickFieldProps extends Omit<PickerModalProps, 'positionId' | 'onClose' | 'title'> {
  field: PickerTitle;
  label: string;
  /** The wizard's position; without one the picker cannot open (spec §4). */
  positionId: number | null;
  errorMessage?: string;
  isRequired?: boolean;
}

/** A field filled through the picker: its chosen items ('+N' beyond three) and the button that opens it. */
export function PickField({ field, label, positionId, errorMessage, isRequired, selected, ...picker }: PickFieldProps) {
  const { t } = useTranslation('positions');
  const [open, setOpen] = useState(false);
  const id = `pos-pick-${field}`;
  return (
    <div className="pos-pick" role="group" aria-labelledby={`${id}-label`} aria-describedby={errorMessage ? `${id}-error` : undefined}>
      <div className="pos-pick__head">
        <span id={`${id}-label`} className="ui-field__label">
          {label}
          {isRequired && (
            <span className="ui-field__required" aria-hidden="true">
              *
            </span>
          )}
        </span>
        <Button variant="secondary" size="sm" isDisabled={positionId === null} onPress={() => setOpen(true)}>
          {t('actions.choose')}
        </Button>
      </div>
      <ChosenList items={selected} label={label} />
      {errorMessage && (
        <p id={`${id}-error`} className="ui-field__error pos-problem" role="alert">
          {errorMessage}
        </p>
      )}
      {open && positionId !== null && (
        <PickerModal {...picker} title={field} positionId={positionId} selected={selected} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
