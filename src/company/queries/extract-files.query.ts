import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { CompanyFile } from '../domain/company.entity.js';
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

@QueryHandler(GetCompanyExtractFilesQuery)
export class GetCompanyExtractFilesHandler implements IQueryHandler<GetCompanyExtractFilesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId }: GetCompanyExtractFilesQuery): Promise<CompanyFileView[]> {
    const files = await this.em.fork().find(CompanyFile, { company: companyId, type: 'edr' }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
    return files.map(fileView);
  }
}
