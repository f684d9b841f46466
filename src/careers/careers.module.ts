import { Module } from '@nestjs/common';
import { ApplyLimits } from './http/apply-limits.js';
import { ApplyRoutes } from './http/apply.routes.js';
import { CareersRoutes } from './http/careers.routes.js';
import { PageCache } from './http/page-cache.js';
import { GetPostingPageHandler } from './queries/get-posting.query.js';
import { GetEmployerPageHandler } from './queries/get-employer.query.js';
import { GetJobsChoicesHandler } from './queries/get-jobs-choices.query.js';
import { GetJobsHandler } from './queries/get-jobs.query.js';
import { GetSitemapHandler } from './queries/get-sitemap.query.js';
import { ProjectPostingsOnChanges } from './events/project-postings-on-changes.js';
import { PostingsProjection } from './read/postings-projection.js';

/**
 * The careers bounded context (docs/careers.md): the public, server-rendered pages of verified
 * employers and their open postings, their JobPosting data, the sitemap, the apply form. It keeps
 * its own read model (careers_*), projected from the recruiting, profiling and company contracts,
 * and writes only through recruiting's contract.
 */
@Module({
  providers: [
    PageCache,
    CareersRoutes,
    GetPostingPageHandler,
    GetJobsHandler,
    GetJobsChoicesHandler,
    GetEmployerPageHandler,
    GetSitemapHandler,
    PostingsProjection,
    ProjectPostingsOnChanges,
    // Applying and the candidate's status page (docs/careers.md, "Applying").
    ApplyLimits,
    ApplyRoutes,
  ],
})
export class CareersModule {}
