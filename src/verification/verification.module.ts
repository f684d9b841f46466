import { Module } from '@nestjs/common';
import { ChangeCommentHandler } from './commands/case-comments.js';
import { ClaimCompanyHandler } from './commands/claim-company.js';
import { DecideCompanyHandler } from './commands/decide-company.js';
import { NotifyOwnerOnCompanyDecision } from './events/notify-owner-on-company-decision.js';
import { ProjectReadModelOnCompanyEvents } from './events/project-read-model-on-company-events.js';
import { PublishLiveOnCompanyEvents } from './events/publish-live-on-company-events.js';
import { VerifierCaseController } from './http/verifier-case.controller.js';
import { VerifierOnlyGuard } from './http/verifier-only.guard.js';
import { VerifierSearchController } from './http/verifier-search.controller.js';
import { FindVerificationCompaniesHandler } from './queries/find-companies.js';
import { ListVerificationCompaniesHandler } from './queries/list-companies.js';
import { QuickSearchVerificationHandler } from './queries/quick-search.js';
import { NameSample } from './read/name-sample.js';
import { PreparedSql } from '../shared/database/prepared-sql.js';
import { GetVerificationCompanyInfoHandler } from './queries/get-verification-company-info.js';
import { GetVerificationNotificationsHandler } from './queries/get-verification-notifications.js';
import { GetVerificationReasonsHandler } from './queries/get-verification-reasons.js';

/**
 * The verification bounded context (docs/architecture.md, "Bounded contexts"). Other contexts reach it only through
 * verification.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [VerifierCaseController, VerifierSearchController],
  providers: [
    VerifierOnlyGuard,
    DecideCompanyHandler,
    ClaimCompanyHandler,
    ChangeCommentHandler,
    GetVerificationCompanyInfoHandler,
    GetVerificationNotificationsHandler,
    GetVerificationReasonsHandler,
    // Lists and search (plain SQL, prepared where the plan does not depend on the values).
    PreparedSql,
    ListVerificationCompaniesHandler,
    QuickSearchVerificationHandler,
    NameSample,
    FindVerificationCompaniesHandler,
    // The projection first, then the live message: the relay runs (and commits) them in this order.
    ProjectReadModelOnCompanyEvents,
    PublishLiveOnCompanyEvents,
    NotifyOwnerOnCompanyDecision,
  ],
  exports: [],
})
export class VerificationModule {}
