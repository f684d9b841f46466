import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import type { ExtractFile } from '../../../shared/api/verification';
import { ButtonLink, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../shared/ui';
import { fileSize, formatDateTime } from '../format';

/** The registry extract files (spec 001 §2): name, size, upload date; "View" opens the viewer page. */
export function FilesTab({ companyId, files }: { companyId: string; files: ExtractFile[] }) {
  const { t } = useTranslation('back-office');
  return (
    <div className="bo-files">
      {files.length > 0 && (
        <ButtonLink variant="secondary" size="sm" href={`/lc-companies/company/${companyId}/files/view`} className="bo-files__view">
          {t('files.view')}
        </ButtonLink>
      )}
      <Table aria-label={t('files.label')} minWidth={520}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('files.name')}
          </Column>
          <Column id="size">{t('files.size')}</Column>
          <Column id="uploaded">{t('files.uploaded')}</Column>
        </TableHeader>
        <TableBody items={files} renderEmptyState={() => <p className="ui-table__empty">{t('files.empty')}</p>}>
          {(file) => {
            const size = fileSize(file.size);
            return (
              <Row id={file.id}>
                <Cell>
                  {/* The company context's authorized download route; verifiers may use it (issue 12). */}
                  <Link href={file.url} target="_blank" rel="noopener" className="bo-link" aria-label={`${t('files.download')}: ${file.name}`}>
                    {file.name}
                  </Link>
                </Cell>
                <Cell>{t(`files.${size.key}`, { size: size.size })}</Cell>
                <Cell>{formatDateTime(file.dateUpload)}</Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
