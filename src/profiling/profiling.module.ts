import { Module } from '@nestjs/common';
import { CompleteCompanyProfileHandler, SetProfileStepHandler } from './commands/complete-profile.js';
import { AddDepartmentHandler, EditDepartmentHandler, RemoveDepartmentHandler } from './commands/departments.js';
import { AddPolicyFileHandler, RemovePolicyFileHandler } from './commands/policy-files.js';
import { SaveProfileStepHandler } from './commands/profile-steps.js';
import { RemoveVacancyHandler, SaveVacancyStepHandler } from './commands/vacancy-save.js';
import { PolicyStorage } from './files/policy-storage.js';
import { CompanyProfileController } from './http/company-profile.controller.js';
import { DepartmentsController } from './http/departments.controller.js';
import { PolicyFilesController } from './http/policy-files.controller.js';
import { VacanciesController } from './http/vacancies.controller.js';

/**
 * The profiling bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * profiling.contract.ts; its entities, handlers and controllers stay private to this folder.
 * The company stage (profile wizard, policy files) and the department stage live here so far.
 */
@Module({
  imports: [],
  controllers: [CompanyProfileController, PolicyFilesController, DepartmentsController, VacanciesController],
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
    SaveVacancyStepHandler,
    RemoveVacancyHandler,
  ],
  exports: [],
})
export class ProfilingModule {}
