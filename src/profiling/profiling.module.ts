import { Module } from '@nestjs/common';
import { Departments } from './commands/departments.js';
import { PolicyFiles } from './commands/policy-files.js';
import { ProfileSteps } from './commands/profile-steps.js';
import { PolicyStorage } from './files/policy-storage.js';
import { CompanyProfileController } from './http/company-profile.controller.js';
import { DepartmentsController } from './http/departments.controller.js';
import { PolicyFilesController } from './http/policy-files.controller.js';

/**
 * The profiling bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * profiling.contract.ts; its entities, handlers and controllers stay private to this folder.
 * The company stage (profile wizard, policy files) and the department stage live here so far.
 */
@Module({
  imports: [],
  controllers: [CompanyProfileController, PolicyFilesController, DepartmentsController],
  providers: [ProfileSteps, Departments, PolicyFiles, PolicyStorage],
  exports: [],
})
export class ProfilingModule {}
