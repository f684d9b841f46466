import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListItem } from '../../../shared/api/places';
import { Button, Icon, Select, TextField, toast } from '../../../shared/ui';
import { liveAddItemMachine } from '../live';

interface CommonProps {
  label: string;
  /** The list's name for "add your own"; without it the footer is not offered. */
  list?: string;
  items: readonly ListItem[];
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A new local item was added: the form adds it to its list (and selects it). */
  onAdded?: (item: ListItem) => void;
}

export interface SinglePickerProps extends CommonProps {
  multiple?: false;
  value: number | null;
  onChange: (value: number | null) => void;
}

export interface MultiPickerProps extends CommonProps {
  multiple: true;
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/**
 * A dictionary list dropdown: one item, or several shown as removable tags. Its
 * footer offers "add your own" where users may add entries; the new local item is selected.
 */
export function DictionaryPicker(props: SinglePickerProps | MultiPickerProps) {
  const { t } = useTranslation('company-profile');
  const { label, list, items, errorMessage, isRequired, isDisabled } = props;
  // The machine's action outlives a render: it reads the latest props through this ref.
  const latest = useRef(props);
  latest.current = props;
  const machine = useMemo(
    () =>
      liveAddItemMachine.provide({
        actions: {
          added: (_, { item }) => {
            const now = latest.current;
            toast.success(t('messages.itemAdded', { name: item.name }));
            now.onAdded?.(item);
            if (now.multiple) now.onChange([...now.value, item.id]);
            else now.onChange(item.id);
          },
        },
      }),
    [t],
  );
  const [state, send] = useMachine(machine, { input: { list: list ?? '' } });
  const chosen = props.multiple ? items.filter((item) => props.value.includes(item.id)) : [];
  const offered = props.multiple ? items.filter((item) => !props.value.includes(item.id)) : items;

  return (
    <div className="dictionary-picker">
      <Select
        label={label}
        isRequired={isRequired}
        isDisabled={isDisabled}
        // A single choice reads "Choose"; "Add" would read as a button. Several choices add tags.
        placeholder={props.multiple ? t('actions.add') : t('actions.choose')}
        items={offered.map((item) => ({ id: String(item.id), label: item.name }))}
        value={props.multiple ? null : props.value === null ? null : String(props.value)}
        onChange={(key) => {
          if (key === null) return;
          if (props.multiple) props.onChange([...props.value, Number(key)]);
          else props.onChange(Number(key));
        }}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      />
      {props.multiple && chosen.length > 0 && (
        <ul className="dictionary-picker__tags" aria-label={label}>
          {chosen.map((item) => (
            <li key={item.id} className="dictionary-picker__tag">
              <span>{item.name}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={`${t('actions.remove')}: ${item.name}`}
                isDisabled={isDisabled}
                onPress={() => props.onChange(props.value.filter((id) => id !== item.id))}
              >
                <Icon name="close" size={14} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list && !isDisabled && (
        <div className="dictionary-picker__footer">
          {state.matches('closed') ? (
            <Button variant="ghost" size="sm" onPress={() => send({ type: 'OPEN' })}>
              <Icon name="plus" size={16} />
              {t('actions.addOwn')}
            </Button>
          ) : (
            <div className="dictionary-picker__add">
              <TextField
                label={t('actions.addOwnLabel', { list: label })}
                value={state.context.name}
                onChange={(value) => send({ type: 'TYPE', value })}
                autoFocus
                maxLength={200}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') send({ type: 'ADD' });
                }}
                isInvalid={Boolean(state.context.error) || state.context.missing}
                errorMessage={state.context.missing ? t('messages.itemMissing') : state.context.error}
              />
              <Button size="sm" variant="primary" isPending={state.matches('adding')} onPress={() => send({ type: 'ADD' })}>
                {t('actions.add')}
              </Button>
              <Button size="sm" variant="ghost" onPress={() => send({ type: 'CANCEL' })}>
                {t('actions.cancel')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
