import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Marked, QuickSearchBox } from '../../../shared/ui';
import { highlight } from '../format';
import { liveCompanySearchMachine } from '../live';
import { AdvancedSearchModal } from './AdvancedSearchModal';
import '../back-office.css';

/**
 * The verifier's header search: companies by any part of the name or a prefix of
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
  const hits = showing && answer ? answer.search_result : [];
  const found = hits.map((hit) => ({
    id: hit.id,
    textValue: hit.name,
    name: <Marked segments={highlight(hit.name, hit.match, 'name')} />,
    context: (
      <>
        <Marked segments={highlight(hit.code, hit.match, 'code')} /> · {hit.status.name}
      </>
    ),
  }));
  const status = pending
    ? t('search.searching')
    : !showing
      ? ''
      : failed
        ? t('search.failed')
        : !answer || answer.total === 0
          ? t('search.noResults')
          : answer.total_capped
            ? t('search.capped', { count: answer.total })
            : t('search.count', { count: answer.total });

  return (
    <>
      <QuickSearchBox
        namespace="back-office"
        view={{ query, open: !state.matches('idle'), status, empty: showing && hits.length === 0 }}
        results={found}
        send={send}
        onChoose={(id) => navigate(`/lc-companies/company/${id}`)}
        onAdvanced={() => setAdvancedOpen(true)}
      />
      <AdvancedSearchModal isOpen={advancedOpen} onClose={() => setAdvancedOpen(false)} />
    </>
  );
}
