import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../shared/api/verification';
import { Icon } from '../../../shared/ui';
import { highlight, type Segment } from '../format';
import { liveCompanySearchMachine } from '../live';
import { AdvancedSearchModal } from './AdvancedSearchModal';
import '../back-office.css';

const ADVANCED = '__advanced';
type Item = { id: string; hit: SearchHit | null };

function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </>
  );
}

/**
 * The verifier's header search (spec 001 §2): companies by any part of the name or a prefix of
 * the code, 400 ms after the last keystroke, the count in the language's plural forms (and "more
 * than" when the server capped it), the match highlighted, "No results", and Advanced search.
 */
export function CompanyQuickSearch() {
  const { t } = useTranslation(['back-office', 'common']);
  const navigate = useNavigate();
  const [state, send] = useMachine(liveCompanySearchMachine);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { query, answer, failed } = state.context;
  const showing = state.matches('showing');
  const pending = state.matches('waiting') || state.matches('searching');
  const hits = showing && answer ? answer.hits : [];
  const items: Item[] = state.matches('idle') ? [] : [...hits.map((hit) => ({ id: hit.id, hit })), { id: ADVANCED, hit: null }];
  const status = pending
    ? t('search.searching')
    : !showing
      ? ''
      : failed
        ? t('search.failed')
        : !answer || answer.total === 0
          ? t('search.noResults')
          : answer.capped
            ? t('search.capped', { count: answer.total })
            : t('search.count', { count: answer.total });

  function choose(key: Key | null) {
    if (key === null) return;
    if (key === ADVANCED) setAdvancedOpen(true);
    else navigate(`/lc-companies/company/${String(key)}`);
    send({ type: 'CLEAR' });
  }

  return (
    <>
      <ComboBox<Item>
        aria-label={t('search.label')}
        className="quick-search"
        items={items}
        inputValue={query}
        onInputChange={(value) => send({ type: 'TYPE', value })}
        selectedKey={null}
        onSelectionChange={choose}
        menuTrigger="input"
        allowsEmptyCollection={!state.matches('idle')}
        allowsCustomValue
      >
        <div className="ui-search quick-search__field">
          <Icon name="search" className="ui-search__icon" />
          <Input className="ui-input" placeholder={t('search.placeholder')} />
          {query && (
            <Button className="ui-button ui-button--ghost ui-button--sm ui-button--icon ui-search__clear" aria-label={t('common:actions.clear')} onPress={() => send({ type: 'CLEAR' })}>
              <Icon name="close" />
            </Button>
          )}
        </div>
        <Popover className="ui-popover quick-search__popover" placement="bottom start">
          {status && (
            <div className="quick-search__status" role="status" data-empty={showing && hits.length === 0 ? true : undefined}>
              {status}
            </div>
          )}
          <ListBox<Item> className="ui-listbox quick-search__list">
            {(item) =>
              item.hit ? (
                <ListBoxItem id={item.id} textValue={item.hit.name} className="ui-listbox__item quick-search__item">
                  <span className="quick-search__name">
                    <Marked segments={highlight(item.hit.name, item.hit.match, 'name')} />
                  </span>
                  <span className="quick-search__context">
                    <Marked segments={highlight(item.hit.code, item.hit.match, 'code')} /> · {item.hit.status.name}
                  </span>
                </ListBoxItem>
              ) : (
                <ListBoxItem id={ADVANCED} textValue={t('search.advanced')} className="ui-listbox__item quick-search__advanced">
                  <Icon name="settings" size={16} />
                  {t('search.advanced')}
                </ListBoxItem>
              )
            }
          </ListBox>
        </Popover>
      </ComboBox>
      <AdvancedSearchModal isOpen={advancedOpen} onClose={() => setAdvancedOpen(false)} />
    </>
  );
}
