import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { fileView, type CompanyFileView } from './company-view.js';

/**
 * The register extracts of a company (`files.edr` of the verifier's company view), oldest first,
 * for a caller that already decided the reader may see them (the verification context checks the
 * verifier role). Downloads go through the company's own authorized file route.
 */
export class GetCompanyExtractFilesQuery extends Query<CompanyFileView[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

// A prepared statement, not the ORM: this runs on every opening of a case in the back office.
export const EXTRACT_FILES = prepared(
  'company.extract-files',
  `select id, name, format, size, to_json(uploaded_at)#>>'{}' as uploaded_at
     from company_file where company_id = $1 and type = 'edr' order by uploaded_at, id`,
);

interface ExtractFileRow {
  id: string;
  name: string;
  format: string;
  size: number;
  uploaded_at: string;
}

@QueryHandler(GetCompanyExtractFilesQuery)
export class GetCompanyExtractFilesHandler implements IQueryHandler<GetCompanyExtractFilesQuery> {
  constructor(private readonly sql: PreparedSql) {}

  async execute({ companyId }: GetCompanyExtractFilesQuery): Promise<CompanyFileView[]> {
    const rows = await this.sql.rows<ExtractFileRow>(EXTRACT_FILES, [companyId]);
    return rows.map((row) => fileView({ ...row, uploadedAt: new Date(row.uploaded_at) }));
  }
}
