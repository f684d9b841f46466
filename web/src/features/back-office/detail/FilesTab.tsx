import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/api/download';
import type { ExtractFile } from '../../../shared/api/verification';
import { Button, ButtonLink, Cell, Column, Row, Table, TableBody, TableHeader, toast } from '../../../shared/ui';
import { formatDateTime } from '../../../shared/lib/dates';
import { fileSize, TABLE_TIME } from '../format';

/** The registry extract files: name, size, upload date; "View" opens the viewer page. */
export function FilesTab({ companyId, files }: { companyId: string; files: ExtractFile[] }) {
  const { t } = useTranslation('back-office');
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (file: ExtractFile) => {
    setDownloading(file.id);
    try {
      await downloadFile(file.url, file.name);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(null);
    }
  };
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
                  {/* The company context's authorized download route (verifiers allowed), fetched with the session header. */}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="bo-files__name"
                    isPending={downloading === file.id}
                    aria-label={`${t('files.download')}: ${file.name}`}
                    onPress={() => void download(file)}
                  >
                    {file.name}
                  </Button>
                </Cell>
                <Cell>{t(`files.${size.key}`, { size: size.size })}</Cell>
                <Cell>{formatDateTime(file.date_upload, undefined, TABLE_TIME)}</Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
