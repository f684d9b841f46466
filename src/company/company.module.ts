import { registerQueues } from '../shared/redis/observed-connections.js';
import { type DynamicModule, Module } from '@nestjs/common';
import { PreparedSql } from '../shared/database/prepared-sql.js';
import { rateLimiterFor } from '../shared/rate-limit/rate-limiter.js';
import { SendActionCodeHandler } from './commands/action-codes.js';
import { ConfirmMembershipHandler } from './commands/confirm-membership.js';
import { InviteMembersHandler } from './commands/invite-members.js';
import { RemoveMemberHandler } from './commands/remove-member.js';
import { UpdateMemberRightsHandler } from './commands/update-member-rights.js';
import { CompanyInvitationController, CompanyMembersController } from './http/company-members.controller.js';
import { SearchUserHandler } from './queries/members.query.js';
import { ListMembersHandler } from './queries/list-members.query.js';
import { GetInvitationHandler } from './queries/invitation.query.js';
import { CompanyNotices } from './services/company-notices.js';
import { ChooseActiveCompanyHandler } from './commands/active-company.js';
import { CompanyListActionHandler } from './commands/archive-company.js';
import { AddExtractFileHandler } from './commands/add-extract-file.js';
import { RemoveExtractFileHandler } from './commands/remove-extract-file.js';
import { RegisterCompanyHandler } from './commands/register-company.js';
import { SubmitCompanyHandler } from './commands/submit-company.js';
import { UpdateCompanyHandler } from './commands/update-company.js';
import { ConvertExtractOnFileAdded } from './events/convert-extract-on-file-added.js';
import { CONVERT_QUEUE } from './files/convert-queue.js';
import { ConvertProcessor } from './files/convert.processor.js';
import { ExtractStorage } from './files/extract-storage.js';
import { CompanyFilesController } from './http/company-files.controller.js';
import { CompanyController } from './http/company.controller.js';
import { CompanyTransferController } from './http/company-transfer.controller.js';
import { AcceptCompanyTransferHandler } from './commands/accept-company-transfer.js';
import { CancelCompanyTransferHandler } from './commands/cancel-company-transfer.js';
import { OfferCompanyTransferHandler } from './commands/offer-company-transfer.js';
import { MailFormerOwnerOnCompanyTransferred } from './events/mail-former-owner-on-company-transferred.js';
import { MailMembersOnCompanyDeleted } from './events/mail-members-on-company-deleted.js';
import { GetActiveCompanyHandler } from './queries/active-company.query.js';
import { GetCompanyInfoHandler } from './queries/get-company-info.js';
import { GetReadableFileHandler } from './queries/get-readable-file.js';
import { GetCompanyListHandler } from './queries/get-company-list.js';
import { GetCompanyMembershipHandler } from './queries/membership.query.js';
import { GetCompanyMembersHandler } from './queries/company-members.query.js';
import { GetCompanyNamesHandler } from './queries/company-names.query.js';
import { GetPublicCompaniesHandler } from './queries/public-companies.query.js';
import { GetCompanyExtractFilesHandler } from './queries/extract-files.query.js';
import { GetCompanyReviewStateHandler } from './queries/review-state.query.js';
import { ListCompanyReviewStatesHandler } from './queries/company-review-states.query.js';
import { RepairCompanyReviewHandler } from './commands/repair-review.js';
import { ApplyOnCompanyRejected } from './events/apply-on-company-rejected.js';
import { ApplyOnCompanyRemovedByVerifier } from './events/apply-on-company-removed-by-verifier.js';
import { ApplyOnCompanyVerified } from './events/apply-on-company-verified.js';
import { PublishLiveOnVerifierDecision } from './events/publish-live-on-verifier-decision.js';
import { PublishLiveOnMemberChange } from './events/publish-live-on-member-change.js';

/**
 * The company bounded context (docs/architecture.md, "Bounded contexts"). Other contexts reach it only through
 * company.contract.ts; its entities, handlers and controllers stay private to this folder.
 * `register({ processors })`: the worker role also runs the DOC/DOCX → PDF conversions.
 */
@Module({
  imports: [registerQueues({ name: CONVERT_QUEUE })],
  controllers: [
    CompanyController,
    CompanyFilesController,
    CompanyMembersController,
    CompanyInvitationController,
    CompanyTransferController,
  ],
  providers: [
    PreparedSql,
    ExtractStorage,
    rateLimiterFor('company'),
    CompanyNotices,
    SendActionCodeHandler,
    InviteMembersHandler,
    ConfirmMembershipHandler,
    UpdateMemberRightsHandler,
    RemoveMemberHandler,
    SearchUserHandler,
    ListMembersHandler,
    GetInvitationHandler,
    RegisterCompanyHandler,
    UpdateCompanyHandler,
    SubmitCompanyHandler,
    AddExtractFileHandler,
    RemoveExtractFileHandler,
    CompanyListActionHandler,
    GetCompanyReviewStateHandler,
    ListCompanyReviewStatesHandler,
    RepairCompanyReviewHandler,
    ChooseActiveCompanyHandler,
    GetCompanyInfoHandler,
    GetReadableFileHandler,
    GetCompanyListHandler,
    GetActiveCompanyHandler,
    GetCompanyMembershipHandler,
    GetCompanyMembersHandler,
    GetCompanyNamesHandler,
    GetPublicCompaniesHandler,
    ConvertExtractOnFileAdded,
    OfferCompanyTransferHandler,
    CancelCompanyTransferHandler,
    AcceptCompanyTransferHandler,
    MailMembersOnCompanyDeleted,
    MailFormerOwnerOnCompanyTransferred,
    GetCompanyExtractFilesHandler,
    // Verifier decisions: applied first, then announced (the relay runs them in this order).
    ApplyOnCompanyVerified,
    ApplyOnCompanyRejected,
    ApplyOnCompanyRemovedByVerifier,
    PublishLiveOnVerifierDecision,
    PublishLiveOnMemberChange,
  ],
  exports: [],
})
export class CompanyModule {
  static register(options: { processors: boolean }): DynamicModule {
    return { module: CompanyModule, providers: options.processors ? [ConvertProcessor] : [] };
  }
}
