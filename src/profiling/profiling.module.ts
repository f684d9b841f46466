import { Module } from '@nestjs/common';
import { CompleteCompanyProfileHandler, SetProfileStepHandler } from './commands/complete-profile.js';
import { AddDepartmentHandler, EditDepartmentHandler, RemoveDepartmentHandler } from './commands/departments.js';
import { AddPolicyFileHandler, RemovePolicyFileHandler } from './commands/policy-files.js';
import { SaveProfileStepHandler } from './commands/profile-steps.js';
import { AnswerVacancyApprovalHandler, SendVacancyHandler } from './commands/vacancy-approval.js';
import { NotifyApproversOnVacancySent, NotifyAuthorOnVacancyAnswer } from './events/notify-on-vacancy-approval.js';
import { ReleaseApprovalsOnMemberRemoved } from './events/release-approvals-on-member-removed.js';
import { VacancyApprovalController } from './http/vacancy-approval.controller.js';
import { GetApprovalRequestsHandler, GetVacancyApproversHandler } from './queries/vacancy-approval.js';
import { GetVacancyCountsHandler } from './queries/get-vacancy-counts.query.js';
import { CheckDepartmentsHandler } from './queries/check-departments.query.js';
import { GetActualVacanciesHandler } from './queries/get-actual-vacancies.query.js';
import { GetCompanyOfficesHandler } from './queries/get-company-offices.query.js';
import { GetCompanyProfileHandler } from './queries/get-company-profile.query.js';
import { GetDepartmentHandler } from './queries/get-department.query.js';
import { GetDepartmentsHandler } from './queries/get-departments.query.js';
import { GetPolicyFileHandler } from './queries/get-policy-file.query.js';
import { GetVacancyListHandler } from './queries/get-vacancy-list.query.js';
import { GetVacancyPdfHandler } from './queries/get-vacancy-pdf.query.js';
import { GetVacancyHandler } from './queries/get-vacancy.query.js';
import { GetVacancyTitlesHandler } from './queries/vacancy-titles.query.js';
import { QuickSearchHandler } from './queries/quick-search.query.js';
import { GetHomeInfoHandler } from './queries/home-info.query.js';
import { QuickSearchController } from './http/quick-search.controller.js';
import { RemoveVacancyHandler, SaveVacancyStepHandler } from './commands/vacancy-save.js';
import { PolicyStorage } from './files/policy-storage.js';
import { CompanyProfileController } from './http/company-profile.controller.js';
import { DepartmentsController } from './http/departments.controller.js';
import { PolicyFilesController } from './http/policy-files.controller.js';
import { VacanciesController } from './http/vacancies.controller.js';

/**
 * The profiling bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * profiling.contract.ts; its entities, handlers and controllers stay private to this folder.
 * The company stage (profile wizard, policy files), the department stage and the positions (vacancy profiles).
 */
@Module({
  imports: [],
  controllers: [CompanyProfileController, PolicyFilesController, DepartmentsController, VacanciesController, VacancyApprovalController, QuickSearchController],
  providers: [
    PolicyStorage,
    SaveProfileStepHandler,
    CompleteCompanyProfileHandler,
    SetProfileStepHandler,
    AddDepartmentHandler,
    EditDepartmentHandler,
    RemoveDepartmentHandler,
    AddPolicyFileHandler,
    RemovePolicyFileHandler,
    // Vacancies: sending and approval, and the e-mails that follow them.
    SendVacancyHandler,
    AnswerVacancyApprovalHandler,
    GetApprovalRequestsHandler,
    GetVacancyApproversHandler,
    GetVacancyCountsHandler,
    // Reads of the controllers.
    GetCompanyProfileHandler,
    GetCompanyOfficesHandler,
    GetDepartmentsHandler,
    GetDepartmentHandler,
    CheckDepartmentsHandler,
    GetPolicyFileHandler,
    GetVacancyHandler,
    GetVacancyListHandler,
    GetActualVacanciesHandler,
    GetVacancyPdfHandler,
    GetVacancyTitlesHandler,
    QuickSearchHandler,
    GetHomeInfoHandler,
    NotifyApproversOnVacancySent,
    NotifyAuthorOnVacancyAnswer,
    ReleaseApprovalsOnMemberRemoved,
    // Vacancies: the wizards' saves and removal.
    SaveVacancyStepHandler,
    RemoveVacancyHandler,
  ],
  exports: [],
})
export class ProfilingModule {}
