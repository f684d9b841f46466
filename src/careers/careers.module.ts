import { Module } from '@nestjs/common';
import { ApplyLimits } from './http/apply-limits.js';
import { ApplyRoutes } from './http/apply.routes.js';
import { CareersRoutes } from './http/careers.routes.js';
import { PageCache } from './http/page-cache.js';
import { GetPostingPageHandler } from './queries/get-posting.query.js';

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
    // Applying and the candidate's status page (docs/careers.md, "Applying").
    ApplyLimits,
    ApplyRoutes,
  ],
})
export class CareersModule {}
