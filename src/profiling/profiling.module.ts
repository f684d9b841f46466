import { Module } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { useCatalogueForAddresses } from './http/catalogue-rules.js';
import { AddDepartmentHandler } from './commands/add-department.js';
import { AddPolicyFileHandler } from './commands/add-policy-file.js';
import { AnswerVacancyApprovalHandler } from './commands/answer-vacancy-approval.js';
import { CompleteCompanyProfileHandler } from './commands/complete-company-profile.js';
import { EditDepartmentHandler } from './commands/edit-department.js';
import { RemoveDepartmentHandler } from './commands/remove-department.js';
import { RemovePolicyFileHandler } from './commands/remove-policy-file.js';
import { RemoveVacancyHandler } from './commands/remove-vacancy.js';
import { CloseVacancyHandler } from './commands/close-vacancy.js';
import { SaveContactsStepHandler } from './commands/save-contacts-step.js';
import { SaveGeneralStepHandler } from './commands/save-general-step.js';
import { SaveManagementStepHandler } from './commands/save-management-step.js';
import { SaveMissionStepHandler } from './commands/save-mission-step.js';
import { SaveStructureStepHandler } from './commands/save-structure-step.js';
import { SaveVacancyStepHandler } from './commands/save-vacancy-step.js';
import { SendVacancyHandler } from './commands/send-vacancy.js';
import { SetProfileStepHandler } from './commands/set-profile-step.js';
import { NotifyApproversOnVacancySent } from './events/notify-approvers-on-vacancy-sent.js';
import { NotifyAuthorOnVacancyAnswer } from './events/notify-author-on-vacancy-answer.js';
import { ReleaseApprovalsOnMemberRemoved } from './events/release-approvals-on-member-removed.js';
import { VacancyApprovalController } from './http/vacancy-approval.controller.js';
import { GetVacancyApproversHandler } from './queries/vacancy-approval.js';
import { GetApprovalRequestsHandler } from './queries/approval-requests.js';
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
import { GetVacancyNamesHandler } from './queries/vacancy-names.query.js';
import { GetVacancyTitlesHandler } from './queries/vacancy-titles.query.js';
import { GetCompanyVacanciesHandler } from './queries/recruiting-vacancies.query.js';
import { GetPublicProfileHandler } from './queries/public-profile.query.js';
import { GetPublicVacancyHandler } from './queries/public-vacancy.query.js';
import { GetSelectionStagesHandler } from './queries/selection-stages.query.js';
import { QuickSearchHandler } from './queries/quick-search.query.js';
import { GetHomeInfoHandler } from './queries/home-info.query.js';
import { QuickSearchController } from './http/quick-search.controller.js';
import { PolicyStorage } from './files/policy-storage.js';
import { CompanyProfileController } from './http/company-profile.controller.js';
import { DepartmentsController } from './http/departments.controller.js';
import { PolicyFilesController } from './http/policy-files.controller.js';
import { VacanciesController } from './http/vacancies.controller.js';

/**
 * The profiling bounded context (docs/architecture.md, "Bounded contexts"). Other contexts reach it only through
 * profiling.contract.ts; its entities, handlers and controllers stay private to this folder.
 * The company stage (profile wizard, policy files), the department stage and the positions (vacancy profiles).
 */
@Module({
  imports: [],
  controllers: [
    CompanyProfileController,
    PolicyFilesController,
    DepartmentsController,
    VacanciesController,
    VacancyApprovalController,
    QuickSearchController,
  ],
  providers: [
    PolicyStorage,
    SaveGeneralStepHandler,
    SaveStructureStepHandler,
    SaveContactsStepHandler,
    SaveManagementStepHandler,
    SaveMissionStepHandler,
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
    GetVacancyNamesHandler,
    GetVacancyTitlesHandler,
    // What the recruiting context asks of vacancies and the profile.
    GetCompanyVacanciesHandler,
    GetPublicVacancyHandler,
    GetPublicProfileHandler,
    GetSelectionStagesHandler,
    QuickSearchHandler,
    GetHomeInfoHandler,
    NotifyApproversOnVacancySent,
    NotifyAuthorOnVacancyAnswer,
    ReleaseApprovalsOnMemberRemoved,
    // Vacancies: the wizards' saves and removal.
    SaveVacancyStepHandler,
    RemoveVacancyHandler,
    CloseVacancyHandler,
  ],
  exports: [],
})
export class ProfilingModule {
  constructor(queries: QueryBus) {
    // The Contacts DTO's address rules ask the catalogue from inside class-validator (http/catalogue-rules.ts).
    useCatalogueForAddresses(queries);
  }
}
