import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../shared/api/verification';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../shared/ui';
import { formatDateTime } from '../../../shared/lib/dates';
import { TABLE_TIME } from '../format';

/** The audit trail, oldest first, as the server wrote it (one localized line per event). */
export function HistoryTab({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation('back-office');
  return (
    <Table aria-label={t('history.label')} minWidth={560}>
      <TableHeader>
        <Column id="at">{t('history.when')}</Column>
        <Column id="who">{t('history.who')}</Column>
        <Column id="what" isRowHeader>
          {t('history.what')}
        </Column>
      </TableHeader>
      <TableBody items={history} renderEmptyState={() => <p className="ui-table__empty">{t('history.empty')}</p>}>
        {(entry) => (
          <Row id={entry.id}>
            <Cell>{formatDateTime(entry.at, undefined, TABLE_TIME)}</Cell>
            <Cell>{entry.actor?.name || t('history.system')}</Cell>
            <Cell>
              <span className={`bo-history bo-history--${entry.kind}`}>{entry.text || entry.kind}</span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
